// The service worker: keeps the app shell and the pages and catalogue reads already seen readable
// when the line drops (docs/decisions/014-performance.md). Plain JavaScript, no library. The build
// writes its own id over BUILD (vite.config.ts), so every release installs a new worker whose
// caches replace the last release's: a cached page never points at scripts that are gone.
const BUILD = 'development';
const PAGES = `sbp-pages-${BUILD}`;
const ASSETS = `sbp-assets-${BUILD}`;
const API = `sbp-api-${BUILD}`;
/** Stored photos never change under their address, so they outlive a release; the newest are kept. */
const IMAGES = 'sbp-images-1';
const IMAGES_MAX = 120;
/** Every page is the same shell (index.html); the home page stands in for one never visited. It is
 * kept at install with the two small files every page names (the icon never shows in the page's
 * own list of what it loaded). */
const SHELL = '/';

/** Catalogue reads kept for offline use. Sessions, the user's own data, messages and admin never are. */
const CATALOGUE = /^\/api\/v1\/(site|posts|categories|banners|home\/best-ads|vendors|sellers|search)(\/|$)/;
const PRIVATE = /^\/api\/v1\/(me|posts\/[^/]+\/favorite-count)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.addAll([SHELL, '/boot.js', '/favicon.svg']))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('sbp-') && ![PAGES, ASSETS, API, IMAGES].includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Which cache a same-origin GET belongs in, or undefined for one left to the network alone. */
function cacheFor(url, request) {
  if (request.mode === 'navigate') return PAGES;
  if (url.pathname.startsWith('/assets/')) return ASSETS;
  if (url.pathname.startsWith('/storage/v1/object/public/')) return IMAGES;
  if (CATALOGUE.test(url.pathname) && !PRIVATE.test(url.pathname)) return API;
  // boot.js, the icon and the share image: small, unhashed, fetched fresh while online.
  if (/^\/[\w-]+\.(js|svg|png)$/.test(url.pathname) && url.pathname !== '/sw.js') return PAGES;
  return undefined;
}

/** A full answer; a redirected one cannot stand in for a page, and errors are not worth keeping. */
function isKeepable(response) {
  return response.status === 200 && !response.redirected;
}

/** The network's answer, kept for later when it is a full success; the kept copy when offline. */
async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (isKeepable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = (await cache.match(request)) ?? (request.mode === 'navigate' ? await cache.match(SHELL) : undefined);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed build files and stored photos never change: the kept copy, else the network's (then kept). */
async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) return kept;
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    // A photo never seen, offline: an empty picture, so the page keeps its layout and its alt text.
    if (cacheName === IMAGES) return new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', { headers: { 'content-type': 'image/svg+xml' } });
    throw error;
  }
  if (isKeepable(response)) {
    await cache.put(request, response.clone());
    if (cacheName === IMAGES) await trim(cache);
  }
  return response;
}

/** Photos take room on a cheap phone: only the newest IMAGES_MAX are kept (keys are in insertion order). */
async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - IMAGES_MAX)).map((key) => cache.delete(key)));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const cacheName = cacheFor(url, request);
  if (!cacheName) return;
  event.respondWith(cacheName === ASSETS || cacheName === IMAGES ? cacheFirst(request, cacheName) : networkFirst(request, cacheName));
});

// The page names what it loaded before this worker controlled it (its own address, the scripts,
// the font, the catalogue reads and the photos), so that the very first page a reader opens is kept too.
self.addEventListener('message', (event) => {
  const urls = event.data && Array.isArray(event.data.keep) ? event.data.keep : [];
  event.waitUntil(
    Promise.all(
      urls.map((href) => {
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin) return undefined;
        const isPage = url.href === (event.source && event.source.url);
        const cacheName = isPage ? PAGES : cacheFor(url, { mode: 'no-cors' });
        if (!cacheName) return undefined;
        return caches
          .open(cacheName)
          .then(async (cache) => {
            if (await cache.match(url.href)) return;
            const response = await fetch(url.href, { credentials: 'same-origin' });
            if (isKeepable(response)) await cache.put(url.href, response);
            if (cacheName === IMAGES) await trim(cache);
          })
          .catch(() => undefined);
      }),
    ),
  );
});
