import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {helpLine, type HelpLineId} from '@site/src/data/helpLines';
import styles from './styles.module.css';

const shown: HelpLineId[] = ['segelyhivo', 'kek-vonal', 'lelki-elsosegely', 'internet-hotline'];

/**
 * A web address may wrap after its slashes, never inside a word: in a desktop column „nmhh.hu/internethotline” broke
 * as „nmhh.hu/interneth | otline” (usability round 13).
 */
function breakAfterSlashes(address: string): ReactNode {
  return address.split('/').flatMap((part, index) => (index === 0 ? [part] : ['/', <wbr key={index} />, part]));
}

/** The help block above the footer on every page. Numbers come from `src/data/helpLines.ts`. */
export default function HelpBlock(): ReactNode {
  // Pages link here (#segitseg); registering the anchor lets the build's link checker verify those links.
  useBrokenLinks().collectAnchor('segitseg');
  return (
    <aside id="segitseg" className={styles.helpBlock} aria-labelledby="segitseg-cim">
      <div className="container">
        <Heading as="h2" id="segitseg-cim" className={styles.title}>
          Ha most történt baj
        </Heading>
        <ul className={styles.list}>
          {shown.map(helpLine).map(({id, name, display, href, purpose}) => (
            <li key={id} className={styles.item}>
              <span className={styles.name}>{name}</span>
              {href.startsWith('tel:') ? (
                // A plain <a>: <Link> would open tel: in a new, blank tab on a desktop.
                // eslint-disable-next-line @docusaurus/no-html-links
                <a className={styles.contact} href={href}>
                  {display}
                </a>
              ) : (
                <Link className={styles.contact} href={href}>
                  {breakAfterSlashes(display)}
                </Link>
              )}
              <span className={styles.purpose}>{purpose}</span>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to="/#baj-van">Mi történt? Válaszd ki, és megmutatjuk a lépéseket.</Link> Bántják a gyereket az
          interneten? Lépésről lépésre segít{' '}
          <Link to="/docs/kozossegi media/cyberbullying">az internetes bántalmazásról szóló útmutató</Link>.
          Feljelentést a rendőrségen személyesen vagy írásban tehetsz:{' '}
          <Link href="https://www.police.hu/hu/ugyintezes/beadvanytetel">a rendőrség tájékoztatója</Link>.
        </p>
      </div>
    </aside>
  );
}
