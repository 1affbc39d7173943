import React, {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * While the reader is offline, a line at the bottom of the screen says so, and whether the saved copy (offline
 * reading, switched on) serves the pages. A polite live region that stays in the page, empty while online, so that a
 * screen reader announces the change.
 */
export default function OfflineNotice(): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [notice, setNotice] = useState('');
  useEffect(() => {
    const update = () => {
      const saved = navigator.serviceWorker?.controller?.scriptURL === new URL(`${baseUrl}sw.js`, location.href).href;
      setNotice(
        navigator.onLine
          ? ''
          : saved
            ? translate({
                id: 'offlineReading.offlineSaved',
                message: 'Nincs internetkapcsolat: a mentett változatot látod. A telefonszámok így is hívhatók.',
              })
            : translate({
                id: 'offlineReading.offline',
                message:
                  'Nincs internetkapcsolat: más oldal most talán nem nyílik meg. A telefonszámok így is hívhatók.',
              }),
      );
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [baseUrl]);
  return (
    <p role="status" className={styles.notice}>
      {notice}
    </p>
  );
}
