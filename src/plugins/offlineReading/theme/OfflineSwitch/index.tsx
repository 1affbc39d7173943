import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {OfflineReadingHint, OfflineReadingTitle, SwitchOnLabel} from '../OfflineReading';
import type {Progress} from '../../serviceWorkerClient';
import styles from '../OfflineReading/styles.module.css';

type Status = 'off' | 'downloading' | 'on' | 'failed' | 'removed' | 'removeFailed';

// Everything beyond the first check is in a chunk of its own, downloaded only by readers who use offline reading.
// The chunk's name lets the tests check that a plain visit never downloads it.
const client = () => import(/* webpackChunkName: "offline-reading" */ '../../serviceWorkerClient');

// The footer mounts again on each page: the next page starts where this one ended, without the button flashing.
let lastStatus: 'on' | 'off' | undefined;
// Switched off on this page load: the worker still controls the page until the next full load, but has no copy.
let switchedOff = false;

/** After the page has loaded and the main thread is idle, so that registering a worker costs the page nothing. */
function whenIdle(callback: () => void): () => void {
  // Not in every browser (Safari before 18 has neither).
  const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  let cancel = () => {};
  const schedule = () => {
    if (requestIdle) {
      const handle = requestIdle(callback);
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 1000);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

/** Whether the reader switched offline reading off here (serviceWorkerClient's `declinedKey`). */
function declined(): boolean {
  try {
    return window.localStorage.getItem('offlineReading.declined') === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether the reader pressed the button on this tab's previous load, which reloaded first because a worker switched
 * off there still controlled it (serviceWorkerClient's `switchOnAfterReloadKey`). Read once.
 */
function switchOnAskedBeforeReload(): boolean {
  try {
    const asked = window.sessionStorage.getItem('offlineReading.switchOnAfterReload') === 'true';
    window.sessionStorage.removeItem('offlineReading.switchOnAfterReload');
    return asked;
  } catch {
    return false;
  }
}

const texts = {
  switchOff: () => translate({id: 'offlineReading.switchOff', message: 'Az offline másolat törlése'}),
  downloading: () => translate({id: 'offlineReading.downloading', message: 'Az oldal letöltése elkezdődött.'}),
  progress: ({done, total}: Progress) =>
    translate(
      {id: 'offlineReading.progress', message: 'Letöltés: {done} / {total} fájl'},
      {done: String(done), total: String(total)},
    ),
  on: () => translate({id: 'offlineReading.on', message: 'A webhely offline is olvasható ezen az eszközön.'}),
  failed: () =>
    translate({
      id: 'offlineReading.failed',
      message:
        'A letöltés nem sikerült: megszakadhatott a hálózat, vagy kevés a hely a készüléken. Próbáld újra később.',
    }),
  removeFailed: () =>
    translate({id: 'offlineReading.removeFailed', message: 'Az offline másolatot nem sikerült törölni. Próbáld újra.'}),
  removed: () =>
    translate({id: 'offlineReading.removed', message: 'Az offline másolatot töröltük, a helye felszabadult.'}),
  update: () => translate({id: 'offlineReading.update', message: 'Elkészült az oldal új változata.'}),
  loadUpdate: () => translate({id: 'offlineReading.loadUpdate', message: 'Az új változat betöltése'}),
};

/**
 * The download's size in megabytes with one decimal, as the after-build step wrote it into the page (writeServiceWorker.mjs),
 * or undefined where it did not (the dev server).
 */
function downloadSize(): string | undefined {
  const bytes = Number(document.querySelector('meta[name="offline-reading-size"]')?.getAttribute('content'));
  return bytes > 0 ? (bytes / 1e6).toFixed(1).replace('.', ',') : undefined;
}

/**
 * Offline reading on request, above the footer of every page: a button that keeps the whole site on the device,
 * its progress, and the line (role="status") that says when it is ready, when it failed and when a new version of
 * the site is waiting. An installed app (opened from the home screen) switches it on without asking. Loaded in a
 * chunk of its own once the page has hydrated (theme/OfflineReading shows its first state until then).
 */
export default function OfflineSwitch(): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const isBrowser = useIsBrowser();
  // Checked once hydrated (the server's HTML has the button): a browser without service workers gets nothing.
  const supported = !isBrowser || ('serviceWorker' in navigator && 'caches' in window);
  const controlled =
    isBrowser &&
    supported &&
    navigator.serviceWorker.controller?.scriptURL === new URL(`${baseUrl}sw.js`, window.location.href).href;
  const [chosen, setStatus] = useState<Status>(() => lastStatus ?? 'off');
  const status = chosen === 'off' && controlled && !switchedOff ? 'on' : chosen;
  const [progress, setProgress] = useState<Progress>();
  const [update, setUpdate] = useState<ServiceWorkerRegistration>();
  // Read once hydrated: the server's HTML has the button without it (the figure is written in after the build).
  const size = isBrowser ? downloadSize() : undefined;
  // Whether the status comes from something the reader did on this page (pressed a button, opened the app): only that
  // is announced. The standing state of a later page is plain text, not read out on every page load.
  const [announced, setAnnounced] = useState(false);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status !== 'downloading') lastStatus = status === 'on' ? 'on' : 'off';
  }, [status]);

  const watchForUpdate = async () => {
    const {registration, watchForUpdate: watch, reloadWhenReplaced} = await client();
    if (navigator.serviceWorker.controller) reloadWhenReplaced();
    const registered = await registration(baseUrl);
    return registered ? watch(registered, () => setUpdate(registered)) : () => {};
  };

  /**
   * The button that had focus is gone: keep the reader where the news is. Not if the reader has moved on meanwhile
   * (the download takes a while), only while the focus is still on the button here or was lost with it.
   */
  const focusStatusLine = () => {
    const active = document.activeElement;
    if (!active || active === document.body || container.current?.contains(active)) statusLine.current?.focus();
  };

  const switchOn = async (askedHere: boolean) => {
    switchedOff = false;
    setAnnounced(true);
    setStatus('downloading');
    setProgress(undefined);
    try {
      const {switchOn: register} = await client();
      if ((await register(baseUrl, setProgress)) === 'reloading') return;
      setStatus('on');
    } catch {
      setStatus('failed');
    }
    if (askedHere) focusStatusLine();
  };

  const switchOff = async () => {
    setAnnounced(true);
    try {
      const {switchOff: unregister} = await client();
      await unregister(baseUrl);
    } catch {
      // The button stays, so the reader can try again.
      setStatus('removeFailed');
      focusStatusLine();
      return;
    }
    switchedOff = true;
    setUpdate(undefined);
    setStatus('removed');
    focusStatusLine();
  };

  useEffect(() => {
    if (!supported) return undefined;
    let stopWatching: (() => void) | undefined;
    let unmounted = false;
    const watch = () =>
      watchForUpdate().then(
        (stop) => (unmounted ? stop() : (stopWatching = stop)),
        () => {},
      );
    if (controlled && !switchedOff) {
      void watch();
      return () => {
        unmounted = true;
        stopWatching?.();
      };
    }
    const cancelIdle = whenIdle(() => {
      if (switchOnAskedBeforeReload()) {
        void switchOn(true).then(watch);
        return;
      }
      if (window.matchMedia('(display-mode: standalone)').matches && !declined()) {
        void switchOn(false).then(watch);
        return;
      }
      // A page loaded past the worker (a hard reload) still has the copy.
      void navigator.serviceWorker.getRegistration(baseUrl).then((registered) => {
        if (!unmounted && registered?.active?.scriptURL === new URL(`${baseUrl}sw.js`, window.location.href).href) {
          setStatus('on');
          void watch();
        }
      });
    });
    return () => {
      unmounted = true;
      cancelIdle();
      stopWatching?.();
    };
    // Runs once per page: the handlers only use state setters and the base URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [baseUrl, supported, controlled]);

  if (!supported) return null;
  const downloading = status === 'downloading';
  const message = update
    ? texts.update()
    : {
        off: '',
        downloading: texts.downloading(),
        on: texts.on(),
        failed: texts.failed(),
        removed: texts.removed(),
        removeFailed: texts.removeFailed(),
      }[status];
  const standing = !update && !announced && status === 'on';
  return (
    <div className={styles.offlineReading} ref={container}>
      <OfflineReadingTitle />
      {status === 'off' && (
        <p className={styles.hint}>
          <OfflineReadingHint />
        </p>
      )}
      {standing && <p className={styles.status}>{message}</p>}
      <p role="status" ref={statusLine} tabIndex={-1} className={styles.status}>
        {standing ? '' : message}
      </p>
      {downloading && progress && <p className={styles.progress}>{texts.progress(progress)}</p>}
      <div className={styles.actions}>
        {update && (
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() => void client().then(({loadUpdate}) => loadUpdate(update))}>
            {texts.loadUpdate()}
          </button>
        )}
        {status === 'on' || status === 'removeFailed' ? (
          <button type="button" className="button button--secondary button--sm" onClick={() => void switchOff()}>
            {texts.switchOff()}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary button--sm"
            // Not `disabled`: that would drop the keyboard focus while the download runs.
            aria-disabled={downloading}
            onClick={() => !downloading && void switchOn(true)}>
            <SwitchOnLabel />
            {size && ` (${size} MB)`}
          </button>
        )}
      </div>
    </div>
  );
}
