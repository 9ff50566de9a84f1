// Safety numbers at a distance: once every seat has joined, each device's panel has a fold with
// the game's thirty digits, the same on every device whatever its language, for the players to
// read to each other by voice; before, none, since each join would change them.
import { type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { AbalonePage } from './abalone-page';
import { expectAccessible } from './axe';
import { tabTo } from './keyboard';
import { joinAndDeal, newPage, open, watchOtherDevices } from './remote-devices';

watchOtherDevices();

/** Six groups of five digits. */
const THIRTY_DIGITS = /^\d{5}( \d{5}){5}$/;

/** The link `page`'s panel shows for seat `to` (from 1), copied as a player sends it. */
async function linkTo(page: Page, to: number): Promise<string> {
  const box = page.locator(`[data-testid=remote-link-to-send][data-to="${to}"]`);
  await expect(box).toHaveCount(1);
  await box.getByTestId('remote-copy').click();
  return box.getByTestId('remote-link').inputValue();
}

/** The safety numbers `page` shows, their fold opened from the keyboard: Tab to its summary,
 * then Enter. */
async function safetyNumbers(page: Page): Promise<string> {
  const fold = page.getByTestId('safety');
  const groups = fold.getByTestId('safety-numbers').locator('li');
  await expect(groups.first()).toBeHidden();
  await tabTo(page, fold.locator('summary'));
  await page.keyboard.press('Enter');
  await expect(groups).toHaveCount(6);
  await expect(groups.first()).toBeVisible();
  const numbers = (await groups.allTextContents()).join(' ');
  expect(numbers).toMatch(THIRTY_DIGITS);
  return numbers;
}

test('two devices in two languages show the same safety numbers once both have joined', async ({ page, browser }) => {
  // Eva hosts Abalone in English; Adam joins from a browser in Turkish.
  const eva = new AbalonePage(page);
  await page.goto('./');
  await page.getByTestId('new-abalone').click();
  await page.getByTestId('name-black').fill('Eva');
  await page.getByTestId('name-white').fill('Adam');
  await page.getByTestId('remote').check();
  await page.getByTestId('start').click();
  await expect(eva.board).toBeVisible();
  await expect(page.getByTestId('remote-panel')).toBeVisible();
  await expect(page.getByTestId('safety')).toHaveCount(0);
  const invitation = await linkTo(page, 2);

  const adamPage = await newPage(browser, { locale: 'tr-TR' });
  await open(adamPage, invitation);
  await expect(adamPage.locator('html')).toHaveAttribute('lang', 'tr');
  await adamPage.getByTestId('remote-join').click();
  await expect(adamPage.getByTestId('remote-panel')).toBeVisible();
  const answer = await linkTo(adamPage, 1);
  // Adam's device has not heard of Eva's join yet: no numbers there either.
  await expect(adamPage.getByTestId('safety')).toHaveCount(0);

  // Eva takes the answer: every seat has joined, and her panel offers the numbers.
  await open(page, answer);
  await page.getByTestId('open-remote-game').click();
  await expect(page.getByTestId('safety').locator('summary')).toHaveText('Safety numbers');
  const evas = await safetyNumbers(page);
  await expect(page.getByTestId('safety')).toContainText(
    'Read them to each other by voice, on a call or side by side: every device of this game shows the same numbers. If they differ, someone is between you',
  );
  await expectAccessible(page, 'the panel with its safety numbers shown');

  // Eva's first move carries the joins to Adam: his device, in Turkish, shows the same digits.
  await eva.play(['A5', 'B5', 'C5'], 'A5B5');
  await open(adamPage, await linkTo(page, 2));
  await adamPage.getByTestId('open-remote-game').click();
  await expect(adamPage.getByTestId('safety').locator('summary')).toHaveText('Güvenlik numaraları');
  expect(await safetyNumbers(adamPage)).toBe(evas);
  await expectAccessible(adamPage, 'the Turkish panel with its safety numbers shown');
});

test("a tile game's devices show the same safety numbers once dealt", async ({ page, browser }) => {
  await page.goto('./');
  await page.getByTestId('new-addique').click();
  for (const [seat, name] of ['Eva', 'Adam'].entries()) await page.getByTestId(`name-${seat + 1}`).fill(name);
  await page.getByTestId('remote').check();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('remote-panel')).toBeVisible();
  await expect(page.getByTestId('safety')).toHaveCount(0);
  const [eva, adam] = await joinAndDeal(page, browser, ['Eva', 'Adam'], 'Addique', 'addique-table');
  const evas = await safetyNumbers(eva.page);
  expect(await safetyNumbers(adam.page)).toBe(evas);
});
