import React, {type ReactNode} from 'react';
import {helpLine, type HelpLineId} from '@site/src/data/helpLines';
import styles from './styles.module.css';

type Props = {
  id: HelpLineId;
  /** Name, number, operator, hours and cost in one line, for „Ha baj van” lists. Default: the linked number only. */
  full?: boolean;
  /** A case ending written after the number („-t”: „hívd a 112-t”), kept on the number's line. */
  suffix?: string;
};

/**
 * A help line from `src/data/helpLines.ts`, for MDX: `<Helpline id="kek-vonal" />` → a `tel:` link to 116 111.
 * A plain <a>: Docusaurus' <Link> would open `tel:` in a new, blank tab on a desktop.
 */
export default function HelpLineLink({id, full = false, suffix}: Props): ReactNode {
  const line = helpLine(id);
  const external = line.href.startsWith('http');
  const link = (
    // eslint-disable-next-line @docusaurus/no-html-links -- tel: and the form are not site routes
    <a href={line.href} {...(external && {target: '_blank', rel: 'noopener noreferrer'})}>
      {line.display}
    </a>
  );
  // A line break between the number and its ending („112” | „-t”) leaves a frightened reader a stray „-t”.
  if (suffix)
    return (
      <span className={styles.noBreak}>
        {link}
        {suffix}
      </span>
    );
  if (!full) return link;
  return (
    <>
      <strong>
        {line.name}: {link}
      </strong>{' '}
      ({line.operator}; {line.hours}, {line.cost}). {line.purpose}
      {line.fallback && (
        <>
          {' '}
          A korábbi száma is hívható:{' '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a tel: link, as above */}
          <a href={line.fallback.href}>{line.fallback.display}</a>.
        </>
      )}
    </>
  );
}
