// A whole turn fits on a phone (issue 16 §1): in portrait, the board, the rack (or Addique's
// hand), the live preview and Play are on screen together, unscrolled, and nothing makes the page
// wider than the phone, in any language; Abalone's board, the player to move and Undo too. The
// buttons, preferences, score sheet and move list are folded behind buttons there.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { TileGamePage } from './tile-game-page';
import { AddiquePage } from './addique-page';
import { AbalonePage } from './abalone-page';
import { seed } from './screens';

/** Each part wholly inside the window, the page unscrolled and no wider than the window. */
async function allOnScreen(page: Page, parts: Record<string, Locator>) {
  for (const [name, part] of Object.entries(parts)) {
    await expect(part, `${name} on screen`).toBeInViewport({ ratio: 1 });
  }
  const { scrollY, scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollY, 'the page is not scrolled').toBe(0);
  expect(scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(innerWidth);
}

/** Whether the text of `element` shows whole in it: a field's value or placeholder, a choice's
 * option, or its own text, measured in its font against the room its box leaves. */
async function whole(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const text =
      node instanceof HTMLSelectElement
        ? node.selectedOptions[0].text
        : node instanceof HTMLInputElement
          ? node.value || node.placeholder
          : node.textContent ?? '';
    const measure = document.createElement('canvas').getContext('2d')!;
    measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // A select's arrow takes about a line's height at its end.
    const arrow = node instanceof HTMLSelectElement ? parseFloat(style.fontSize) * 1.5 : 0;
    // A pixel's leeway: a box sized to its text rounds its width down.
    return measure.measureText(text).width <= room - arrow + 1 && node.scrollWidth <= node.clientWidth;
  });
}

/** The words of `labels` broken across two lines other than at a soft hyphen, as "name: word". */
async function brokenWords(labels: Locator): Promise<string[]> {
  return labels.evaluateAll((spans) =>
    spans.flatMap((span) => {
      const text = span.firstChild as Text;
      // The top of the character at `index`: a character just after a soft hyphen that ends a line
      // also reports the hyphen's box, before its own.
      const top = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const rects = [...range.getClientRects()];
        return rects[rects.length - 1].top;
      };
      const broken: string[] = [];
      let start = 0;
      for (const part of text.data.split(/[ \u00ad]/)) {
        if (part.length > 1 && top(start) !== top(start + part.length - 1)) broken.push(`${text.data}: ${part}`);
        start += part.length + 1;
      }
      return broken;
    }),
  );
}

/** Whether `part` lies wholly inside the table it is drawn on, as far as the table shows. */
async function withinTable(part: Locator): Promise<boolean> {
  return part.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const table = node.closest('svg')!.getBoundingClientRect();
    return box.left >= table.left && box.right <= table.right && box.top >= table.top && box.bottom <= table.bottom;
  });
}

