import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** Where the navbar's „Offline olvasás” (docusaurus.config.ts) leads. */
const anchor = 'offline-olvasas';
const titleId = `${anchor}-cim`;

export function OfflineReadingHint(): ReactNode {
  return (
    <Translate id="offlineReading.hint">Az egész oldal elfér a készülékeden, és térerő nélkül is megnyílik.</Translate>
  );
}

/** The section's title, in the words of the menu entry that leads to it. */
export function OfflineReadingTitle(): ReactNode {
  return (
    // A string, not <Translate>: the heading's link names its heading only when given one (usability round 17: „Direct
    // link to offline-olvasas-cim”, the id).
    <Heading as="h2" id={titleId} className={styles.title}>
      {translate({id: 'offlineReading.region', message: 'Offline olvasás'})}
    </Heading>
  );
}

export function SwitchOnLabel(): ReactNode {
  return <Translate id="offlineReading.switchOn">Letöltés offline olvasáshoz</Translate>;
}

/**
 * The switch's first state, hidden: its place on the server's page (a button that would do nothing without
 * JavaScript is not shown, and the page does not shift when the switch comes), and while its chunk loads.
 */
function Placeholder(): ReactNode {
  return (
    <div className={clsx(styles.offlineReading, styles.pending)}>
      <OfflineReadingTitle />
      <p className={styles.hint}>
        <OfflineReadingHint />
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary button--sm">
          <SwitchOnLabel />
        </button>
      </div>
    </div>
  );
}

// The switch's code is needed only in a browser and not for the first paint: it loads in a chunk of its own once
// the page has hydrated (stored with the rest of the build by offline reading). Without the network and without a
// stored copy the chunk may not load: the place then stays empty, as the switch could not download anything anyway.
const OfflineSwitch = lazy(() =>
  import(/* webpackChunkName: "offline-switch" */ '../OfflineSwitch').catch(() => ({default: Placeholder})),
);

/**
 * Offline reading above the footer of every page (theme/OfflineSwitch): a landmark of its own, so a screen reader's
 * list of landmarks reaches it, titled with the words of the menu entry that leads to it (usability round 11: a reader
 * who followed „Offline olvasás” found an untitled strip that read as the footer's).
 */
export default function OfflineReading(): ReactNode {
  // The navbar's „Offline olvasás” links here: the build's broken-anchor check knows the anchor from this.
  useBrokenLinks().collectAnchor(anchor);
  const isBrowser = useIsBrowser();
  return (
    <section id={anchor} className={styles.section} aria-labelledby={titleId}>
      {isBrowser ? (
        <Suspense fallback={<Placeholder />}>
          <OfflineSwitch />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </section>
  );
}
