// Gameshelf's service worker: offline play after one visit, and updates only when asked for.
//
// scripts/service-worker.py (Trunk's post_build hook) writes this template into every build as
// sw.js, filling in __VERSION__ (a hash of every file of the build), __FILES__ (those files,
// relative to this script, so that the worker works under any sub-path), __HASHED__ (those
// whose names carry a hash of their contents) and __DIGESTS__ (the others' SHA-384, as
// subresource integrity writes it). Edit this template, never dist/sw.js.
//
// One cache per build, named after its version. Requests for the build's files are answered
// from that cache only, so a page never mixes two versions' files. A new build's worker
// installs next to the old one and waits; the app shows "Update ready" and only the player's
// tap sends 'skip-waiting' (src/offline.rs). The page reloads then, under the new worker.
'use strict';

const VERSION = '__VERSION__';
const FILES = __FILES__;
const IMMUTABLE = new Set(__HASHED__);
const DIGESTS = __DIGESTS__;

// Cache Storage is shared by the whole origin: the scope in the name keeps two Gameshelf
// deployments under different sub-paths of one host from deleting each other's caches.
const PREFIX = `gameshelf ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;
const absolute = (path) => new URL(path, self.location).href;
const PRECACHED = new Set(FILES.map(absolute));
const INDEX = absolute('index.html');

self.addEventListener('install', (event) => {
  // If any file fails (the network went away), the install fails and the next visit retries.
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(FILES.map((path) => fetchFile(path).then((response) => cache.put(absolute(path), response)))),
    ),
  );
});

// The page has just fetched most of these files, so they are taken from the HTTP cache where
// they are this build's: a file whose name carries its hash is, wherever it comes from. Any
// other file ('index.html', the manifest, the icons) is taken from the HTTP cache only if its
// digest is this build's; otherwise it is fetched from the server, where a host that has
// meanwhile put up a newer build fails the install: the next visit installs that build's
// worker instead, so a cache never mixes two builds.
async function fetchFile(path) {
  const url = absolute(path);
  if (IMMUTABLE.has(path)) return checked(await fetch(url, { cache: 'force-cache' }));
  const integrity = DIGESTS[path];
  // A page loaded at the worker's scope ('./') holds index.html in the HTTP cache under that
  // address.
  const cachedAt = url === INDEX ? [self.registration.scope, url] : [url];
  for (const address of cachedAt) {
    try {
      return checked(await fetch(address, { cache: 'only-if-cached', mode: 'same-origin', integrity }));
    } catch (_) {
      // Not in the HTTP cache, or not this build's copy.
    }
  }
  return checked(await fetch(url, { cache: 'no-cache', integrity }));
}

function checked(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return response;
}

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
