// Gameshelf's service worker: offline play after one visit, and updates only when asked for.
//
// scripts/service-worker.py (Trunk's post_build hook) writes this template into every build as
// sw.js, filling in __VERSION__ (a hash of every file of the build), __FILES__ (the files kept
// at install, relative to this script, so that the worker works under any sub-path),
// __LANGUAGES__ (each language's files), __ON_DEMAND__ (the files kept once fetched),
// __HASHED__ (the files whose names carry a hash of their contents) and __DIGESTS__ (the
// others' SHA-384, as subresource integrity writes it). Edit this template, never dist/sw.js.
//
// One cache per build, named after its version. Requests for the build's files are answered
// from that cache only, so a page never mixes two versions' files. A new build's worker
// installs next to the old one and waits; the app shows "Update ready" and only the player's
// tap sends 'skip-waiting' (src/offline.rs). The page reloads then, under the new worker.
//
// A first visit keeps what plays every game, not the four languages the player does not speak
// (issue 61). The page names its language ('keep-language cs'), and the worker keeps that
// language's files; it keeps another when the player switches to it. What playing never needs
// (remote play's cryptography, Abalone's study tools, the icons a browser installs the app with)
// is kept once first fetched. An update keeps the languages kept before.
'use strict';

const VERSION = '__VERSION__';
const FILES = __FILES__;
const LANGUAGES = __LANGUAGES__;
const ON_DEMAND = __ON_DEMAND__;
const IMMUTABLE = new Set(__HASHED__);
const DIGESTS = __DIGESTS__;

// Cache Storage is shared by the whole origin: the scope in the name keeps two Gameshelf
// deployments under different sub-paths of one host from deleting each other's caches.
const PREFIX = `gameshelf ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;
const absolute = (path) => new URL(path, self.location).href;
const LATER = new Set([...Object.values(LANGUAGES).flat(), ...ON_DEMAND].map(absolute));
const BUILD = new Set([...FILES.map(absolute), ...LATER]);
const INDEX = absolute('index.html');
// A note in the cache, not a file of the build: the languages kept, for an update to keep them.
const SPOKEN = absolute('sw-languages-kept');
const KEEP_LANGUAGE = 'keep-language ';

self.addEventListener('install', (event) => {
  // If any file fails (the network went away), the install fails and the next visit retries.
  event.waitUntil(
    Promise.all([caches.open(CACHE), spoken(caches)]).then(([cache, before]) =>
      Promise.all([...FILES, ...before.flatMap((tag) => LANGUAGES[tag] ?? [])].map((path) => keep(cache, path))).then(
        () => noteSpoken(cache, before),
      ),
    ),
  );
});

/** The languages noted as kept in `store`: a cache, or every cache (`caches`), where the note
 * found is an earlier version's. */
async function spoken(store) {
  const note = await store.match(SPOKEN);
  return note ? note.json() : [];
}

function noteSpoken(cache, tags) {
  return cache.put(SPOKEN, new Response(JSON.stringify([...new Set(tags)].sort())));
}

function keep(cache, path) {
  return fetchFile(path).then((response) => cache.put(absolute(path), response));
}

/** Keeps a language's files, which the page speaks now, unless it is kept already. */
async function keepLanguage(tag) {
  const files = LANGUAGES[tag];
  if (files === undefined) return;
  const cache = await caches.open(CACHE);
  const kept = await spoken(cache);
  if (kept.includes(tag)) return;
  await Promise.all(files.map((path) => keep(cache, path)));
  await noteSpoken(cache, [...kept, tag]);
}

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
  const key = BUILD.has(request.url) ? request.url : request.mode === 'navigate' ? INDEX : null;
  if (key === null) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(key);
      if (cached) return cached;
      const response = await fetch(request);
      // A language's or remote play's file, the first time it is needed: kept from now on.
      if (LATER.has(key) && response.ok) await cache.put(key, response.clone());
      return response;
    }),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
  else if (typeof event.data === 'string' && event.data.startsWith(KEEP_LANGUAGE)) {
    event.waitUntil(keepLanguage(event.data.slice(KEEP_LANGUAGE.length)));
  }
});
