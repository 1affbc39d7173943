import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';

type Props = {
  /** Called with what the offline notice says: empty while online. */
  onChange: (notice: string) => void;
};

/**
 * Follows the network for theme/OfflineNotice, and words the notice: whether the saved copy (offline reading, switched
 * on) serves the pages. Renders nothing.
 */
export default function OfflineWatcher({onChange}: Props): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  useEffect(() => {
    const update = () => {
      const saved = navigator.serviceWorker?.controller?.scriptURL === new URL(`${baseUrl}sw.js`, location.href).href;
      onChange(
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
  }, [baseUrl, onChange]);
  return null;
}
