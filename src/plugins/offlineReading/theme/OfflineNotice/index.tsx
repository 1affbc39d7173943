import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

// What watches the network comes in a chunk of its own once the page has hydrated, while the reader is still online
// (offline reading stores it with the rest of the build). A chunk that cannot load leaves the line empty.
const OfflineWatcher = lazy(() =>
  import(/* webpackChunkName: "offline-watcher" */ '../OfflineWatcher').catch(() => ({default: () => null})),
);

/**
 * While the reader is offline, a line at the bottom of the screen says so, and whether the saved copy (offline
 * reading, switched on) serves the pages. A polite live region that stays in the page, empty while online, so that a
 * screen reader announces the change.
 */
export default function OfflineNotice(): ReactNode {
  const [notice, setNotice] = useState('');
  return (
    <p role="status" className={styles.notice}>
      {notice}
      {useIsBrowser() && (
        <Suspense>
          <OfflineWatcher onChange={setNotice} />
        </Suspense>
      )}
    </p>
  );
}
