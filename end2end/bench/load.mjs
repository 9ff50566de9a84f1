// The first visit, measured: the release bundle (dist/, with the .br copies `make dist` writes)
// served by serve.py, loaded in Debian's Chromium throttled like a mid-range phone on a slow
// network (4x CPU slowdown; Fast 3G: 562.5 ms round trip, 1.44 Mbit/s down, 0.675 up), with an
// empty cache every run. `make bench-load` runs it and writes the figures into
// docs/benchmarks.md, between <!-- bench-load --> and <!-- /bench-load -->.
//
//   node bench/load.mjs [DIST] [DOC]
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { conditions, median, serveDist, writeBlock } from './serve-dist.mjs';

const dist = process.argv[2] ?? '../dist';
const doc = process.argv[3] ?? '../docs/benchmarks.md';
const RUNS = 5;
const SAVED_GAME = readFileSync(new URL('../fixtures/summy-mid-game.json', import.meta.url), 'utf8');
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44e6 / 8) * 0.9, uploadThroughput: (0.675e6 / 8) * 0.9 };
const CPU_SLOWDOWN = 4;

const { url, stop } = await serveDist(dist);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** A fresh, throttled page whose network bytes (as sent, compressed) are added up by `bytes()`;
 * `locale` is the browser's language. */
