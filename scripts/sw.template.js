// Gameshelf's service worker: offline play after one visit, and updates only when asked for.
//
// scripts/service-worker.py (Trunk's post_build hook) writes this template into every build as
// sw.js, filling in __VERSION__ (a hash of every file of the build), __FILES__ (those files,
// relative to this script, so that the worker works under any sub-path) and __HASHED__ (those
// whose names carry a hash of their contents). Edit this template, never dist/sw.js.
//
// One cache per build, named after its version. Requests for the build's files are answered
// from that cache only, so a page never mixes two versions' files. A new build's worker
// installs next to the old one and waits; the app shows "Update ready" and only the player's
// tap sends 'skip-waiting' (src/offline.rs). The page reloads then, under the new worker.
'use strict';

const VERSION = '__VERSION__';
const FILES = __FILES__;
const IMMUTABLE = new Set(__HASHED__);

// Cache Storage is shared by the whole origin: the scope in the name keeps two Gameshelf
// deployments under different sub-paths of one host from deleting each other's caches.
const PREFIX = `gameshelf ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;
const absolute = (path) => new URL(path, self.location).href;
const PRECACHED = new Set(FILES.map(absolute));
const INDEX = absolute('index.html');

self.addEventListener('install', (event) => {
  // A file whose name carries its hash is the same wherever it comes from: the HTTP cache, where
  // the page has just put it, saves downloading it twice. Any other file ('index.html', the
  // manifest, the icons) is checked with the server, past an HTTP cache that may hold the old
  // version: a 304 when it has not changed.
  const requests = FILES.map(
    (path) => new Request(absolute(path), { cache: IMMUTABLE.has(path) ? 'force-cache' : 'no-cache' }),
  );
  // If any file fails (the network went away), the install fails and the next visit retries.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE))
      .then((old) => Promise.all(old.map((key) => caches.delete(key))))
      // The first visit's page comes under the worker at once, so it works offline without a
      // reload. (An update reaches this point only after the player asked for it.)
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  // Every screen is index.html (routes live in the hash, shared games in the query).
  const key = PRECACHED.has(request.url) ? request.url : request.mode === 'navigate' ? INDEX : null;
  if (key === null) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((cached) => cached ?? fetch(request)),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});
