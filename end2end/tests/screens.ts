// Every screen of the app, reached from a known state, for the checks that go over them all
// (accessibility in both themes, each language).
import type { Page } from '@playwright/test';
import { expect, fixture } from './fixtures';

/** The saved games the screens start from, by save id. */
export const SAVES: Record<string, string> = {
  abalone: fixture('abalone-one-push-from-win.json'),
  abaku: fixture('abaku-mid-game.json'),
  summy: fixture('summy-mid-game.json'),
  addique: fixture('addique-last-turn.json'),
};

/** Opens the app with exactly these saves and these browser settings (`gameshelf.theme`, ...). */
export async function seed(page: Page, settings: Record<string, string> = {}) {
  await page.goto('./');
  await page.evaluate(
    ({ saves, settings }) => {
      localStorage.clear();
      for (const [id, record] of Object.entries(saves)) localStorage.setItem(`gameshelf.game.${id}`, record);
      // gloo-storage keeps values as JSON.
      for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, JSON.stringify(value));
    },
    { saves: SAVES, settings },
  );
  await page.reload();
  await expect(page.getByTestId('shelf')).toBeVisible();
}

export interface Screen {
  name: string;
  /** Gets there from the shelf. */
  open: (page: Page) => Promise<void>;
}

/** Opens a saved game and takes the device past the hand-over screen, if there is one. */
async function play(page: Page, id: string) {
  await page.goto(`./#/play/${id}`);
  await expect(page.getByTestId('home')).toBeAttached();
  const reveal = page.getByTestId('reveal');
  if (await reveal.isVisible()) await reveal.click();
  await expect(page.getByTestId('handover')).toHaveCount(0);
}

export const SCREENS: Screen[] = [
  { name: 'the shelf and saved games', open: async () => {} },
  ...['abalone', 'abaku', 'summy', 'addique'].map((game) => ({
    name: `the ${game} new-game form`,
    open: async (page: Page) => {
      await page.getByTestId(`new-${game}`).click();
      await expect(page.getByTestId('new-game-form')).toBeVisible();
    },
  })),
  ...['abalone', 'abaku', 'summy', 'addique'].map((game) => ({
    name: `the ${game} game`,
    open: (page: Page) => play(page, game),
  })),
  {
    name: 'the hand-over screen',
    open: async (page) => {
      await page.goto('./#/play/abaku');
      await expect(page.getByTestId('handover')).toBeVisible();
    },
  },
  {
    name: 'a rules page',
    open: async (page) => {
      await play(page, 'summy');
      await page.getByTestId('rules').click();
      await expect(page.getByTestId('rules-dialog')).toBeVisible();
      // The rules come from the language's translation file, fetched on first use.
      await expect(page.getByTestId('rules-text').locator('p:not([role])').first()).toBeVisible();
    },
  },
  {
    name: 'a game shared as a link',
    open: async (page) => {
      await play(page, 'abalone');
      await page.getByTestId('share').click();
      const link = await page.getByTestId('share-link').inputValue();
      await page.goto(link);
      await expect(page.getByTestId('shared-game')).toBeVisible();
    },
  },
  {
    name: 'a game that is not there',
    open: async (page) => {
      await page.goto('./#/play/gone');
      await expect(page.locator('.missing')).toBeVisible();
      await expect(page.getByTestId('language')).toBeVisible();
    },
  },
  {
    name: 'the abalone position editor',
    open: async (page) => {
      await page.getByTestId('set-up-position').click();
      await expect(page.getByTestId('editor-board')).toBeVisible();
    },
  },
  {
    name: "an abalone game's position and moves",
    open: async (page) => {
      await play(page, 'abalone');
      await page.getByTestId('position-and-moves').click();
      await expect(page.getByTestId('export-dialog')).toBeVisible();
    },
  },
  {
    name: 'the share dialog',
    open: async (page) => {
      await play(page, 'addique');
      await page.getByTestId('share').click();
      await expect(page.getByTestId('share-dialog')).toBeVisible();
    },
  },
];
