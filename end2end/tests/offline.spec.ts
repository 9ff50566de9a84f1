import { test, expect, fixture } from './fixtures';
import type { Page } from '@playwright/test';
import { AbalonePage } from './abalone-page';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Offline play, installing, updates: the service worker (sw.js, written into the build by
// scripts/service-worker.py), the manifest and icons, and the "Update ready" banner.
// The update tests serve their own copy of the build on a second serve.py, so that they can
// deploy a new version into it, and so that nothing they do reaches the other tests' server.

const end2end = resolve(__dirname, '..');
const dist = resolve(end2end, process.env.E2E_DIST ?? '../dist');
const trimmed = (process.env.E2E_BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '');
const basePath = trimmed ? `/${trimmed}/` : '/';

/** Waits until the service worker controls the page (it claims it on the first visit). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The paths, relative to the page, that the worker's one cache holds. */
async function cachedPaths(page: Page): Promise<string[]> {
  const urls = await page.evaluate(async () => {
    const [name] = await caches.keys();
    return name === undefined ? [] : (await (await caches.open(name)).keys()).map((request) => request.url);
  });
  return urls.map((url) => url.slice(new URL('./', page.url()).href.length)).sort();
}

/** Waits until the worker has kept the files of the language `tag` (its note says so). */
async function languageKept(page: Page, tag: string) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        caches.match(new URL('sw-languages-kept', location.href).href).then((note) => (note ? note.json() : [])),
      ),
    )
    .toContain(tag);
}

/** Every file of a build but the worker, the chunk graph (which no browser fetches) and the
 * precompressed copies, as paths relative to it. */
function buildFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? buildFiles(join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`],
    )
    .filter((name) => !['sw.js', 'chunk-graph.json'].includes(name) && !/\.(br|gz)$/.test(name))
    .sort();
}

/** The version a worker script was written with, the files it keeps at install, each
 * language's files and remote play's. */
function workerBuild(script: string): { version: string; files: string[]; languages: Record<string, string[]>; onDemand: string[] } {
  const version = script.match(/const VERSION = "([0-9a-f]+)";/)?.[1];
  const list = (name: string) => script.match(new RegExp(`const ${name} = ([\\[{][\\s\\S]*?[\\]}]);\\n`))?.[1];
  const [files, languages, onDemand] = [list('FILES'), list('LANGUAGES'), list('ON_DEMAND')];
  expect(version, 'the worker names its version').toBeTruthy();
  expect(files && languages && onDemand, 'the worker lists its files').toBeTruthy();
  return { version: version!, files: JSON.parse(files!), languages: JSON.parse(languages!), onDemand: JSON.parse(onDemand!) };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** A copy of the build, served by its own serve.py on a free port, deployable anew. */
class Deployment {
  readonly dir = mkdtempSync(join(tmpdir(), 'gameshelf-offline-'));
  url = '';
  private server?: ChildProcess;

  constructor() {
    // Timestamps kept, so that a deploy compresses again only the files it changes.
    cpSync(dist, this.dir, { recursive: true, preserveTimestamps: true });
  }

  async start() {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
    this.url = `http://127.0.0.1:${port}${basePath}`;
    this.server = spawn(
      'python3',
      ['serve.py', '--dir', this.dir, '--host', '127.0.0.1', '--port', String(port), '--base', basePath],
      { cwd: end2end, stdio: 'ignore' },
    );
    await expect.poll(() => fetch(`${this.url}index.html`).then((r) => r.status, () => 0)).toBe(200);
  }

  /** A new version as a deploy brings it: index.html changed, the hook run over the result, and
   * the copies compressed anew. */
  deploy(edit: (html: string) => string): string {
    const index = join(this.dir, 'index.html');
    writeFileSync(index, edit(readFileSync(index, 'utf8')));
    execFileSync('python3', [join(end2end, '..', 'scripts', 'service-worker.py'), this.dir]);
    execFileSync('node', [join(end2end, '..', 'scripts', 'precompress.mjs'), this.dir]);
    return workerBuild(readFileSync(join(this.dir, 'sw.js'), 'utf8')).version;
  }

  stop() {
    this.server?.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

test('after one visit the app works offline: the saved games, a new game, a move, saved', async ({ page, context }) => {
  await page.goto('./');
  await page.evaluate((record) => localStorage.setItem('gameshelf.game.fixture', record), fixture('summy-mid-game.json'));
  await controlled(page);
  await languageKept(page, 'en');

  await context.setOffline(true);
  // The network is gone (a file the worker does not keep cannot be fetched).
  expect(await page.evaluate(() => fetch('not-in-the-build').then(() => 'online', () => 'offline'))).toBe('offline');
  await page.reload();
  await expect(page.getByTestId('shelf')).toBeVisible();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
  await expect(page.getByTestId('saved-game')).toContainText('Summy');

  // A new Abalone game and a move, still offline.
  const abalone = new AbalonePage(page);
  await abalone.startGame({ black: 'Ada', white: 'Grace' });
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  const saved = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('gameshelf.game.') && key !== 'gameshelf.game.fixture')
      .map((key) => localStorage.getItem(key)!),
  );
  expect(saved).toHaveLength(1);
  expect(saved[0]).toContain('"abalone"');
  expect(saved[0]).toContain('Ada');

  // Reloaded offline, both games are on the shelf, and the new one resumes after its move.
  await page.goto('./');
  await page.reload();
  await expect(page.getByTestId('saved-game')).toHaveCount(2);
  await page.getByTestId('saved-game').filter({ hasText: 'Grace' }).getByTestId('resume').click();
  await expect.poll(() => abalone.moves()).toEqual(['A5B5']);
  await abalone.expectSide('A5', null);
  await abalone.expectSide('D5', 'black');

  // A language this visit never spoke was not kept: offline, the app says so and goes on in
  // English.
  await page.getByTestId('language').selectOption('de');
  await expect(page.getByTestId('language-unavailable')).toContainText('Deutsch could not be loaded.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('rules').click();
  await expect(page.getByTestId('rules-text').locator('p:not([role])').first()).toHaveText(/^On your turn, move one marble/);
});

