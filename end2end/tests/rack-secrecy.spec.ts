// What pass-and-play keeps from the other people at the table: once a player has shown their
// rack, Undo cannot hand the device back to the player before with the rack they kept; and a
// share link or an exported file of a tile game in progress says that it shows every rack.
import type { Locator, Page } from '@playwright/test';
import { test, expect, downloadFrom, openMenu } from './fixtures';
import { TileGamePage } from './tile-game-page';
import { AddiquePage } from './addique-page';
import { AbalonePage } from './abalone-page';
import { expectAccessible } from './axe';

/** One tile game at the start of a two-person game, and what its players do in it. */
interface Table {
  /** Who plays the first turn, and who the second. */
  first: string;
  next: string;
  /** The Undo button's words once the next player has shown their rack. */
  ownUndo: string;
  /** Opens the fixture; the tiles or pieces on the table then and after the first turn. */
  open(): Promise<void>;
  placed: Locator;
  placedAtStart: number;
  placedAfterFirst: number;
  reveal(name: string): Promise<void>;
  hand(): Promise<string[]>;
  /** The first player's turn: a known legal move. */
  playFirst(): Promise<void>;
  /** The next player lays one tile, or chooses a piece, and `laid` shows it. */
  layOne(): Promise<void>;
  laid: Locator;
}

function abaku(page: Page): Table {
  // `abaku-two-players.json`: Eva starts with 4 7 2 4 1; 4 on the start square G8 and 2 after it make √4 = 2.
  const abaku = new TileGamePage(page, 'abaku');
  return {
    first: 'Eva',
    next: 'Adam',
    ownUndo: 'Undo laid tiles',
    open: () => abaku.open('abaku-two-players.json'),
    placed: abaku.board.locator('.tile.placed'),
    placedAtStart: 0,
    placedAfterFirst: 2,
    reveal: (name) => abaku.reveal(name),
    hand: () => abaku.rackTiles(),
    async playFirst() {
      await abaku.tap('4', 'G8');
      await abaku.tap('2', 'H8');
      await expect(page.getByTestId('play')).toHaveText('Play for 4 points');
      await page.getByTestId('play').click();
    },
    // Not the joker, which would ask for its digit.
    layOne: async () => abaku.tap((await abaku.rackTiles()).find((tile) => tile !== '*')!, 'A1'),
    laid: page.getByTestId('draft-tile'),
  };
}

function summy(page: Page): Table {
  // `summy-two-players.json`: Eva starts with 4 6 2 + 1 2 + 5; 2 + 2 = 4 goes round the = on M13.
  const summy = new TileGamePage(page, 'summy');
  return {
    first: 'Eva',
    next: 'Adam',
    ownUndo: 'Undo laid tiles',
    open: () => summy.open('summy-two-players.json'),
    placed: summy.board.locator('.tile.placed'),
    placedAtStart: 1,
    placedAfterFirst: 5,
    reveal: (name) => summy.reveal(name),
    hand: () => summy.rackTiles(),
    async playFirst() {
      await summy.tap('2', 'J13');
      await summy.tap('+', 'K13');
      await summy.tap('2', 'L13');
      await summy.tap('4', 'N13');
      await expect(page.getByTestId('play')).toHaveText('Play for 8 points');
      await page.getByTestId('play').click();
    },
    layOne: async () => summy.tap((await summy.rackTiles())[0], 'A1'),
    laid: page.getByTestId('draft-tile'),
  };
}

function addique(page: Page): Table {
  // `addique-two-players.json`: Eva's opening piece is in the centre; Adam plays first, 4752 at
  // -2,1 for 8, and Eva then holds 7128, 7425 and 3762.
  const addique = new AddiquePage(page);
  return {
    first: 'Adam',
    next: 'Eva',
    ownUndo: 'Undo chosen piece',
    open: () => addique.open('addique-two-players.json'),
    placed: addique.table.locator('.piece.placed'),
    placedAtStart: 1,
    placedAfterFirst: 2,
    reveal: (name) => addique.reveal(name),
    hand: () => addique.handPieces(),
    async playFirst() {
      await addique.piece('4752').click();
      await addique.ghost('-2,1').click();
      await expect(page.getByTestId('play')).toHaveText('Play for 8 points');
      await page.getByTestId('play').click();
    },
    layOne: () => addique.piece('7128').click(),
    laid: addique.hand.locator('[aria-pressed="true"]'),
  };
}

