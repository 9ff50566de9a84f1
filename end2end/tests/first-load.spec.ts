// The first visit: a shell painted before the wasm arrives, and the bundle sent as a host that
// serves precompressed files sends it (serve.py sends the .br copies `make dist` writes).
import { expect, test } from './fixtures';

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

test('the wasm, the script and the stylesheet come brotli-compressed, as a precompressing host sends them', async ({
  page,
}) => {
  const compressed = new Map<string, string>();
  page.on('response', async (response) => {
    const name = new URL(response.url()).pathname.split('/').pop()!;
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
    .toEqual({ 'gameshelf.js': 'br', 'gameshelf_bg.wasm': 'br', 'main.css': 'br', 'wasm-split.js': 'br' });
});