async function throttledPage({ serviceWorkers = 'block', locale = 'en-US' } = {}) {
  const context = await browser.newContext({ serviceWorkers, locale, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let total = 0;
  cdp.on('Network.loadingFinished', (event) => (total += event.encodedDataLength));
  return { context, page, bytes: () => total };
}

/** Notes, in the page itself, when an element matching `selector` is first in the DOM
 * (`window.inDomAt`, ms from the navigation's start): asking the page's clock after Playwright has
 * seen the element would add the polling and the round trip, some 150 ms on a throttled CPU. */
async function noteWhenInDom(page, selectors) {
  await page.addInitScript((selectors) => {
    window.inDomAt = {};
    new MutationObserver((_, observer) => {
      for (const [name, selector] of Object.entries(selectors)) {
        if (!(name in window.inDomAt) && document.querySelector(selector)) window.inDomAt[name] = performance.now();
      }
      if (Object.keys(window.inDomAt).length === Object.keys(selectors).length) observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, selectors);
}

/** Resolves once the chunks' loader has arrived, which every visit fetches once the app has
 * started, whatever it opens (scripts/lazy_loader.py): a game's first opening counts from then. */
function started(page) {
  return page.waitForEvent('requestfinished', { predicate: (request) => /\/wasm-split-[0-9a-f]+\.js$/.test(request.url()), timeout: 0 });
}

/** One cold visit: bytes and time until the shelf is in the DOM, and the first paint. */
async function coldVisit() {
  const { context, page, bytes } = await throttledPage();
  await noteWhenInDom(page, { shelf: '[data-testid="shelf"]' });
  const loader = started(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByTestId('shelf').waitFor();
  const shelfMs = await page.evaluate(() => window.inDomAt.shelf);
  const paintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const shelfBytes = bytes();
  await loader;
  const startedBytes = bytes();
  // Opening a game for the first time (with the words of the language's translation files);
  // then its rules (the rules page's chunk); then the rules in another language (that
  // language's two chunks of words).
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('start').click();
  await page.getByTestId('board').waitFor();
  const gameBytes = bytes() - startedBytes;
  await openRules(page);
  const rulesBytes = bytes() - startedBytes - gameBytes;
  const beforeLanguage = bytes();
  await openMenu(page);
  await page.getByTestId('language').selectOption('de');
  await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
  await openRules(page);
  const languageBytes = bytes() - beforeLanguage;
  await context.close();
  return { shelfMs, paintMs, shelfBytes, gameBytes, rulesBytes, languageBytes };
}

/** A tile game's board, by the game, once its first opening has drawn it. */
const TILE_BOARDS = { abaku: 'abaku-board', addique: 'addique-table', summy: 'summy-board' };

/** A cold visit that opens `game` from the shelf: the bytes its first opening adds, as
 * `coldVisit` measures Abalone's. */
async function coldOpening(game) {
  const { context, page, bytes } = await throttledPage();
  const loader = started(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByTestId('shelf').waitFor();
  await loader;
  const startedBytes = bytes();
  await page.getByTestId(`new-${game}`).click();
  await page.getByTestId('start').click();
  await page.getByTestId(TILE_BOARDS[game]).waitFor();
  const gameBytes = bytes() - startedBytes;
  await context.close();
  return gameBytes;
}

/** A cold visit by a browser in Czech: bytes and time until the shelf is in the DOM, in Czech
 * (the language's chunk of words fetched beside the app's own code). */
async function coldVisitInCzech() {
  const { context, page, bytes } = await throttledPage({ locale: 'cs-CZ' });
  await noteWhenInDom(page, { shelf: 'html[lang="cs"] [data-testid="shelf"]' });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('html[lang="cs"] [data-testid="shelf"]').waitFor();
  const shelfMs = await page.evaluate(() => window.inDomAt.shelf);
  const shelfBytes = bytes();
  await context.close();
  return { shelfMs, shelfBytes };
}

/** A cold visit (empty cache, no service worker) by a browser whose storage holds a saved game:
 * the time until the shelf is in the DOM, and until the game is listed under it (the library's
 * chunk, which reads saves, asked for as the shelf is drawn), and the bytes until then. */
async function coldVisitWithSave() {
  const { context, page, bytes } = await throttledPage();
  await context.addInitScript((record) => localStorage.setItem('gameshelf.game.kept', record), SAVED_GAME);
  await noteWhenInDom(page, { shelf: '[data-testid="shelf"]', listed: '[data-testid="saved-game"]' });
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByTestId('saved-game').waitFor();
  const { shelf, listed } = await page.evaluate(() => window.inDomAt);
  const listedBytes = bytes();
  await context.close();
  return { shelfMs: shelf, listedMs: listed, listedBytes };
}

/** A phone folds the game's buttons behind Menu: opens it unless it is open. */
async function openMenu(page) {
  const menu = page.getByTestId('fold-menu');
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

/** Opens the game's rules, waits for their text, and closes them. */
async function openRules(page) {
  await openMenu(page);
  await page.getByTestId('rules').click();
  await page.getByTestId('rules-text').locator('p:not([role])').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('rules-dialog').waitFor({ state: 'detached' });
}

/** A first visit with the service worker, until it has kept what it keeps (the files it keeps at
 * install, and the page's language's): the bytes the worker downloads of files the page had
 * already fetched, and the bytes of the whole visit, page and worker, as the server sent them. */
async function firstVisitWithWorker() {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const fetched = new Map();
  context.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    const sizes = await request.sizes().catch(() => null);
    const fromWorker = request.serviceWorker() !== null;
    const entry = fetched.get(path) ?? { page: 0, worker: 0 };
    // What came over the wire: a response served from the HTTP cache counts nothing.
    const wire = (await request.response())?.fromServiceWorker() ? 0 : Math.max(0, sizes?.responseBodySize ?? 0);
    if (fromWorker) entry.worker += wire;
    else entry.page += wire;
    fetched.set(path, entry);
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('shelf').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() =>
    caches.match(new URL('sw-languages-kept', location.href).href).then((note) => note?.json()).then((kept) => kept?.includes('en')),
  );
  await context.close();
  let twice = 0;
  let total = 0;
  for (const { page, worker } of fetched.values()) {
    if (page > 0) twice += worker;
    total += page + worker;
  }
  return { twice, total };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

try {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await coldVisit());
  const figure = (key) => median(runs.map((run) => run[key]));
  const czech = [];
  for (let run = 0; run < RUNS; run++) czech.push(await coldVisitInCzech());
  const czechFigure = (key) => median(czech.map((run) => run[key]));
  const withSave = [];
  for (let run = 0; run < RUNS; run++) withSave.push(await coldVisitWithSave());
  const withSaveFigure = (key) => median(withSave.map((run) => run[key]));
  const tileOpenings = {};
  for (const game of Object.keys(TILE_BOARDS)) {
    const openings = [];
    for (let run = 0; run < RUNS; run++) openings.push(await coldOpening(game));
    tileOpenings[game] = median(openings);
  }
  const { twice, total: firstVisit } = await firstVisitWithWorker();
  const rows = [
    ['bytes fetched until the shelf is in the DOM', kb(figure('shelfBytes')), '≤ 280 KB'],
    ['bytes added by opening one game (first time, once the app has started): Abalone', kb(figure('gameBytes')), '≤ 200 KB'],
    ...Object.entries(tileOpenings).map(([game, bytes]) => [`the same, ${game[0].toUpperCase()}${game.slice(1)}`, kb(bytes), '≤ 200 KB']),
    ['bytes added by opening a rules page (first time; the language\'s words come with the game)', kb(figure('rulesBytes')), '–'],
    ['bytes added by switching to another language (its two chunks of words)', kb(figure('languageBytes')), '≤ 30 KB'],
    ['bytes the service worker downloads that the page already fetched', kb(twice), '0'],
    ['the whole first visit, the worker\'s precache included (bodies as sent)', kb(firstVisit), '≤ 900 KB'],
    ['time to the shelf, cold', seconds(figure('shelfMs')), '≤ 2.5 s'],
    ['first contentful paint', seconds(figure('paintMs')), '≤ 1.0 s'],
    ['bytes fetched until the shelf is in the DOM, a browser in Czech', kb(czechFigure('shelfBytes')), '–'],
    ['time to the shelf, cold, a browser in Czech', seconds(czechFigure('shelfMs')), '–'],
    ['time to the shelf, cold, a browser with a saved game', seconds(withSaveFigure('shelfMs')), '–'],
    ['time until that game is listed (the library\'s chunk reads it)', seconds(withSaveFigure('listedMs')), '–'],
    ['bytes fetched until then', kb(withSaveFigure('listedBytes')), '–'],
  ];
  const when = conditions();
  const table = [
    `Measured ${when}: median of ${RUNS} cold visits (empty cache, no service worker) at 390x844, ${CPU_SLOWDOWN}x CPU slowdown, Fast 3G, brotli copies served. Bytes are as sent over the network (compressed).`,
    '',
    '| figure | now | target |',
    '|---|---:|---:|',
    ...rows.map(([what, now, target]) => `| ${what} | ${now} | ${target} |`),
  ].join('\n');
  writeBlock(doc, 'bench-load', table);
} finally {
  await browser.close();
  stop();
}