test('after one visit each of the four games opens offline, from its form to its board', async ({ page, context }) => {
  await page.goto('./');
  await controlled(page);
  await languageKept(page, 'en');
  await context.setOffline(true);
  await page.reload();
  const boards = { abalone: 'board', abaku: 'abaku-board', addique: 'addique-table', summy: 'summy-board' };
  for (const [game, board] of Object.entries(boards)) {
    await page.goto('./');
    await page.getByTestId(`new-${game}`).click();
    await page.getByTestId('start').click();
    await expect(page.getByTestId(board), game).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' }), game).toHaveCount(0);
  }
});

test('a language chosen online is kept for offline play, and so is remote play once fetched', async ({ page, context }) => {
  await page.goto('./');
  await controlled(page);
  await page.getByTestId('language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await languageKept(page, 'de');
  const script = await (await page.request.get('sw.js')).text();
  const { languages, onDemand } = workerBuild(script);
  expect(await cachedPaths(page)).toEqual(expect.arrayContaining(languages.de));

  // Remote play's files wait until first fetched, and are kept from then on.
  const remote = onDemand.find((name) => name.startsWith('split_remote-'))!;
  expect(await cachedPaths(page)).not.toContain(remote);
  expect(await page.evaluate((path) => fetch(path).then((response) => response.status), remote)).toBe(200);
  await expect.poll(() => cachedPaths(page)).toContain(remote);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('new-summy').click();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('summy-board')).toBeVisible();
  expect(await page.evaluate((path) => fetch(path).then((response) => response.status), remote)).toBe(200);
});

test('the manifest installs the app: name, start URL, standalone, theme colour, icons that load at their size', async ({ page }) => {
  await page.goto('./');
  const manifestUrl = await page.locator('link[rel="manifest"]').evaluate((link: HTMLLinkElement) => link.href);
  const response = await page.request.get(manifestUrl);
  expect(response.status()).toBe(200);
  const manifest = JSON.parse(await response.text());

  expect(manifest.name).toBe('Gameshelf');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.display).toBe('standalone');
  // Relative to the manifest, so the app installs from wherever it is served (PUBLIC_URL).
  const appUrl = new URL('./', page.url()).href;
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(appUrl);
  expect(new URL(manifest.scope, manifestUrl).href).toBe(appUrl);
  const themeColour = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest.theme_color).toBe(themeColour);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const pngs: { purpose: string; size: string }[] = [];
  for (const icon of manifest.icons) {
    const file = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    if (icon.type === 'image/png') {
      const size = pngSize(await file.body());
      expect(size, icon.src).toBe(icon.sizes);
      pngs.push({ purpose: icon.purpose, size });
    }
  }
  expect(pngs).toEqual(
    expect.arrayContaining([
      { purpose: 'any', size: '192x192' },
      { purpose: 'any', size: '512x512' },
      { purpose: 'maskable', size: '512x512' },
    ]),
  );

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').evaluate((link: HTMLLinkElement) => link.href);
  const touch = await page.request.get(touchIcon);
  expect(touch.status()).toBe(200);
  expect(pngSize(await touch.body())).toBe('180x180');
});

