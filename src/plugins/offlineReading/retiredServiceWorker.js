// Written to build/sw.js by writeServiceWorker.mjs when the offline-reading plugin has been removed from the config.
// Browsers that still have the worker look for a new sw.js on their next visit; without this one, a 404 would leave
// them on the old copy for good. This one deletes the copy, unregisters itself and reloads the open pages from the
// network.
'use strict';

/** Deletes the copies of this site (serviceWorker.js names each cache `offline-reading <root> <version>`). */
async function deleteCopies() {
  const root = decodeURIComponent(new URL('./', self.location.href).pathname);
  for (const name of await caches.keys()) {
    if (name.startsWith(`offline-reading ${root} `)) await caches.delete(name);
  }
}

// Done while installing, not only once active: Chrome activates a skipWaiting worker by stopping the old one, and a
// request from an open page that restarts the old one meanwhile leaves this one waiting for as long as that page
// stays open (seen in the e2e runs, about one update in three, while the reloaded page still loads its scripts). Without its
// copy and with the registration gone, the old worker passes every request to the network (serviceWorker.js
// `fromCache`), and the next page load has no worker at all.
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  // Not awaited: the unregistration waits for this installation to end.
  event.waitUntil(deleteCopies().then(() => void self.registration.unregister()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await deleteCopies();
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({type: 'window'})) client.navigate(client.url);
    })(),
  );
});
