// Languages: the first visit follows the browser's language, the picker on every screen changes
// it and it is remembered; each language's shelf and game screen keep their text inside their
// boxes (screenshots in artifacts/languages/, looked at by hand).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { SCREENS, seed } from './screens';
import { TileGamePage } from './tile-game-page';

/** Each language, and a word of its own on the shelf's heading. */
const LANGUAGES = [
  { tag: 'en', shelf: /shelf/ },
  { tag: 'fr', shelf: /étagère/i },
  { tag: 'de', shelf: /regal/i },
  { tag: 'tr', shelf: /raf/i },
  { tag: 'cs', shelf: /police/i },
];

/** Controls whose text does not fit in them, and a page wider than the window. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const clipped = [...document.querySelectorAll<HTMLElement>('button, label, th, td, h1, h2, h3, .status, .chip, select')]
      .filter((element) => element.offsetParent !== null)
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'auto')
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
    if (document.documentElement.scrollWidth > window.innerWidth + 1) clipped.push('the page scrolls sideways');
    return clipped;
  });
}

test('the first visit speaks the browser language, and the picker changes it for good', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'cs-CZ' });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByTestId('language')).toHaveValue('cs');
  await expect(page.locator('#shelf-title')).toContainText(/police/i);

  // On a game's screen, the picker changes every text there and keeps the game as it was.
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('rules')).toHaveText('Pravidla');
  const url = page.url();
  await page.getByTestId('language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('rules')).toHaveText('Règles');
  expect(page.url()).toBe(url);
  await page.reload();
  await expect(page.getByTestId('rules')).toHaveText('Règles');
  await context.close();
});

test('a browser language the app does not speak falls back to English', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#shelf-title')).toHaveText('The shelf');
  await context.close();
});

// Desktop and tablet share one visit to each screen: the window is resized in place, since no
// layout between these widths is decided when a screen opens (only a phone's zoom is).
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 820, height: 1180 },
];

for (const { tag, shelf } of LANGUAGES) {
  test(`${tag}, desktop and tablet: every screen's text fits`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0]);
    await seed(page, { 'gameshelf.language': tag });
    await expect(page.locator('#shelf-title')).toHaveText(shelf);
    for (const screen of SCREENS) {
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto('./');
      await expect(page.getByTestId('shelf')).toBeVisible();
      await screen.open(page);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        expect(await overflowing(page), `${screen.name} in ${tag}, ${viewport.name}`).toEqual([]);
        if (screen.name === 'the shelf and saved games' || screen.name === 'the abaku game') {
          const file = screen.name.startsWith('the shelf') ? 'shelf' : 'abaku';
          await page.screenshot({ path: `artifacts/languages/${tag}-${viewport.name}-${file}.png` });
        }
      }
    }
  });
}

test('a change of language keeps a half-laid Abaku move, the rack shown, and the preview', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-two-players.json');
  await abaku.reveal('Eva');
  await abaku.dragTile('4', 'G8');
  await abaku.dragTile('2', 'H8');
  await expect(page.getByTestId('play')).toHaveText('Play for 4 points');

  await page.getByTestId('language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('play')).toHaveText('Jouer pour 4 points');
  // Eva still holds the device: no hand-over, her tiles laid where she laid them.
  await expect(page.getByTestId('handover')).toHaveCount(0);
  await expect(page.getByTestId('draft-tile')).toHaveCount(2);
  expect(await abaku.equations()).toEqual(['√4 = 2']);
  expect((await abaku.rackTiles()).sort()).toEqual(['1', '4', '7']);

  // Back to English, still Eva's turn on show; leaving the game hands the device over again:
  // the shelf may be where it changes hands.
  await page.getByTestId('language').selectOption('en');
  await expect(page.getByTestId('play')).toHaveText('Play for 4 points');
  await expect(page.getByTestId('handover')).toHaveCount(0);
  await page.getByTestId('home').click();
  await page.getByTestId('resume').click();
  await expect(page.getByTestId('handover')).toBeVisible();
  await abaku.reveal('Eva');
  await expect(page.getByTestId('draft-tile')).toHaveCount(2);
});

test('a German game: default names in German, and the bonus squares, the legend and the rules in German letters', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('./#/abaku/new');
  await expect(page.getByTestId('new-game-form')).toBeVisible();
  await page.getByTestId('seat-player-2').selectOption('medium');
  // The name fields show the names the seats will get.
  await expect(page.getByTestId('name-1')).toHaveAttribute('placeholder', 'Spieler 1');
  await expect(page.getByTestId('name-2')).toHaveAttribute('placeholder', 'Roboter 2 (mittel)');
  await page.getByTestId('start').click();
  await expect(page.locator('.player-name')).toHaveText(['Spieler 1', 'Roboter 2 (mittel)']);

  // Z for Zahl, G for Gleichung, on the board and in the legend; no English letter left.
  const labels = await page.getByTestId('abaku-board').locator('.bonus-label').allTextContents();
  expect(new Set(labels)).toEqual(new Set(['★', '2Z', '3Z', '2G', '3G']));
  const legend = page.getByTestId('legend').locator('li');
  await expect(legend.nth(0)).toHaveText('2Z: Ein hier gelegter Stein zählt ×2');
  await expect(legend.nth(3)).toHaveText('3G: Eine Gleichung mit einem hier gelegten Stein zählt ×3');
  await page.getByTestId('rules').click();
  const rules = page.getByTestId('rules-dialog');
  await expect(rules).toContainText('Ein Zahlbonus (2Z, 3Z)');
  await expect(rules).toContainText('ein Gleichungsbonus (2G, 3G)');
  await expect(rules).not.toContainText(/\b[23][NE]\b/);
  await context.close();
});
