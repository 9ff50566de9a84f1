// The first visit: a shell painted before the wasm arrives, and the bundle sent as a host that
// serves precompressed files sends it (serve.py sends the .br copies `make dist` writes).
import type { Page } from '@playwright/test';
import { expect, fixture, test } from './fixtures';

// What the network sends, not what the service worker kept from an earlier load.
test.use({ serviceWorkers: 'block' });

test('the shell is on screen while the wasm is on its way, and the app replaces it', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  let asked!: () => void;
  const wasmAsked = new Promise<void>((done) => (asked = done));
  await page.route(/_bg\.wasm$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });

  await page.goto('./', { waitUntil: 'commit' });
  await wasmAsked;
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await expect(splash).toHaveText('Gameshelf');
  await expect(page.getByTestId('shelf')).toHaveCount(0);
  // The shell covers the whole screen: nothing half-drawn shows around it.
  const box = await splash.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });

  release();
  await expect(page.getByTestId('shelf')).toBeVisible();
  await expect(splash).toHaveCount(0);
});

test('the shell takes the theme the player chose before the app has run', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('./');
  await page.evaluate(() => localStorage.setItem('gameshelf.theme', JSON.stringify('dark')));
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The dark theme's paper (style/main.css's --paper), whatever the system says.
  await expect(page.getByTestId('splash')).toHaveCSS('background-color', 'rgb(22, 24, 28)');
  release();
  await expect(page.getByTestId('shelf')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the page, the wasm, the scripts and the stylesheet come brotli-compressed, as a precompressing host sends them', async ({
  page,
}) => {
  const compressed = new Map<string, string>();
  page.on('response', async (response) => {
    const name = new URL(response.url()).pathname.split('/').pop()!;
    // The page, asked for by its directory's address, as a host's index file.
    if (response.request().resourceType() === 'document') {
      compressed.set('index.html', (await response.allHeaders())['content-encoding'] ?? 'none');
    }
    // The page's own bundle: the files with Trunk's content hash in their names (hex without
    // leading zeros: now and then fewer than 16 digits).
    if (/-[0-9a-f]{12,16}(_bg)?\.(wasm|js|css)$/.test(name)) {
      compressed.set(name.replace(/-[0-9a-f]{12,16}/, ''), (await response.allHeaders())['content-encoding'] ?? 'none');
    }
  });
  await page.goto('./');
  await expect(page.getByTestId('shelf')).toBeVisible();
  await expect
    .poll(() => Object.fromEntries(compressed))
    .toEqual({ 'index.html': 'br', 'gameshelf.js': 'br', 'gameshelf_bg.wasm': 'br', 'main.css': 'br', 'wasm-split.js': 'br' });
});

test('the shelf shows its words before its board pictures, whose boxes wait for them, so nothing moves', async ({
  page,
}) => {
  // What the shelf held when it was first put in the page, and every layout shift of the visit.
  await page.addInitScript(() => {
    const seen = ((window as any).__shelfAtFirst = { pictureBoxes: -1, pictures: -1, shifts: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts += (entry as any).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const watch = new MutationObserver(() => {
      const shelf = document.querySelector('[data-testid="shelf"]');
      if (!shelf) return;
      seen.pictureBoxes = shelf.querySelectorAll('.shelf-card .shelf-picture').length;
      seen.pictures = shelf.querySelectorAll('.shelf-card svg').length;
      watch.disconnect();
    });
    document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
  });
  await page.goto('./');
  const pictures = page.locator('.shelf-card .shelf-picture svg.board.preview');
  await expect(pictures).toHaveCount(4);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const seen = await page.evaluate(() => (window as any).__shelfAtFirst);
  expect(seen.pictureBoxes).toBe(4);
  expect(seen.pictures).toBe(0);
  // Lighthouse calls under 0.1 good; pictures that pushed the words aside would make about 0.6.
  expect(seen.shifts).toBeLessThan(0.001);
  // Each picture fills its box's width, inside the box.
  for (const box of await page.locator('.shelf-card .shelf-picture').all()) {
    const outer = (await box.boundingBox())!;
    const inner = (await box.locator('svg').boundingBox())!;
    expect(outer.width).toBeGreaterThan(60);
    expect(inner.width).toBeCloseTo(outer.width, 0);
    expect(inner.y).toBeGreaterThanOrEqual(outer.y - 0.5);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
  }
});

// The chunks' loader (scripts/lazy_loader.py).
const LOADER = /\/wasm-split-[0-9a-f]{16}\.js$/;

/** Whether index.html preloads the chunks' loader beside the app. */
function loaderPreloaded(page: Page): Promise<boolean> {
  return page.evaluate(
    (loader) =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((link) =>
        new RegExp(loader).test(link.href),
      ),
    LOADER.source,
  );
}

test("the shelf neither waits for the chunks' loader nor preloads it, and a game then opens", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(LOADER, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./');
  // Drawn while the loader is still on its way.
  await expect(page.getByTestId('shelf')).toBeVisible();
  await expect(page.getByTestId('saved-section')).toContainText('No saved games yet');

  expect(await loaderPreloaded(page)).toBe(false);
  release();
  await page.getByTestId('new-addique').click();
  await expect(page.getByTestId('start')).toBeVisible();
});

test("with a save, or another language, or on any screen but the shelf, the chunks' loader comes beside the app", async ({
  page,
}) => {
  await page.goto('./');
  await page.evaluate((record) => localStorage.setItem('gameshelf.game.kept', record), fixture('summy-mid-game.json'));
  await page.reload();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
  expect(await loaderPreloaded(page)).toBe(true);

  await page.evaluate(() => localStorage.clear());
  await page.goto('./#/summy/new');
  await expect(page.getByTestId('start')).toBeVisible();
  expect(await loaderPreloaded(page)).toBe(true);

  await page.evaluate(() => localStorage.setItem('gameshelf.language', JSON.stringify('de')));
  await page.goto('./#/');
  await page.reload();
  await expect(page.locator('html[lang="de"] [data-testid="shelf"]')).toBeVisible();
  expect(await loaderPreloaded(page)).toBe(true);
});