test('on a first visit the service worker downloads nothing the page has already fetched', async ({ page }) => {
  // Bytes over the wire by path, for the page and for the worker (a response from the HTTP
  // cache has none), and whether the worker asked for the path at all.
  const seen = new Map<string, { page: number; worker: number; workerAsked: boolean }>();
  page.context().on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    const response = await request.response();
    const bytes = response?.fromServiceWorker() ? 0 : Math.max(0, (await request.sizes()).responseBodySize);
    const entry = seen.get(path) ?? { page: 0, worker: 0, workerAsked: false };
    if (request.serviceWorker()) {
      entry.worker += bytes;
      entry.workerAsked = true;
    } else entry.page += bytes;
    seen.set(path, entry);
  });
  await page.goto('./');
  await controlled(page);
  // The worker's downloads are seen (their events come a little after): the robots' wasm, which
  // the shelf does not load.
  await expect.poll(() => seen.get(`${basePath}gameshelf-robot-worker_bg.wasm`)?.worker ?? 0).toBeGreaterThan(100_000);
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect([...seen].filter(([, bytes]) => bytes.page > 0 && bytes.worker > 0)).toEqual([]);
  // It took the page's own wasm, and the page itself, from the HTTP cache.
  const wasm = [...seen].find(([path]) => /\/gameshelf-[0-9a-f]+_bg\.wasm$/.test(path))![1];
  expect(wasm.page).toBeGreaterThan(100_000);
  expect(wasm).toMatchObject({ worker: 0, workerAsked: true });
  const index = [seen.get(basePath), seen.get(`${basePath}index.html`)];
  expect(index.some((entry) => entry?.workerAsked)).toBe(true);
  expect(index.map((entry) => entry?.worker ?? 0)).toEqual([0, 0]);
});

test('the service worker answers fetches from one cache holding exactly the files of the build', async ({ page }) => {
  await page.goto('./');
  await controlled(page);
  const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  expect(scriptUrl).toBe(new URL('sw.js', page.url()).href);

  const script = await (await page.request.get(scriptUrl)).text();
  expect(script).toContain("addEventListener('fetch'");
  const { version, files, languages, onDemand } = workerBuild(script);
  // Every file of the build, in one list: kept at install, one language's, or remote play's.
  expect([...files, ...Object.values(languages).flat(), ...onDemand].sort()).toEqual(buildFiles(dist));
  expect(Object.keys(languages).sort()).toEqual(['cs', 'de', 'en', 'fr', 'tr']);
  expect(files.filter((name) => /^split_(words|phrases)_/.test(name))).toEqual([]);
  // Kept once fetched: what playing never needs.
  expect(onDemand).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^split_remote-/),
      expect.stringMatching(/^split_remote_seats-/),
      expect.stringMatching(/^split_abalone_study-/),
      'icons/icon-512.png',
    ]),
  );
  expect(files).toEqual(expect.arrayContaining(['index.html', 'manifest.json', 'icons/icon.svg']));
  // The app's code among them: the page's wasm and the robots' worker's (robots play offline
  // too), one stylesheet, and the JS glue with its snippets.
  expect(files.filter((name) => name.endsWith('_bg.wasm'))).toEqual([
    expect.stringMatching(/^gameshelf-[0-9a-f]+_bg\.wasm$/),
    'gameshelf-robot-worker_bg.wasm',
  ]);
  expect(files).toEqual(expect.arrayContaining(['gameshelf-robot-worker.js', 'gameshelf-robot-worker_loader.js']));
  expect(files.filter((name) => name.endsWith('.css'))).toHaveLength(1);
  expect(files.filter((name) => name.startsWith('snippets/') && name.endsWith('.js')).length).toBeGreaterThan(0);

  // The one cache, named after the version, holding the files kept at install and the page's
  // language's (English here), with the note that names it: no other language, no remote play.
  await languageKept(page, 'en');
  const names = await cacheNames(page);
  expect(names).toHaveLength(1);
  expect(names[0].endsWith(` ${version}`)).toBe(true);
  expect(await cachedPaths(page)).toEqual([...files, ...languages.en, 'sw-languages-kept'].sort());
});

