/* sudokit service worker: precache the built game, answer from the cache when the network is gone. */
const PRECACHE = self.__PRECACHE__;
const VERSION = self.__VERSION__;
const CACHE = `sudokit-${VERSION}`;
const scoped = (path) => new URL(path, self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map(scoped)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sudokit-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  if (request.mode === 'navigate') {
    // Pages: the network first so a new build shows up, the cached page when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          // Only the game's page is kept for offline use: a navigation to another file of the
          // site (the manifest, an icon) must not replace it.
          if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(scoped('./'), copy));
          }
          return response;
        })
        .catch(() => caches.match(scoped('./'), { ignoreVary: true }).then((hit) => hit || caches.match(scoped('index.html'), { ignoreVary: true }))),
    );
    return;
  }
  // Assets have content hashes in their names: the cache is always right for them.
  event.respondWith(caches.match(request, { ignoreSearch: true, ignoreVary: true }).then((hit) => hit || fetch(request)));
});