test.describe('on a phone, 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [game, fixture, moves, points] of [
    ['abaku', 'abaku-two-players.json', [['4', 'G8'], ['2', 'H8']], 4],
    ['summy', 'summy-two-players.json', [['2', 'J13'], ['+', 'K13'], ['2', 'L13'], ['4', 'N13']], 8],
  ] as const) {
    test(`${game}: the board, the rack, the preview and Play share the screen through a turn`, async ({ page }) => {
      const tiles = new TileGamePage(page, game);
      await tiles.open(fixture);
      await tiles.reveal('Eva');
      const parts = { board: tiles.board, rack: tiles.rack, preview: tiles.preview, play: page.getByTestId('play') };
      await allOnScreen(page, parts);
      // The board opens zoomed in about its centre, a square a fingertip wide; the row and column
      // labels stay at the view's edges.
      const centre = (await tiles.square(moves[0][1]).boundingBox())!;
      expect(centre.width).toBeGreaterThanOrEqual(32);
      const label = tiles.board.locator('.coord').filter({ hasText: new RegExp(`^${moves[0][1][0]}$`) });
      await expect(label).toBeInViewport();
      const board = (await tiles.board.boundingBox())!;
      expect((await label.boundingBox())!.y).toBeGreaterThanOrEqual(board.y);
      for (const [tile, square] of moves) {
        await tiles.tile(tile).tap();
        await expect(tiles.tile(tile)).toHaveAttribute('aria-pressed', 'true');
        await allOnScreen(page, parts);
        await tiles.square(square).tap();
      }
      await expect(page.getByTestId('play')).toHaveText(`Play for ${points} points`);
      await allOnScreen(page, parts);
      // The whole board is a tap away.
      await page.getByTestId('zoom-fit').tap();
      await expect(page.getByTestId('zoom-fit')).toBeDisabled();
      expect((await tiles.square(moves[0][1]).boundingBox())!.width).toBeLessThan(centre.width);

      // The score sheet and the menu unfold on demand.
      await expect(page.getByTestId('sheet-row')).toHaveCount(0);
      await expect(page.getByTestId('rules')).toBeHidden();
      await page.getByTestId('fold-menu').tap();
      await expect(page.getByTestId('rules')).toBeVisible();
      await expect(page.getByTestId('language')).toBeVisible();
      await page.getByTestId('fold-menu').tap();
      await expect(page.getByTestId('rules')).toBeHidden();
      await page.getByTestId('play').tap();
      await tiles.reveal('Adam');
      await expect(page.getByTestId('legend')).toBeHidden();
      await page.getByTestId('fold-record').tap();
      await expect(page.getByTestId('fold-record')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('sheet-row')).toHaveCount(1);
      await expect(page.getByTestId('legend')).toBeVisible();
    });
  }

  test('addique: the table, the hand, the preview and Play share the screen through a turn', async ({ page }) => {
    const addique = new AddiquePage(page);
    await addique.open('addique-two-players.json');
    await addique.reveal('Adam');
    const parts = { table: addique.table, hand: addique.hand, preview: addique.preview, play: page.getByTestId('play') };
    await allOnScreen(page, parts);
    await addique.piece('4752').tap();
    await expect(addique.piece('4752')).toHaveAttribute('aria-pressed', 'true');
    await addique.ghost('-2,1').tap();
    await expect(addique.preview.getByTestId('equation')).toHaveCount(3);
    await allOnScreen(page, parts);
  });

  test('addique: late in a game, the table opens zoomed in, every spot a fingertip wide', async ({ page }) => {
    const addique = new AddiquePage(page);
    await addique.open('addique-last-turn.json');
    await addique.reveal('Adam');
    await addique.piece('8514').tap();
    const spots = addique.table.getByTestId('ghost');
    await expect(spots.first()).toBeAttached();
    for (const spot of await spots.all()) expect((await spot.boundingBox())!.width).toBeGreaterThanOrEqual(32);
    // The zoom buttons show the whole table, and a spot in view is played by a tap.
    await expect(page.getByTestId('zoom-fit')).toBeEnabled();
    const inView = spots.filter({ visible: true });
    let tapped = false;
    for (const spot of await inView.all()) {
      if (!(await withinTable(spot))) continue;
      await spot.tap();
      tapped = true;
      break;
    }
    expect(tapped, 'a spot in view').toBe(true);
    await expect(page.getByTestId('play')).toHaveText(/^Play for \d+ points?$/);
  });

  test('addique: a copy opens zoomed in about the last piece on its table, with no turn played', async ({ page }) => {
    const addique = new AddiquePage(page);
    // A game dealt at a distance, copied after 5 turns: its pieces run up and left from the first.
    await addique.open('addique-copy.json');
    await addique.reveal('Adam');
    await expect(page.getByTestId('zoom-fit')).toBeEnabled();
    await expect.poll(() => withinTable(addique.table.locator('[data-at="-10,-5"]'))).toBe(true);
    expect(await withinTable(addique.table.locator('[data-at="0,0"]')), 'the first piece, zoomed out of sight').toBe(false);
  });

  for (const players of [2, 4] as const) {
    test(`abalone, ${players} players: the board, the player to move and Undo share the screen from the start`, async ({ page }) => {
      const abalone = new AbalonePage(page);
      // The Start button is at the foot of the form: the game opens at the top all the same.
      await abalone.startGame({ players });
      const parts = { board: abalone.board, 'to move': page.getByTestId('to-move'), undo: page.getByTestId('undo') };
      await allOnScreen(page, parts);
      await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
      await expect(page.getByTestId('undo')).toBeEnabled();
      await allOnScreen(page, parts);
      // The move list unfolds under its button.
      await expect(page.getByTestId('move-list')).toBeHidden();
      await page.getByTestId('fold-record').tap();
      await expect(page.getByTestId('move-list')).toBeVisible();
    });
  }

  test('summy against a robot: the robots and who started come after Play', async ({ page }) => {
    // The robot starts or not; either way the person's turn has the whole screen it needs.
    await page.goto('./');
    await page.getByTestId('new-summy').tap();
    await page.getByTestId('seat-player-1').selectOption('strong');
    await page.getByTestId('start').tap();
    const tiles = new TileGamePage(page, 'summy');
    await expect(tiles.rack).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('start-draw')).toBeVisible();
    await allOnScreen(page, { board: tiles.board, rack: tiles.rack, preview: tiles.preview, play: page.getByTestId('play') });
  });

  for (const [tag, robots] of [
    ['en', ['Robot 2 (medium)', 'Robot 3 (strong)', 'Robot 4 (medium)']],
    ['de', ['Roboter 2 (mittel)', 'Roboter 3 (stark)', 'Roboter 4 (mittel)']],
  ] as const) {
    test(`${tag}: a robot's name shows whole on the new-game form and on the game's cards, the turn still on screen`, async ({ page }) => {
      await page.goto('./');
      // gloo-storage keeps values as JSON.
      await page.evaluate((tag) => localStorage.setItem('gameshelf.language', JSON.stringify(tag)), tag);
      await page.goto('./#/summy/new');
      await page.reload();
      await page.getByTestId('players-4').check({ force: true });
      for (const seat of [2, 3, 4]) await page.getByTestId(`seat-player-${seat}`).selectOption(seat === 3 ? 'strong' : 'medium');
      for (const [index, robot] of robots.entries()) {
        await expect(page.getByTestId(`name-${index + 2}`)).toHaveAttribute('placeholder', robot);
        expect(await whole(page.getByTestId(`name-${index + 2}`)), robot).toBe(true);
        expect(await whole(page.getByTestId(`seat-player-${index + 2}`)), robot).toBe(true);
      }
      await page.getByTestId('start').tap();
      const tiles = new TileGamePage(page, 'summy');
      // The robots may start: the person's turn comes.
      await expect(tiles.rack).toBeVisible({ timeout: 60_000 });
      const names = page.locator('.player-name');
      await expect(names).toHaveText([/\S/, ...robots]);
      for (const name of await names.all()) expect(await whole(name), await name.textContent()).toBe(true);
      await allOnScreen(page, { board: tiles.board, rack: tiles.rack, preview: tiles.preview, play: page.getByTestId('play') });
    });
  }

  test("abalone's form: no layout's name breaks inside a word, in any language, and a robot's choice shows whole", async ({ page }) => {
    for (const tag of ['en', 'fr', 'de', 'tr', 'cs']) {
      await page.goto('./');
      // gloo-storage keeps values as JSON.
      await page.evaluate((tag) => localStorage.setItem('gameshelf.language', JSON.stringify(tag)), tag);
      await page.goto('./#/abalone/new');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      const names = page.locator('.layout-option span');
      await expect(names).toHaveCount(15);
      if (tag === 'en') await expect(names.filter({ hasText: /^Checkerboard$/ })).toHaveCount(1);
      expect(await brokenWords(names), tag).toEqual([]);
      await page.getByTestId('seat-player-2').selectOption('medium');
      expect(await whole(page.getByTestId('seat-player-2')), tag).toBe(true);
    }
  });

  test('abalone: a saved game resumed from the shelf opens at the top', async ({ page }) => {
    await seed(page);
    await page.getByTestId('saved-game').filter({ hasText: 'Abalone' }).getByTestId('resume').tap();
    await expect(page.getByTestId('board')).toBeVisible();
    await allOnScreen(page, { board: page.getByTestId('board'), undo: page.getByTestId('undo') });
  });
});

