// Words that arrive when a language is first used. Every word is in a translation file, which
// build.rs compiles into code: the app's own words (src/**/locales/shelf/<tag>.ftl) are a wasm
// chunk per language but English (`words_<tag>`), and the words of each game's screens and rules
// page (src/games/<game>/locales/<tag>.ftl) one more chunk per language (`phrases_<game>_<tag>`,
// English's too; the tile games' shared screens' and remote play's likewise): a game's screen
// or form waits for its own. The page fetches each the first time its words are needed, once
// per visit, and one that does not arrive is explained, with a retry.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TileGamePage } from './tile-game-page';

// What the network sends, not what the service worker kept from an earlier load.
test.use({ serviceWorkers: 'block' });

const PHRASES_CHUNK = /\/split_phrases_([a-z]+_[a-z]+)-[0-9a-f]{16}\.wasm$/;

const LANGUAGE_CHUNK = /\/split_words_([a-z]+)-[0-9a-f]{16}\.wasm$/;
const CZECH_CHUNK = /\/split_words_cs-[0-9a-f]{16}\.wasm$/;

/** What the page asks for from now on, in order, of the files named by `pattern`: the first group
 * of the pattern's match. */
function fetched(page: Page, pattern: RegExp): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const file = pattern.exec(new URL(request.url()).pathname);
    if (file) names.push(file[1]);
  });
  return names;
}

/** The places' words (`abalone_en`: Abalone's words in English) that the page asks for from
 * now on, in order. */
function languagesFetched(page: Page): string[] {
  return fetched(page, PHRASES_CHUNK);
}

async function newAbaloneGame(page: Page) {
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('board')).toBeVisible();
}

/** Opens the rules, reads their first paragraph once they have arrived, and closes them. */
async function firstRule(page: Page): Promise<string> {
  await page.getByTestId('rules').click();
  const paragraph = page.getByTestId('rules-text').locator('p:not([role])').first();
  await expect(paragraph).toBeVisible();
  const text = (await paragraph.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rules-dialog')).toHaveCount(0);
  return text;
}

test("a game's form fetches its own words in its language once, which then serve its screen and rules; another language fetches that language's alone", async ({ page }) => {
  const languages = languagesFetched(page);
  const chunks = fetched(page, LANGUAGE_CHUNK);
  await page.goto('./');
  await expect(page.getByTestId('shelf')).toBeVisible();
  // The shelf needs no translation file's words.
  expect(languages).toEqual([]);
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('board')).toBeVisible();
  // Abalone's words alone, not the tile games'.
  expect(languages).toEqual(['abalone_en']);
  // English's other words are in the app's own code.
  expect(chunks).toEqual([]);

  expect(await firstRule(page)).toMatch(/^On your turn, move one marble, or a line of two or three of your marbles, one hole in any direction\.$/);
  expect(await firstRule(page)).toMatch(/^On your turn, move one marble, or a line of two or three of your marbles, one hole in any direction\.$/);
  expect(languages).toEqual(['abalone_en']);

  await page.getByTestId('language').selectOption('cs');
  await expect(page.getByTestId('rules')).toHaveText('Pravidla');
  expect(await firstRule(page)).toMatch(/^Na tahu posuňte jednu kuličku nebo řadu dvou či tří svých kuliček, o\sjednu jamku libovolným směrem\.$/);
  expect(languages).toEqual(['abalone_en', 'abalone_cs']);
  // Czech binds a one-letter word to the next, so that no line ends with it.
  await page.getByTestId('rules').click();
  await expect(page.getByTestId('rules-text')).toContainText('rozestavení a\u00a0belgická');
  await page.keyboard.press('Escape');

  // Back to English: the words fetched earlier in the visit serve again.
  await page.getByTestId('language').selectOption('en');
  expect(await firstRule(page)).toMatch(/^On your turn, move one marble, or a line of two or three of your marbles, one hole in any direction\.$/);
  expect(languages).toEqual(['abalone_en', 'abalone_cs']);
  // And Czech's words, once arrived, serve for the rest of the visit.
  await page.getByTestId('language').selectOption('cs');
  await expect(page.getByTestId('rules')).toHaveText('Pravidla');
  expect(chunks).toEqual(['cs']);
});

