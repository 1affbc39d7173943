// The browser side of offline reading, loaded only when it is needed: on a press of the button, for an installed
// app, or on a page the worker already controls. The component every page loads (theme/OfflineReading) stays small.

export type Progress = {done: number; total: number};

/** The worker's address and scope: the site root, so one worker serves every page under the base path. */
const workerUrl = (baseUrl: string) => `${baseUrl}sw.js`;
/** The worker's address resolved as the browser reports it (percent-encoded), to compare with `scriptURL`. */
const workerHref = (baseUrl: string) => new URL(workerUrl(baseUrl), window.location.href).href;
/**
 * The caches serviceWorker.js names, one per build: `offline-reading <root> <version>`, with the root path decoded
 * as the worker decodes it (a base path may have accents or spaces).
 */
const cachePrefix = (baseUrl: string) =>
  `offline-reading ${decodeURIComponent(new URL(baseUrl, window.location.href).pathname)} `;

/** Set before the reload that switching on again after a switch-off needs; the reloaded page switches on. */
const switchOnAfterReloadKey = 'offlineReading.switchOnAfterReload';

/** Set when the reader switches offline reading off, so that an installed app does not switch it on again. */
const declinedKey = 'offlineReading.declined';

function remember(declined: boolean): void {
  try {
    if (declined) window.localStorage.setItem(declinedKey, 'true');
    else window.localStorage.removeItem(declinedKey);
  } catch {
    // Storage blocked: an installed app would offer it again, nothing worse.
  }
}

/** The offline-reading registration, if this browser has one. */
export async function registration(baseUrl: string): Promise<ServiceWorkerRegistration | undefined> {
  const found = await navigator.serviceWorker.getRegistration(baseUrl);
  return found?.active?.scriptURL === workerHref(baseUrl) ? found : undefined;
}

function untilActivated(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant') reject(new Error('the offline copy could not be stored'));
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

function untilControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {once: true}),
  );
}

/** Whether a whole copy of this site is stored: a cache with its name holding the file list and every file on it. */
async function wholeCopyStored(baseUrl: string): Promise<boolean> {
  const listUrl = new URL(`${baseUrl}offline-reading-files.json`, window.location.href).href;
  for (const name of await caches.keys()) {
    if (!name.startsWith(cachePrefix(baseUrl))) continue;
    const cache = await caches.open(name);
    const list = await cache.match(listUrl);
    if (!list) continue;
    const files = (await list.json()) as unknown[];
    if ((await cache.keys()).length >= files.length + 1) return true;
  }
  return false;
}

/**
 * Registers the worker and waits until it has stored every file and serves this page. The worker reports each file
 * it stores; `onProgress` gets them. Resolves to 'reloading' when the page must load again first: a worker switched
 * off in this tab still controls it until then, without a copy, and a new registration would wait behind it.
 */
export async function switchOn(
  baseUrl: string,
  onProgress: (progress: Progress) => void,
): Promise<'ready' | 'reloading'> {
  if (navigator.serviceWorker.controller && !(await registration(baseUrl))) {
    try {
      window.sessionStorage.setItem(switchOnAfterReloadKey, 'true');
    } catch {
      // Storage blocked: the reloaded page offers the button again, and the next press works.
    }
    window.location.reload();
    return 'reloading';
  }
  // Chrome grants this silently by its own measure, Firefox asks; either way the copy is less likely to be evicted.
  void navigator.storage?.persist?.().catch(() => false);
  remember(false);
  const listener = (event: MessageEvent) => {
    if (event.data?.type === 'offline-reading:progress') onProgress({done: event.data.done, total: event.data.total});
  };
  navigator.serviceWorker.addEventListener('message', listener);
  navigator.serviceWorker.startMessages();
  try {
    const registered = await navigator.serviceWorker.register(workerUrl(baseUrl), {
      scope: baseUrl,
      updateViaCache: 'none',
    });
    const worker = registered.installing ?? registered.waiting ?? registered.active;
    if (!worker) throw new Error('no worker');
    try {
      await untilActivated(worker);
    } catch (error) {
      if (!registered.active) await registered.unregister();
      throw error;
    }
    if (worker === registered.active && !navigator.serviceWorker.controller) {
      // The worker was already there and this page was loaded past it (a hard reload): it will not claim the page
      // by itself. Asked to; if the browser does not let it, the next page is served from the copy all the same.
      worker.postMessage({type: 'CLAIM'});
      await Promise.race([untilControlled(), new Promise((resolve) => window.setTimeout(resolve, 3000))]);
    } else await untilControlled();
    if (!(await wholeCopyStored(baseUrl))) throw new Error('the offline copy is not stored');
    return 'ready';
  } finally {
    navigator.serviceWorker.removeEventListener('message', listener);
  }
}

/** Unregisters the worker and deletes every copy it stored. The open page keeps working from the network. */
export async function switchOff(baseUrl: string): Promise<void> {
  remember(true);
  const scope = new URL(baseUrl, window.location.href).href;
  for (const registered of await navigator.serviceWorker.getRegistrations()) {
    if (registered.scope === scope) await registered.unregister();
  }
  for (const name of await caches.keys()) {
    if (name.startsWith(cachePrefix(baseUrl))) await caches.delete(name);
  }
}

let lookedForUpdate = false;

/**
 * Calls `onReady` once a new version (a new deployment) is stored and waits for the reader. Looks for one once per
 * page load (the browser's own check after a navigation comes late, or not at all while the page keeps fetching).
 * Returns a function that stops watching.
 */
export function watchForUpdate(registered: ServiceWorkerRegistration, onReady: () => void): () => void {
  let stopped = false;
  const whenInstalled = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (!stopped && worker.state === 'installed' && navigator.serviceWorker.controller) onReady();
    };
    worker.addEventListener('statechange', check);
    check();
  };
  const onUpdateFound = () => whenInstalled(registered.installing);
  registered.addEventListener('updatefound', onUpdateFound);
  whenInstalled(registered.waiting ?? registered.installing);
  if (!lookedForUpdate) {
    lookedForUpdate = true;
    registered.update().catch(() => {}); // offline: the next visit with a network will look
  }
  return () => {
    stopped = true;
    registered.removeEventListener('updatefound', onUpdateFound);
  };
}

let reloadsWhenReplaced = false;

/**
 * On a page the worker already serves: reloads it when a new version takes over (the reader loaded it in another
 * tab). The new version's copy lacks this page's scripts, which the page may still ask for.
 */
export function reloadWhenReplaced(): void {
  if (reloadsWhenReplaced) return;
  reloadsWhenReplaced = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {once: true});
}

/** Lets the waiting version take over, and reloads the page from it. */
export function loadUpdate(registered: ServiceWorkerRegistration): void {
  // Already taken over (from another tab): this page only needs to load again.
  if (!registered.waiting) {
    window.location.reload();
    return;
  }
  reloadWhenReplaced();
  registered.waiting.postMessage({type: 'SKIP_WAITING'});
}
