// The offline-reading service worker. Registered only when a reader asks for offline reading (or opens the installed
// app), never by the site itself. After the build, writeServiceWorker.mjs writes it to build/sw.js with the two
// constants below filled in: every file of the build with a hash of its content, and the build's version.
'use strict';

/** [path relative to the site root, hash of the file and of the _headers it is served with]. */
const FILES = [];
const VERSION = 'unbuilt';

// Everything is derived from the worker's own address, so the same file works under any base path.
const root = new URL('./', self.location.href);
// Decoded, as request paths are compared decoded: a base path may have accents or spaces.
const rootPath = decodeURIComponent(root.pathname);
const cachePrefix = `offline-reading ${rootPath} `;
const cacheName = cachePrefix + VERSION;
// Kept in each cache, so the next version copies the files that did not change instead of downloading them.
const listUrl = new URL('offline-reading-files.json', root).href;
const hashOf = new Map(FILES);
const parallelDownloads = 6;

/** The URL a build file is stored under. */
const urlFor = (path) => new URL(path.split('/').map(encodeURIComponent).join('/'), root).href;

/**
 * The build file that answers a request path, resolved as a static host with clean URLs resolves it: `a`, then
 * `a.html`, then `a/index.html`. Undefined outside the site or for a file the build does not have.
 */
function fileFor(pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined; // malformed percent-encoding: no such file
  }
  if (`${path}/` === rootPath) path = rootPath;
  if (!path.startsWith(rootPath)) return undefined;
  const relative = path.slice(rootPath.length).replace(/\/+$/, '');
  const candidates = relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates.find((candidate) => hashOf.has(candidate));
}

/** The files each earlier version stored, by path, with the hash they had then. */
async function storedEarlier() {
  const stored = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(cachePrefix) || name === cacheName) continue;
    const cache = await caches.open(name);
    const list = await cache.match(listUrl);
    if (!list) continue;
    for (const [path, hash] of await list.json()) stored.set(path, {hash, cache});
  }
  return stored;
}

/** Tries for each file: a poor connection drops the odd request, and one lost file would fail the whole copy. */
const triesPerFile = 3;

async function download(path, stopped) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Hashed assets never change under one name, so a copy the browser already holds will do; pages must be fresh.
      const response = await fetch(urlFor(path), {cache: path.startsWith('assets/') ? 'default' : 'no-cache'});
      if (!response.ok) throw new Error(`${response.status} ${path}`);
      // A host that redirects `a.html` to `a` gives a redirected response, which a page load must not be answered with.
      return response.redirected ? new Response(await response.blob(), response) : response;
    } catch (error) {
      if (attempt >= triesPerFile || stopped()) throw error;
    }
  }
}

async function tellPages(message) {
  for (const client of await self.clients.matchAll({type: 'window', includeUncontrolled: true}))
    client.postMessage(message);
}

async function install() {
  const earlier = await storedEarlier();
  // A cache of this name that already exists belongs to a worker that stored it (and may serve from it): never delete it.
  const createdHere = !(await caches.has(cacheName));
  const cache = await caches.open(cacheName);
  const queue = [...FILES];
  let done = 0;
  // After the first file that fails for good, the other download loops stop: the copy is lost anyway.
  let aborted = false;
  const stopped = () => aborted;
  const worker = async () => {
    try {
      for (let next = queue.shift(); next && !aborted; next = queue.shift()) {
        const [path, hash] = next;
        const previous = earlier.get(path);
        const copy = previous?.hash === hash ? await previous.cache.match(urlFor(path)) : undefined;
        await cache.put(urlFor(path), copy ?? (await download(path, stopped)));
        done += 1;
        await tellPages({type: 'offline-reading:progress', done, total: FILES.length});
      }
    } catch (error) {
      aborted = true;
      throw error;
    }
  };
  try {
    await Promise.all(Array.from({length: parallelDownloads}, worker));
    await cache.put(listUrl, new Response(JSON.stringify(FILES), {headers: {'Content-Type': 'application/json'}}));
  } catch (error) {
    // All or nothing: a half-filled copy would fail the reader exactly when the network is gone.
    if (createdHere) await caches.delete(cacheName);
    throw error;
  }
  // The first version takes over at once; a later one waits until the reader chooses to load it (SKIP_WAITING).
  if (!self.registration.active) await self.skipWaiting();
}

self.addEventListener('install', (event) => event.waitUntil(install()));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(cachePrefix) && name !== cacheName) await caches.delete(name);
      }
      // The page that asked for offline reading works offline at once, without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
  // A page loaded past the worker (a hard reload) asks to be served, having switched offline reading on.
  if (event.data?.type === 'CLAIM') event.waitUntil(self.clients.claim());
});

async function fromCache(path, request) {
  const cached = await caches.open(cacheName).then((cache) => cache.match(urlFor(path)));
  return cached ?? fetch(request); // the copy was removed (offline reading switched off): the network, as without us
}

async function pageOrNotFound(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const notFound = await caches.open(cacheName).then((cache) => cache.match(urlFor('404.html')));
    if (!notFound) throw error;
    return new Response(await notFound.blob(), {status: 404, statusText: 'Not Found', headers: notFound.headers});
  }
}

self.addEventListener('fetch', (event) => {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== root.origin) return;
  // The query is ignored: `/search?q=…` is search.html, and `search-index.json?_=…` the stored index.
  const path = fileFor(url.pathname);
  if (path) event.respondWith(fromCache(path, request));
  else if (request.mode === 'navigate') event.respondWith(pageOrNotFound(request));
});