test('a new deploy is offered, applied only on the tap, and then served whole', async ({ page }) => {
  const deployment = new Deployment();
  try {
    await deployment.start();
    await page.goto(deployment.url);
    await expect(page.getByTestId('shelf')).toBeVisible();
    await controlled(page);
    await languageKept(page, 'en');
    const [first] = await cacheNames(page);
    // The first visit installs without asking.
    await expect(page.getByTestId('update-banner')).toHaveCount(0);

    const version = deployment.deploy((html) => html.replace('</head>', '<meta name="deploy" content="2"></head>'));
    expect(first.endsWith(` ${version}`)).toBe(false);

    let loads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads += 1;
    });
    // The next visit online finds the new version, installs it next to the old one, and asks.
    await page.reload();
    await expect(page.getByTestId('update-banner')).toBeVisible();
    await expect(page.getByTestId('update-banner')).toContainText('Update ready');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'before the tap'));
    await expect.poll(() => cacheNames(page)).toHaveLength(2);

    // Left alone, nothing changes: once the new worker has installed and waits (the state in which
    // a page that updated by itself would already have reloaded), it is the same page, still on
    // the old version's files.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting?.state)))
      .toBe('installed');
    await expect(page.getByTestId('update-banner')).toBeVisible();
    // The new version installed with the language the old one kept, ready for offline play.
    const { languages } = workerBuild(readFileSync(join(deployment.dir, 'sw.js'), 'utf8'));
    const fresh = (await cacheNames(page)).find((name) => name.endsWith(` ${version}`))!;
    const freshPaths = await page.evaluate(
      (name) => caches.open(name).then((cache) => cache.keys()).then((requests) => requests.map((r) => new URL(r.url).pathname)),
      fresh,
    );
    expect(freshPaths.map((path) => path.split('/').pop())).toEqual(expect.arrayContaining(languages.en));
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('before the tap');
    expect(loads).toBe(1);
    await expect(page.locator('meta[name="deploy"]')).toHaveCount(0);

    // The tap reloads the page under the new worker, from the new version's cache alone.
    await page.getByTestId('apply-update').click();
    await expect(page.locator('meta[name="deploy"]')).toHaveCount(1);
    await expect(page.getByTestId('shelf')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
    expect(loads).toBe(2);
    await expect(page.getByTestId('update-banner')).toHaveCount(0);
    const names = await cacheNames(page);
    expect(names).toHaveLength(1);
    expect(names[0].endsWith(` ${version}`)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting))).toBeNull();
  } finally {
    deployment.stop();
  }
});

test("under Trunk's live reload no worker is registered, and one left from a release build goes", async ({ page }) => {
  const deployment = new Deployment();
  try {
    // What `trunk serve` appends to index.html (src/autoreload.js connects to this path).
    deployment.deploy((html) =>
      html.replace('</body>', "<script>const url = 'ws://127.0.0.1:8080/.well-known/trunk/ws';</script></body>"),
    );
    await deployment.start();
    const registrations = () => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length));

    await page.goto(deployment.url);
    await expect(page.getByTestId('shelf')).toBeVisible();

    // A worker registered by hand stands for one that an earlier `make dist` at the same
    // address left: the next start removes it.
    await page.evaluate(() => navigator.serviceWorker.register('sw.js').then(() => navigator.serviceWorker.ready));
    expect(await registrations()).toBe(1);
    await page.reload();
    await expect(page.getByTestId('shelf')).toBeVisible();
    // The app's start under live reload ends with that removal (src/offline.rs): once it is done,
    // the start has run to its end without registering a worker of its own.
    await expect.poll(registrations).toBe(0);
  } finally {
    deployment.stop();
  }
});
