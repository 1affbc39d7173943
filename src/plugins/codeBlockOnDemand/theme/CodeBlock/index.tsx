import React, {lazy, useEffect, useReducer, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {loadCodeBlock, loadedCodeBlock} from '../../loadCodeBlock';

// Prism loads with the first code block (see ../../index.ts).
const HydratingCodeBlock = lazy(loadCodeBlock);

type Props = WrapperProps<typeof CodeBlockType>;

/** The code as plain text: while Prism is on its way, or when its download failed. */
function PlainCodeBlock({children}: Props): ReactNode {
  return (
    <pre>
      <code>{children}</code>
    </pre>
  );
}

// No Suspense boundary: React's server renderer would stream a large one out of order, behind an inline script.
// - On the server, the block is loaded before any page renders, so it never suspends.
// - During hydration (isBrowser still false) it may suspend; hydration is a transition, so React keeps the
//   server's highlighted HTML and finishes once Prism has arrived. If the download fails, the error boundary shows
//   the plain text: an optional chunk must not replace the page with the crash fallback.
// - Shown later (another page, a tab) before Prism is here: the plain text, highlighted as soon as it arrives. A
//   failed download leaves the plain text, and the next code block that mounts tries again.
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const module = loadedCodeBlock();
  const waiting = isBrowser && !module;
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    loadCodeBlock().then(
      () => mounted && rerender(),
      () => {}, // stays plain text; see above
    );
    return () => {
      mounted = false;
    };
  }, [waiting]);

  if (module) return <module.default {...props} />;
  if (waiting) return <PlainCodeBlock {...props} />;
  return (
    <ErrorBoundary fallback={() => <PlainCodeBlock {...props} />}>
      <HydratingCodeBlock {...props} />
    </ErrorBoundary>
  );
}
