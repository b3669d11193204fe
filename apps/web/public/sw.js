/* global self, caches */
/*
 * The web app's service worker (registered by src/shared/lib/app-install.ts once the page has
 * loaded). It makes the site installable and shows /offline.html when a page cannot be reached.
 * It caches nothing but that page and its icon: no API answer, balance, game or socket message
 * ever goes through it. Only page navigations of the web app are handled, network first; every
 * other request (the API, socket.io, the console, scripts and images) is left to the browser.
 */
const CACHE = 'offline-v1';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/icons/icon-192.png'];
/** Paths that are never pages of the web app (the gateway's API prefixes, socket.io, the console, the house games). */
const NOT_PAGES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/console-api/',
  '/vendor-api/',
  '/socket.io',
  '/console',
  '/house',
  '/docs',
  '/health',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix)))
    return;
  event.respondWith(
    fetch(request).catch(() => caches.match(OFFLINE_PAGE).then((page) => page ?? Response.error())),
  );
});
