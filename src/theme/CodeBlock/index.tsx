import React, {lazy, useEffect, useReducer, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {isCodeBlockLoaded, loadCodeBlock} from '@site/src/plugins/codeBlockOnDemand/loadCodeBlock';

// Prism loads with the first code block (src/plugins/codeBlockOnDemand).
const OriginalCodeBlock = lazy(loadCodeBlock);

type Props = WrapperProps<typeof CodeBlockType>;

// No Suspense boundary: React's server renderer would stream a large one out of order, behind an inline script.
// - On the server, the block is loaded before any page renders, so it never suspends.
// - During hydration (isBrowser still false) it may suspend; hydration is a transition, so React keeps the
//   server's highlighted HTML and finishes once Prism has arrived.
// - Shown later (another page, a tab) before Prism is here: the plain text, highlighted as soon as it arrives.
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const waiting = isBrowser && !isCodeBlockLoaded();
  useEffect(() => {
    if (waiting) void loadCodeBlock().then(() => rerender());
  }, [waiting]);
  return waiting ? (
    <pre>
      <code>{props.children}</code>
    </pre>
  ) : (
    <OriginalCodeBlock {...props} />
  );
}
