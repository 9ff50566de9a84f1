// Words in translation files (src/games/<game>/locales/<tag>.ftl, joined per language by
// scripts/locales.py): the page fetches a language's file the first time its words are needed,
// one file per language and once per visit, and a file that does not arrive is explained, with a
// retry.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What the network sends, not what the service worker kept from an earlier load.
test.use({ serviceWorkers: 'block' });

const LOCALE_FILE = /\/locales\/([a-z]+)-[0-9a-f]{16}\.ftl$/;

/** The languages whose translation files the page asks for from now on, in order. */
function languagesFetched(page: Page): string[] {
  const tags: string[] = [];
  page.on('request', (request) => {
    const file = LOCALE_FILE.exec(new URL(request.url()).pathname);
    if (file) tags.push(file[1]);
  });
  return tags;
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

test("a rules page fetches its language's file once; another language fetches that language's alone", async ({ page }) => {
  const languages = languagesFetched(page);
  await newAbaloneGame(page);
  expect(languages).toEqual([]);

  expect(await firstRule(page)).toMatch(/^Black moves first, then the players take turns\.$/);
  expect(await firstRule(page)).toMatch(/^Black moves first, then the players take turns\.$/);
  expect(languages).toEqual(['en']);

  await page.getByTestId('language').selectOption('cs');
  await expect(page.getByTestId('rules')).toHaveText('Pravidla');
  expect(await firstRule(page)).toMatch(/^Černý táhne první, pak se hráči střídají\.$/);
  expect(languages).toEqual(['en', 'cs']);
  // Czech binds a one-letter word to the next, so that no line ends with it.
  await page.getByTestId('rules').click();
  await expect(page.getByTestId('rules-text')).toContainText('rozestavení a\u00a0belgická');
  await page.keyboard.press('Escape');

  // Back to English: the file read earlier in the visit serves again.
  await page.getByTestId('language').selectOption('en');
  expect(await firstRule(page)).toMatch(/^Black moves first, then the players take turns\.$/);
  expect(languages).toEqual(['en', 'cs']);
});

test('a rules page whose file does not arrive says so, and shows the rules on Try again', async ({ page }) => {
  await page.route(LOCALE_FILE, (route) => route.abort('internetdisconnected'));
  await newAbaloneGame(page);
  await page.getByTestId('rules').click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.getByRole('alert')).toHaveText('The rules could not be loaded. Check the connection and try again.');
  // The game is still there behind the dialog.
  await expect(page.getByTestId('board')).toBeAttached();

  await page.unroute(LOCALE_FILE);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('rules-text').locator('p').first()).toHaveText(/^Black moves first, then the players take turns\.$/);
});

test("a rules page whose code does not arrive says so too, and loads on Try again", async ({ page }) => {
  // Fluent's reader, with the rules page, is a chunk of its own (src/ui/rules.rs).
  const RULES_CHUNK = /\/split_rules-[0-9a-f]{16}\.wasm$/;
  await page.route(RULES_CHUNK, (route) => route.abort('internetdisconnected'));
  await newAbaloneGame(page);
  await page.getByTestId('rules').click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog.getByRole('alert')).toHaveText('The rules could not be loaded. Check the connection and try again.');

  await page.unroute(RULES_CHUNK);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('rules-text').locator('p').first()).toHaveText(/^Black moves first/);
});
