import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/** A page anyone may be seen reading: a search engine's start page. */
const neutralPage = 'https://www.google.hu/';

/**
 * „Gyors kilépés” for a child reading the children's texts while someone may look over their shoulder (usability
 * rounds 16–17: „otthon van a baj”, and no way out, as eSafety's and Childline's pages have). It replaces this entry
 * of the tab's history, not the ones before it (round 18: after „Gyerekeknek” in the hero, „Vissza” still showed the
 * home page), so the hint says what is true: „Vissza” and the history still hold the page. A button, not a link: a link would
 * open the neutral page in a new tab and leave this one open. Without JavaScript it would do nothing, so until the
 * page has hydrated it keeps its room but is not shown (nothing moves when it appears). Its words are the home
 * page's, as the situations' are. The hint says only what pressing it does: how to hide the visit comes after the
 * children's situations (usability rounds 21–22: five sentences before the choices pushed them off the first screen).
 */
export default function QuickExit(): ReactNode {
  const hint = useId();
  const ready = useIsBrowser();
  return (
    <p className={clsx(styles.quickExit, !ready && styles.pending)}>
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={hint}
        onClick={() => window.location.replace(neutralPage)}>
        Gyors kilépés
      </button>
      <span id={hint} className={styles.hint}>
        Ha nem akarod, hogy más lássa, mit olvasol, nyomd meg: ennek az oldalnak a helyén a Google nyílik meg. A Vissza
        gombbal ez a honlap még visszajöhet, és az előzményekben is látszik.
      </span>
    </p>
  );
}