test("a language whose words do not arrive is explained, the screen stays as it was, and Try again speaks it", async ({ page }) => {
  await page.route(CZECH_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('./');
  await page.getByTestId('language').selectOption('cs');
  const alert = page.getByTestId('language-unavailable');
  await expect(alert).toContainText('Čeština could not be loaded. Check the connection and try again.');
  await expect(page.getByRole('heading', { name: 'The shelf' })).toBeVisible();
  await expect(page.getByTestId('language')).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.unroute(CZECH_CHUNK);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Herní police' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId('language')).toHaveValue('cs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
});

test("a chosen language whose words do not arrive at the start: the app speaks English, says so, and keeps the choice", async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('language').selectOption('cs');
  await expect(page.getByRole('heading', { name: 'Herní police' })).toBeVisible();

  await page.route(CZECH_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.reload();
  const alert = page.getByTestId('language-unavailable');
  await expect(alert).toContainText('Čeština could not be loaded.');
  await expect(page.getByRole('heading', { name: 'The shelf' })).toBeVisible();
  // The choice stays for the next visit; English is only for now.
  expect(await page.evaluate(() => localStorage.getItem('gameshelf.language'))).toContain('cs');

  await page.unroute(CZECH_CHUNK);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Herní police' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("a game's form whose language's words do not arrive says so, and shows on Try again, its rules with it", async ({ page }) => {
  await page.route(PHRASES_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  await expect(page.getByRole('alert')).toHaveText('This page could not be loaded. Check the connection and try again.');
  await expect(page.getByTestId('start')).toHaveCount(0);

  await page.unroute(PHRASES_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('board')).toBeVisible();
  expect(await firstRule(page)).toMatch(/^On your turn, move one marble, or a line of two or three of your marbles, one hole in any direction\.$/);
});

test("a rules page whose code does not arrive says so too, and loads on Try again", async ({ page }) => {
  // The rules page is a chunk of its own (src/ui/rules.rs).
  const RULES_CHUNK = /\/split_rules-[0-9a-f]{16}\.wasm$/;
  await page.route(RULES_CHUNK, (route) => route.abort('internetdisconnected'));
  await newAbaloneGame(page);
  await page.getByTestId('rules').click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.getByRole('alert')).toHaveText('The rules could not be loaded. Check the connection and try again.');

  await page.unroute(RULES_CHUNK);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('rules-text').locator('p').first()).toHaveText(/^On your turn, move one marble/);
});

test.describe('a browser in Czech', () => {
  test.use({ locale: 'cs-CZ' });

  test("counts with Czech's plural forms, which the browser's own CLDR rules choose", async ({ page }) => {
    // Czech says 1 kámen, 2-4 kameny, 5 and up kamenů: a count's words come from the translation
    // files through the browser's Intl.PluralRules (src/i18n/files.rs).
    const abaku = new TileGamePage(page, 'abaku');
    await abaku.open('abaku-solo-joker.json');
    await page.getByTestId('exchange').click();
    const tiles = abaku.rack.getByTestId('rack-tile');
    const confirm = page.getByTestId('confirm-exchange');
    await tiles.nth(0).click();
    await expect(confirm).toHaveText('Vyměnit 1\u00a0kámen');
    await tiles.nth(1).click();
    await expect(confirm).toHaveText('Vyměnit 2\u00a0kameny');
    for (const n of [2, 3, 4]) await tiles.nth(n).click();
    await expect(confirm).toHaveText('Vyměnit 5\u00a0kamenů');
  });

  test("fetches Czech's words and the code they share beside the app's own code, once, and speaks Czech from the first screen", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The moment the app's code starts to run: its wasm is instantiated.
    await page.addInitScript(() => {
      const noted = <T extends unknown[], R>(instantiate: (...args: T) => R) => (...args: T): R => {
        (window as unknown as { appRunsAt?: number }).appRunsAt ??= performance.now();
        return instantiate(...args);
      };
      WebAssembly.instantiateStreaming = noted(WebAssembly.instantiateStreaming);
      WebAssembly.instantiate = noted(WebAssembly.instantiate) as typeof WebAssembly.instantiate;
    });
    await page.goto('./');
    await expect(page.getByRole('heading', { name: 'Herní police' })).toBeVisible();
    const appRunsAt = await page.evaluate(() => (window as unknown as { appRunsAt?: number }).appRunsAt);
    expect(appRunsAt).toBeDefined();
    const askedAt = (path: string) =>
      page.evaluate((path) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)?.startTime, path);
    const czech = requested.filter((path) => CZECH_CHUNK.test(path));
    expect(czech).toHaveLength(1);
    // index.html asks for it while the page is parsed, before the app's code has run (which
    // would otherwise ask for it only then).
    expect(await askedAt(czech[0])).toBeLessThan(appRunsAt!);
    // So are the chunks of code the Czech words share with other parts, which the splitter's
    // loader fetches with them: each once, each asked for before the app runs.
    const listed: string[] = JSON.parse(await page.locator('#language-code').textContent() ?? '{}').cs;
    const shared = listed.filter((file) => file.startsWith('chunk_'));
    expect(shared.length).toBeGreaterThan(0);
    for (const file of shared) {
      const fetched = requested.filter((path) => path.endsWith(`/${file}`));
      expect(fetched, file).toHaveLength(1);
      expect(await askedAt(fetched[0]), file).toBeLessThan(appRunsAt!);
    }
  });
});