for (const [name, make] of Object.entries({ Abaku: abaku, Summy: summy, Addique: addique })) {
  test(`${name}: a turn comes back only from the hand-over; once the next player shows their rack, Undo is theirs alone`, async ({
    page,
  }) => {
    const table = make(page);
    const { first, next } = table;
    const handover = page.getByTestId('handover');
    const undo = page.getByTestId('undo');
    await table.open();
    await table.reveal(first);
    const kept = await table.hand();
    await table.playFirst();
    await expect(table.placed).toHaveCount(table.placedAfterFirst);

    // Before the next player shows their rack, the first can still take their turn back: the
    // device comes back to them, with their rack as it was.
    await expect(handover).toContainText(`Pass to ${next}`);
    await expect(page.getByTestId('handover-undo')).toHaveText(`Undo ${first}'s turn`);
    await page.getByTestId('handover-undo').click();
    await expect(handover).toContainText(`Pass to ${first}`);
    await expect(table.placed).toHaveCount(table.placedAtStart);
    await table.reveal(first);
    expect(await table.hand()).toEqual(kept);
    await expect(undo).toBeDisabled();

    // Redo plays the turn again, and the device goes on to the next player.
    await page.getByTestId('redo').click();
    await expect(handover).toContainText(`Pass to ${next}`);
    await expect(table.placed).toHaveCount(table.placedAfterFirst);

    // Once the next player has shown their rack, Undo offers only what they lay themselves.
    await table.reveal(next);
    await expect(undo).toHaveText(table.ownUndo);
    await expect(undo).toBeDisabled();
    await expect(page.getByTestId('redo')).toBeDisabled();
    await table.layOne();
    await expect(table.laid).toHaveCount(1);
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(table.laid).toHaveCount(0);
    await expect(undo).toBeDisabled();

    // The first player's turn stands: their rack never came back on screen.
    await expect(table.placed).toHaveCount(table.placedAfterFirst);
    await expect(handover).toHaveCount(0);
    await expect(page.getByTestId('status')).toContainText(`${next} to play`);
  });
}

const RACKS_WARNING =
  "This game is not over: this link reveals every player's rack and the order of the tiles left in the bag. Give it only to someone who may see them all.";

test('sharing a tile game in progress warns that the link shows every rack and the bag', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-mid-game.json');
  await page.getByTestId('reveal').click();
  await openMenu(page);
  await page.getByTestId('share').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('share-link')).toHaveValue(/#\/shared\//);
  const warning = dialog.getByTestId('reveals-hidden');
  await expect(warning).toHaveText(RACKS_WARNING);
  await expect(warning).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, 'the share dialog with its warning');
  await page.screenshot({ path: 'artifacts/share-warning-phone.png' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(warning).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'artifacts/share-warning-desktop.png' });
});

test('exporting a tile game in progress asks first, saying the file shows every hand and the pool', async ({ page }) => {
  const addique = new AddiquePage(page);
  await addique.open('addique-last-turn.json');
  await page.goto('./');
  await page.getByTestId('theme').selectOption('dark');
  const row = page.getByTestId('saved-game');
  await row.getByTestId('export').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog).toContainText('Export a game in progress');
  await expect(dialog.getByTestId('reveals-hidden')).toHaveText(
    "This game is not over: this file reveals every player's hand and the order of the pieces left in the pool. Give it only to someone who may see them all.",
  );
  await expectAccessible(page, 'the export dialog with its warning, dark theme');
  // Cancel leaves it there; Export downloads the game.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await row.getByTestId('export').click();
  const download = await downloadFrom(page, dialog.getByTestId('export-confirm'));
  expect(download.suggestedFilename()).toMatch(/^gameshelf-addique-eva-vs-adam-/);
  await expect(dialog).toHaveCount(0);

  // The game's own screen asks the same.
  await row.getByTestId('resume').click();
  await addique.reveal('Adam');
  await page.getByTestId('export').click();
  await expect(dialog.getByTestId('reveals-hidden')).toContainText("this file reveals every player's hand");
});

/** Shares the game on screen: the share dialog shows no warning; and exports it at once. */
async function sharedAndExportedFreely(page: Page, file: RegExp) {
  await page.getByTestId('share').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('share-link')).toHaveValue(/#\/shared\//);
  await expect(dialog.getByTestId('reveals-hidden')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  const download = await downloadFrom(page, page.getByTestId('export'));
  expect(download.suggestedFilename()).toMatch(file);
  await expect(page.getByTestId('export-dialog')).toHaveCount(0);
}

test('a finished tile game and Abalone are shared and exported without a warning', async ({ page }) => {
  // Addique's last piece, by the hint: the game is over.
  const addique = new AddiquePage(page);
  await addique.open('addique-last-turn.json');
  await addique.reveal('Adam');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('play')).toHaveText('Play for 39 points');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('winner')).toHaveText('Eva wins with 6904');
  await sharedAndExportedFreely(page, /^gameshelf-addique-eva-vs-adam-/);

  await new AbalonePage(page).startGame({ black: 'Eva', white: 'Adam' });
  await sharedAndExportedFreely(page, /^gameshelf-abalone-eva-vs-adam-/);
});