test.describe('on a small phone, 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const tag of ['en', 'de', 'fr', 'cs', 'tr']) {
    test(`${tag}: the Abaku and Summy screens are no wider than the phone`, async ({ page }) => {
      await seed(page, { 'gameshelf.language': tag });
      for (const [game, centre] of [
        ['abaku', 'H8'],
        ['summy', 'M13'],
      ]) {
        await page.goto(`./#/play/${game}`);
        await expect(page.getByTestId(`${game}-game`)).toBeVisible();
        await expect(page.getByTestId('handover')).toBeVisible();
        await expectNoWiderThanWindow(page, `the hand-over of ${game}`);
        await page.getByTestId('reveal').tap();
        await expect(page.getByTestId('rack')).toBeVisible();
        await expectNoWiderThanWindow(page, `${game} in ${tag}`);
        // A tile laid, Play named with its points, the menu and the score sheet open.
        await page.getByTestId('rack-tile').first().tap();
        await page.getByTestId(`${game}-board`).locator(`[data-square="${centre}"]`).last().tap();
        await page.getByTestId('fold-menu').tap();
        await page.getByTestId('fold-record').tap();
        await expect(page.getByTestId('legend')).toBeVisible();
        await expectNoWiderThanWindow(page, `${game} in ${tag}, unfolded`);
      }
    });
  }
});

async function expectNoWiderThanWindow(page: Page, what: string) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], what).toBeLessThanOrEqual(widths[1]);
}

test('a four-player Abalone game keeps its replay buttons on a 1280x800 screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const abalone = new AbalonePage(page);
  await abalone.startGame({ players: 4 });
  for (const id of ['board', 'player-red', 'undo', 'first', 'last']) {
    await expect(page.getByTestId(id), id).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
});

test('a four-player Abalone game fits a 820x1180 tablet in portrait', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  const abalone = new AbalonePage(page);
  await abalone.startGame({ players: 4 });
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  for (const id of ['board', 'player-red', 'undo', 'move-list', 'first', 'last']) {
    await expect(page.getByTestId(id), id).toBeInViewport({ ratio: 1 });
  }
});
