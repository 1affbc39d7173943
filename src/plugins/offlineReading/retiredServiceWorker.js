// Written to build/sw.js by writeServiceWorker.mjs when the offline-reading plugin has been removed from the config.
// Browsers that still have the worker look for a new sw.js on their next visit; without this one, a 404 would leave
// them on the old copy for good. This one deletes the copy, unregisters itself and reloads the open pages from the
// network.
'use strict';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const root = decodeURIComponent(new URL('./', self.location.href).pathname);
      for (const name of await caches.keys()) {
        if (name.startsWith(`offline-reading ${root} `)) await caches.delete(name);
      }
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({type: 'window'})) client.navigate(client.url);
    })(),
  );
});
