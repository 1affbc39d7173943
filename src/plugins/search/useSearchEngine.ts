import {useCallback, useEffect, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Engine} from './engine';
import type {SearchGlobalData} from './index';

let pending: Promise<Engine> | undefined;

/**
 * The engine, once `load()` has been called and it has arrived. `load` starts the index download and the engine's
 * code (a separate chunk) at the same time, so neither waits for the other; until then nothing of search loads.
 */
export function useSearchEngine(): {engine?: Engine; failed: boolean; load: () => void} {
  const {indexFile} = usePluginData('local-search') as SearchGlobalData;
  const indexUrl = useBaseUrl(indexFile);
  const [engine, setEngine] = useState<Engine>();
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    if (!pending) {
      const download = fetch(indexUrl);
      // Handled where the engine reads it; this only keeps a failed download from being reported twice.
      download.catch(() => undefined);
      pending = import('./loadEngine').then(({loadEngine}) => loadEngine(() => download));
      pending.catch(() => {
        pending = undefined;
      });
    }
    setFailed(false);
    pending.then(setEngine, () => setFailed(true));
  }, [indexUrl]);
  // Another instance (the bar, the results page) may have loaded it already.
  useEffect(() => {
    pending?.then(setEngine, () => undefined);
  }, []);
  return {engine, failed, load};
}
