// The library: exporting a saved game as a file and importing it back (file picker, paste, drop),
// refusals that change nothing, and "Export all" as a backup that restores every game.
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { test, expect, fixture, downloadFrom } from './fixtures';
import { AbalonePage } from './abalone-page';

/** A game of each kind, with its fixture. */
const GAMES = [
  { game: 'abalone', name: 'Abalone', file: 'abalone-one-push-from-win.json' },
  { game: 'abaku', name: 'Abaku', file: 'abaku-mid-game.json' },
  { game: 'summy', name: 'Summy', file: 'summy-mid-game.json' },
  { game: 'addique', name: 'Addique', file: 'addique-last-turn.json' },
];

/** Every Gameshelf key and its value, to compare storage before and after. */
function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('gameshelf.'))
        .sort()
        .map((key) => [key, localStorage.getItem(key) ?? '']),
    ),
  );
}

/** Opens the shelf with exactly these saves, by id. */
async function seed(page: Page, saves: Record<string, string>) {
  await page.goto('./');
  await page.evaluate((saves) => {
    localStorage.clear();
    for (const [id, record] of Object.entries(saves)) localStorage.setItem(`gameshelf.game.${id}`, record);
  }, saves);
  await page.reload();
  await expect(page.getByTestId('shelf')).toBeVisible();
}

async function downloadedText(download: Download): Promise<string> {
  return readFileSync(await download.path(), 'utf8');
}

/** With no save in storage, the shelf fetches no library: its import panel comes on request. */
async function showImport(page: Page) {
  await page.getByTestId('show-import').click();
  await expect(page.getByTestId('import-file')).toBeFocused();
}

/** Picks a file in the import panel, as a player would. */
async function pick(page: Page, name: string, text: string) {
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** What a game's screen says of it: the status line (tile games), or the move list and the
 * marbles pushed off (Abalone). */
async function screenSummary(page: Page, id: string): Promise<string> {
  await page.goto(`./#/play/${id}`);
  await expect(page.getByTestId('home')).toBeVisible();
  if ((await page.getByTestId('status').count()) > 0) return (await page.getByTestId('status').textContent()) ?? '';
  const moves = await page.getByTestId('move').count();
  const pushed = await page.getByTestId('pushed-off').allTextContents();
  return `${moves} moves, pushed off ${pushed.join('/')}`;
}

const savedRows = (page: Page) => page.getByTestId('saved-game');
const result = (page: Page) => page.getByTestId('import-result');

for (const { game, name, file } of GAMES) {
  test(`${name}: a game exports to a file that is already there, and imports back once it is gone`, async ({ page }) => {
    await seed(page, { original: fixture(file) });
    const stored = await page.evaluate(() => localStorage.getItem('gameshelf.game.original')!);
    const record = JSON.parse(stored);
    const before = await storage(page);

    // A tile game in progress first says that its file shows every rack (rack-secrecy.spec.ts).
    let exporting = savedRows(page).getByTestId('export');
    if (game !== 'abalone') {
      await exporting.click();
      exporting = page.getByTestId('export-confirm');
    }
    const download = await downloadFrom(page, exporting);
    const players = record.setup.players.map((player: string) => player.toLowerCase()).join('-vs-');
    expect(download.suggestedFilename()).toMatch(new RegExp(`^gameshelf-${game}-${players}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const text = await downloadedText(download);
    expect(text, 'pretty-printed').toContain('\n  "format": 1,');
    const exported = JSON.parse(text);
    expect(exported.game).toBe(game);
    expect(exported.format).toBe(record.format);
    expect(exported.setup).toEqual(record.setup);
    expect(exported.moves).toEqual(record.moves);
    expect(Object.keys(exported.tags), 'the save\'s tags are exported').toContain('saved');

    // The library holds it as far: nothing is imported.
    const title = `${name} · ${record.setup.players.join(' vs ')}`;
    await pick(page, download.suggestedFilename(), text);
    await expect(result(page)).toHaveText(`${title} is already in your saved games, as far as the file goes: nothing was imported.`);
    await expect(savedRows(page)).toHaveCount(1);
    expect(await storage(page), 'nothing changed').toEqual(before);

    // Gone from the library, it comes back as a new save, the same game.
    const summary = await screenSummary(page, 'original');
    await page.goto('./');
    await savedRows(page).getByTestId('delete').click();
    await expect(savedRows(page)).toHaveCount(0);
    await pick(page, download.suggestedFilename(), text);
    await expect(result(page)).toHaveText(`Imported ${title}.`);
    await expect(savedRows(page)).toHaveCount(1);
    const after = await storage(page);
    const copies = Object.keys(after).filter((key) => key.startsWith('gameshelf.game.'));
    expect(copies).toHaveLength(1);
    expect(copies[0]).not.toBe('gameshelf.game.original');
    const copy = JSON.parse(after[copies[0]]);
    expect(copy.moves).toEqual(record.moves);
    expect(copy.setup).toEqual(record.setup);
    expect(await screenSummary(page, copies[0].slice('gameshelf.game.'.length))).toBe(summary);
  });
}

test('a game screen exports the game on it', async ({ page }) => {
  // Abalone: the tile games first cover the screen with the hand-over to the player to move.
  await seed(page, { fixture: fixture('abalone-one-push-from-win.json') });
  await page.goto('./#/play/fixture');
  const download = await downloadFrom(page, page.getByTestId('export'));
  expect(download.suggestedFilename()).toMatch(/^gameshelf-abalone-ada-vs-grace-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await downloadedText(download));
  expect(exported.moves).toEqual(JSON.parse(fixture('abalone-one-push-from-win.json')).moves);
});

test('a pasted record is imported, and the text box emptied', async ({ page }) => {
  await seed(page, {});
  await showImport(page);
  await expect(page.getByTestId('import-paste')).toBeDisabled();
  await page.getByTestId('import-text').fill(fixture('abaku-mid-game.json'));
  await page.getByTestId('import-paste').click();
  await expect(result(page)).toHaveText('Imported Abaku · Eva vs Adam.');
  await expect(savedRows(page)).toHaveCount(1);
  await expect(page.getByTestId('import-text')).toHaveValue('');
  const keys = Object.keys(await storage(page));
  expect(keys).toHaveLength(1);
  await page.reload();
  await expect(savedRows(page), 'the import was stored').toHaveCount(1);
});

test('a file dropped on the saved games is imported', async ({ page }) => {
  await seed(page, {});
  await showImport(page);
  const section = page.getByTestId('saved-section');
  const dataTransfer = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'addique.json', { type: 'application/json' }));
    return data;
  }, fixture('addique-last-turn.json'));
  await section.dispatchEvent('dragover', { dataTransfer });
  await expect(section).toHaveClass(/dropping/);
  await section.dispatchEvent('drop', { dataTransfer });
  await expect(section).not.toHaveClass(/dropping/);
  await expect(result(page)).toHaveText('Imported Addique · Eva vs Adam.');
  await expect(savedRows(page)).toHaveCount(1);
  await expect(page.getByTestId('saved-game-status')).toContainText('46 moves');
});

test('bad files are refused with their reasons and change nothing', async ({ page }) => {
  await seed(page, { abaku: fixture('abaku-mid-game.json'), abalone: fixture('abalone-one-push-from-win.json') });
  const before = await storage(page);

  const illegal = JSON.parse(fixture('abaku-mid-game.json'));
  illegal.moves[6] = illegal.moves[0];
  const future = { ...JSON.parse(fixture('summy-mid-game.json')), format: 99 };
  const refusals: [string, string, RegExp][] = [
    ['corrupt.json', '{"format": 1, "game": "abaku", "setup": {', /^Nothing was imported: it is not a game record: /],
    ['notes.json', 'just some notes', /^Nothing was imported: it is not a game record: /],
    [
      'illegal.json',
      JSON.stringify(illegal),
      /^Nothing was imported: move 7 \(F8=1 G8=4 H8=2 I8=7\): Your rack holds no 2\.$/,
    ],
    ['future.json', JSON.stringify(future), /^Nothing was imported: it was written in format 99, which this version cannot read\.$/],
    [
      'future-backup.json',
      '{"gameshelf_backup": 7, "games": []}',
      /^Nothing was imported: this backup was written in backup format 7, which this version cannot read\.$/,
    ],
  ];
  for (const [name, text, message] of refusals) {
    await pick(page, name, text);
    await expect(result(page)).toHaveText(message);
    await expect(result(page)).toHaveClass(/warning/);
    await expect(savedRows(page)).toHaveCount(2);
    expect(await storage(page), `${name} changed nothing`).toEqual(before);
    // A fresh page, so that the next message is the next file's and not this one's still showing.
    await page.reload();
  }

  // Pasted text goes the same way.
  await page.getByTestId('import-text').fill(JSON.stringify(illegal));
  await page.getByTestId('import-paste').click();
  await expect(result(page)).toContainText('move 7 (F8=1 G8=4 H8=2 I8=7)');
  await expect(page.getByTestId('import-text'), 'the text is kept to fix').not.toHaveValue('');
  expect(await storage(page)).toEqual(before);
});

test('export all warns of the tile games in progress, then restores every game; restored again, nothing changes', async ({ page }) => {
  const saves = Object.fromEntries(GAMES.map(({ game, file }) => [game, fixture(file)]));
  await seed(page, saves);
  await expect(savedRows(page)).toHaveCount(4);
  const statuses = (await page.getByTestId('saved-game-status').allTextContents()).sort();

  // The three tile games are in progress: the backup would show their racks and bags.
  await page.getByTestId('export-all').click();
  const warning = page.getByTestId('backup-dialog');
  await expect(warning.getByRole('heading')).toHaveText('Export a backup of every game');
  await expect(warning.getByTestId('backup-reveals').locator('li')).toHaveText([
    "Abaku, 1 game in progress: every player's rack and the order of the tiles left in the bag",
    "Summy, 1 game in progress: every player's rack and the order of the tiles left in the stock",
    "Addique, 1 game in progress: every player's hand and the order of the pieces left in the pool",
  ]);
  // Cancel downloads nothing.
  let downloads = 0;
  page.on('download', () => downloads++);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toHaveCount(0);
  await page.getByTestId('export-all').click();
  const download = await downloadFrom(page, page.getByTestId('export-all-confirm'));
  await expect(warning).toHaveCount(0);
  expect(downloads, 'only the confirmed export downloads').toBe(1);
  expect(download.suggestedFilename()).toMatch(/^gameshelf-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const backup = await downloadedText(download);
  const parsed = JSON.parse(backup);
  expect(parsed.gameshelf_backup).toBe(1);
  expect(parsed.games.map((record: { game: string }) => record.game).sort()).toEqual(
    GAMES.map(({ game }) => game).sort(),
  );
  for (const record of parsed.games) {
    expect(record.moves).toEqual(JSON.parse(saves[record.game]).moves);
  }

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(savedRows(page)).toHaveCount(0);
  await expect(page.getByTestId('export-all'), 'nothing to back up').toBeDisabled();

  await showImport(page);
  await pick(page, download.suggestedFilename(), backup);
  await expect(result(page)).toHaveText('From the backup: 4 new games.');
  await expect(savedRows(page)).toHaveCount(4);
  expect((await page.getByTestId('saved-game-status').allTextContents()).sort()).toEqual(statuses);
  const restored = await storage(page);
  expect(Object.keys(restored)).toHaveLength(4);
  for (const value of Object.values(restored)) {
    const record = JSON.parse(value);
    expect(record.moves).toEqual(JSON.parse(saves[record.game]).moves);
  }

  // Restoring the same backup again: every game is there already, and nothing changes.
  await pick(page, 'again.json', backup);
  await expect(result(page)).toHaveText('Nothing new: all 4 games in this backup are already in your saved games.');
  await expect(savedRows(page)).toHaveCount(4);
  expect(await storage(page)).toEqual(restored);
  await page.reload();
  await expect(savedRows(page)).toHaveCount(4);
});

test('a backup from further on updates the saves in place; a game that went another way is added', async ({ page }) => {
  // Eva and Adam's Summy game, dated as every save of this app is, four turns from its end.
  const full = JSON.parse(fixture('summy-mid-game.json'));
  full.tags = { started: '1790000000000', saved: '1790000600000' };
  const earlier = { ...full, moves: full.moves.slice(0, -2), tags: { ...full.tags, title: 'Our long game' } };
  const forked = { ...full, moves: [...full.moves.slice(0, -1), 'pass'] };
  await seed(page, { ours: JSON.stringify(earlier) });
  await page.evaluate(() => localStorage.setItem('gameshelf.draft.ours', 'a turn laid on the earlier position'));
  await expect(savedRows(page)).toHaveCount(1);
  await expect(page.getByTestId('saved-game-status')).toContainText(`${earlier.moves.length} moves`);

  await page.getByTestId('import-text').fill(JSON.stringify({ gameshelf_backup: 1, games: [full, forked] }));
  await page.getByTestId('import-paste').click();
  await expect(result(page)).toHaveText('From the backup: 1 new game and 1 game brought up to its later moves.');
  await expect(savedRows(page)).toHaveCount(2);
  const after = await storage(page);
  const updated = JSON.parse(after['gameshelf.game.ours']);
  expect(updated.moves, 'the save keeps its place and takes the later moves').toEqual(full.moves);
  expect(updated.tags.title, 'and its own name, the backup giving none').toBe('Our long game');
  expect(after['gameshelf.draft.ours'], 'the turn laid on the earlier position is dropped').toBeUndefined();
  const added = Object.keys(after).filter((key) => key.startsWith('gameshelf.game.') && key !== 'gameshelf.game.ours');
  expect(added).toHaveLength(1);
  expect(JSON.parse(after[added[0]]).moves).toEqual(forked.moves);

  // A single game's file, further on again, updates the save; the earlier one is already there.
  const later = { ...full, moves: [...full.moves, 'pass'] };
  await page.getByTestId('import-text').fill(JSON.stringify(later));
  await page.getByTestId('import-paste').click();
  await expect(result(page)).toHaveText('Updated Summy · Eva vs Adam with the later moves in the file.');
  await expect(savedRows(page)).toHaveCount(2);
  expect(JSON.parse((await storage(page))['gameshelf.game.ours']).moves).toEqual(later.moves);
  await page.getByTestId('import-text').fill(JSON.stringify(earlier));
  await page.getByTestId('import-paste').click();
  await expect(result(page)).toHaveText('Summy · Eva vs Adam is already in your saved games, as far as the file goes: nothing was imported.');
  expect(JSON.parse((await storage(page))['gameshelf.game.ours']).moves, 'never taken back').toEqual(later.moves);
});

test('a backup restores its good games and lists the refused ones', async ({ page }) => {
  await seed(page, { kept: fixture('summy-mid-game.json') });
  const before = await storage(page);
  const illegal = JSON.parse(fixture('abaku-mid-game.json'));
  illegal.moves[6] = illegal.moves[0];
  const backup = {
    gameshelf_backup: 1,
    games: [JSON.parse(fixture('abalone-one-push-from-win.json')), illegal, { format: 99, game: 'summy' }],
  };
  await page.getByTestId('import-text').fill(JSON.stringify(backup));
  await page.getByTestId('import-paste').click();
  await expect(result(page).locator('p')).toHaveText([
    'From the backup: 1 new game.',
    'Game 2 in the backup was not restored: move 7 (F8=1 G8=4 H8=2 I8=7): Your rack holds no 2.',
    'Game 3 in the backup was not restored: it was written in format 99, which this version cannot read.',
  ]);
  await expect(savedRows(page)).toHaveCount(2);
  const after = await storage(page);
  expect(after['gameshelf.game.kept']).toBe(before['gameshelf.game.kept']);
  expect(Object.keys(after)).toHaveLength(2);
});

test('screenshots: the saved games with the import panel', async ({ page }) => {
  await seed(page, {
    abaku: fixture('abaku-mid-game.json'),
    summy: fixture('summy-mid-game.json'),
  });
  await page.getByTestId('import-text').fill('{"format": 1, "game": "abaku"');
  await page.getByTestId('import-paste').click();
  await expect(result(page)).toBeVisible();
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['tablet', 820, 1180],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByTestId('saved-section').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `artifacts/library-${label}.png` });
  }
});

test('the library shows each position, filters, duplicates, and deletes with a moment to undo', async ({ page }) => {
  await seed(page, Object.fromEntries(GAMES.map(({ game, file }) => [game, fixture(file)])));
  const rows = page.getByTestId('saved-game');
  await expect(rows).toHaveCount(4);
  // Every row draws its own position: Abalone's marbles, the tile games' covered squares, the
  // Addique table's 47 pieces.
  for (const row of await rows.all()) await expect(row.locator('.saved-thumb svg')).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Addique' }).locator('.saved-thumb .piece')).toHaveCount(47);
  await expect(rows.filter({ hasText: 'Abaku' }).locator('.saved-thumb .tile-square')).not.toHaveCount(0);
  await expect(page.getByTestId('storage-persistence')).toContainText('saved games');

  // Filters by game and by state.
  await page.getByTestId('filter-game').selectOption('summy');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Summy');
  await page.getByTestId('filter-state').selectOption('finished');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No saved game matches these filters.')).toBeVisible();
  await page.getByTestId('filter-game').selectOption('');
  await page.getByTestId('filter-state').selectOption('playing');
  await expect(rows).toHaveCount(4);

  // A duplicate is the same game under a new key.
  const before = await storage(page);
  await rows.filter({ hasText: 'Abaku' }).getByTestId('duplicate').click();
  await expect(rows.filter({ hasText: 'Abaku' })).toHaveCount(2);
  const after = await storage(page);
  const added = Object.keys(after).filter((key) => !(key in before));
  expect(added).toHaveLength(1);
  expect(JSON.parse(after[added[0]]).moves).toEqual(JSON.parse(before['gameshelf.game.abaku']).moves);

  // Delete is at once, with an undo that brings the game back as it was.
  await rows.filter({ hasText: 'Summy' }).getByTestId('delete').click();
  await expect(rows).toHaveCount(4);
  expect(await storage(page)).not.toHaveProperty('gameshelf.game.summy');
  await expect(page.getByTestId('undo-delete')).toContainText('Deleted Summy');
  await page.getByTestId('undo-delete-button').click();
  await expect(rows).toHaveCount(5);
  expect(JSON.parse((await storage(page))['gameshelf.game.summy']).moves).toEqual(JSON.parse(before['gameshelf.game.summy']).moves);
  // Left alone, the undo goes away and the deletion stands.
  await rows.filter({ hasText: 'Addique' }).getByTestId('delete').click();
  await expect(page.getByTestId('undo-delete')).toBeVisible();
  await expect(page.getByTestId('undo-delete')).toHaveCount(0, { timeout: 60_000 });
  await page.reload();
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Addique' })).toHaveCount(0);
});

test('a game shared as a link opens in a fresh browser and goes on there as a copy', async ({ page, browser, baseURL }) => {
  await seed(page, { abaku: fixture('abaku-mid-game.json') });
  const original = await screenSummary(page, 'abaku');
  // The hand-over covers the screen until the player to move holds the device.
  await page.getByTestId('reveal').click();
  await page.getByTestId('share').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/#\/shared\/[A-Za-z0-9_-]+$/);
  // Deflated and encoded: the record is not in the link as text.
  expect(link).not.toContain('moves');

  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other.getByTestId('shared-game')).toContainText('Abaku');
  await expect(other.getByTestId('shared-board').locator('svg')).toHaveCount(1);
  // Its moves can be stepped through before going on, by the replay bar and by the keys.
  const step = other.getByTestId('shared-step');
  const moves = Number((await step.textContent())!.match(/of (\d+)$/)![1]);
  await expect(step).toHaveText(`Viewing move ${moves} of ${moves}`);
  const tiles = other.getByTestId('shared-board').locator('.tile-square');
  const all = await tiles.count();
  expect(all).toBeGreaterThan(0);
  await expect(other.getByTestId('next')).toBeDisabled();
  await other.getByTestId('first').click();
  await expect(step).toHaveText(`Viewing move 0 of ${moves}`);
  await expect(tiles).toHaveCount(0);
  await other.keyboard.press('ArrowRight');
  await expect(step).toHaveText(`Viewing move 1 of ${moves}`);
  const first = await tiles.count();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThan(all);
  await other.getByTestId('next').click();
  await expect(step).toHaveText(`Viewing move 2 of ${moves}`);
  await other.keyboard.press('ArrowLeft');
  await expect(step).toHaveText(`Viewing move 1 of ${moves}`);
  await expect(tiles).toHaveCount(first);
  await other.keyboard.press('End');
  await expect(step).toHaveText(`Viewing move ${moves} of ${moves}`);
  await expect(tiles).toHaveCount(all);
  // Nothing is stored until the player chooses to go on.
  expect(await other.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('gameshelf.game.')))).toEqual([]);
  await other.getByTestId('continue-copy').click();
  await expect(other.getByTestId('status')).toHaveText(original);
  expect(await other.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('gameshelf.game.')))).toHaveLength(1);

  // A link cut short says so.
  await other.goto(link.slice(0, link.length - 12));
  await expect(other.getByTestId('share-error')).toBeVisible();
  await elsewhere.close();
});

test('a saved game keeps the name it is given, through moves, reloads and exports', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame({ black: 'Eva', white: 'Adam' });
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await page.getByTestId('home').click();
  const row = page.getByTestId('saved-game');
  await expect(row.getByTestId('saved-game-title')).toHaveText('Abalone · Eva vs Adam');

  await row.getByTestId('rename').click();
  await row.getByTestId('rename-input').fill('  Sunday final ');
  await row.getByTestId('rename-save').click();
  await expect(row.getByTestId('saved-game-title')).toHaveText('Sunday final');

  // A move on the game's screen saves it under the same name.
  await row.getByTestId('resume').click();
  await abalone.play(['G5'], 'G5F5');
  await page.getByTestId('home').click();
  await page.reload();
  await expect(row.getByTestId('saved-game-title')).toHaveText('Sunday final');
  await expect(row).toContainText('2 moves');
  const exported = JSON.parse(await downloadedText(await downloadFrom(page, row.getByTestId('export'))));
  expect(exported.tags.title).toBe('Sunday final');

  // An empty name gives the game back its usual title.
  await row.getByTestId('rename').click();
  await row.getByTestId('rename-input').fill('');
  await row.getByTestId('rename-save').click();
  await page.reload();
  await expect(row.getByTestId('saved-game-title')).toHaveText('Abalone · Eva vs Adam');
});

test('a renamed game is deleted under its own name', async ({ page }) => {
  const abalone = new AbalonePage(page);
  await abalone.startGame({ black: 'Eva', white: 'Adam' });
  await page.getByTestId('home').click();
  const row = page.getByTestId('saved-game');
  await row.getByTestId('rename').click();
  await row.getByTestId('rename-input').fill('Sunday final');
  await row.getByTestId('rename-save').click();
  await row.getByTestId('delete').click();
  await expect(page.getByTestId('undo-delete')).toContainText('Deleted “Sunday final”.');
  // Brought back, it keeps the name.
  await page.getByTestId('undo-delete-button').click();
  await expect(row.getByTestId('saved-game-title')).toHaveText('Sunday final');
});

/** Whether the page is no wider than its viewport: nothing on it stretches the screen. */
function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Each stored game's setup and moves, by key: what must come back after an undo. */
async function gamesStored(page: Page): Promise<Record<string, { setup: unknown; moves: string[] }>> {
  const stored = await storage(page);
  return Object.fromEntries(
    Object.entries(stored)
      .filter(([key]) => key.startsWith('gameshelf.game.'))
      .map(([key, value]) => {
        const { setup, moves } = JSON.parse(value);
        return [key, { setup, moves }];
      }),
  );
}

for (const count of [2, 3]) {
  test(`${count} games deleted in a row can each be brought back, with their moves`, async ({ page }) => {
    await seed(page, Object.fromEntries(GAMES.map(({ game, file }) => [game, fixture(file)])));
    const rows = savedRows(page);
    await expect(rows).toHaveCount(4);
    const before = await gamesStored(page);
    const doomed = GAMES.slice(0, count);

    for (const { name } of doomed) await rows.filter({ hasText: name }).getByTestId('delete').click();
    await expect(rows).toHaveCount(4 - count);
    const notices = page.getByTestId('undo-delete');
    await expect(notices, 'one notice, with its own undo, for each game deleted').toHaveCount(count);
    for (const { game, name } of doomed) {
      await expect(notices.filter({ hasText: `Deleted ${name}` })).toHaveCount(1);
      expect(await storage(page)).not.toHaveProperty(`gameshelf.game.${game}`);
    }

    // Brought back in another order than deleted: the first deletion last.
    for (const { name } of [...doomed.slice(1), doomed[0]]) {
      await notices.filter({ hasText: `Deleted ${name}` }).getByTestId('undo-delete-button').click();
      await expect(notices.filter({ hasText: `Deleted ${name}` })).toHaveCount(0);
    }
    await expect(notices).toHaveCount(0);
    await expect(rows).toHaveCount(4);
    expect(await gamesStored(page), 'every game is stored again, with its setup and moves').toEqual(before);
    await page.reload();
    await expect(rows).toHaveCount(4);
    for (const { name } of GAMES) await expect(rows.filter({ hasText: name })).toHaveCount(1);
  });
}

test('an imported name longer than a form allows is refused in a short message, and nothing widens the shelf', async ({ page }) => {
  await seed(page, { kept: fixture('abaku-mid-game.json') });
  const before = await storage(page);
  await expect(page.getByTestId('import-file')).toBeAttached();
  const record = () => JSON.parse(fixture('abaku-mid-game.json'));

  const long = record();
  long.setup.players[1] = 'N'.repeat(200);
  const huge = record();
  huge.setup.players[0] = 'M'.repeat(2_500_000);
  const renamed = record();
  renamed.tags = { ...renamed.tags, title: 'T'.repeat(200) };
  const refusals: [string, object, string][] = [
    ['long.json', long, "Nothing was imported: player 2's name is 200 characters long, and a name may have at most 40."],
    ['huge.json', huge, "Nothing was imported: player 1's name is 2,500,000 characters long, and a name may have at most 40."],
    ['renamed.json', renamed, "Nothing was imported: the game's name is 200 characters long, and it may have at most 60."],
  ];
  for (const [name, contents, message] of refusals) {
    await pick(page, name, JSON.stringify(contents));
    await expect(result(page)).toHaveText(message);
    await expect(result(page)).toHaveClass(/warning/);
    await expect(savedRows(page)).toHaveCount(1);
    expect(await storage(page), `${name} changed nothing`).toEqual(before);
    expect(await fitsTheScreen(page), `${name}: the shelf is no wider than the screen`).toBe(true);
    await page.reload();
  }

  // A name as long as the form allows comes in.
  const longest = record();
  longest.setup.players[1] = 'W'.repeat(40);
  await pick(page, 'longest.json', JSON.stringify(longest));
  await expect(result(page)).toHaveText(`Imported Abaku · Eva vs ${'W'.repeat(40)}.`);
  await expect(savedRows(page)).toHaveCount(2);
  await page.getByTestId('new-abaku').click();
  await expect(page.getByTestId('name-1'), 'the form stops at the same length').toHaveAttribute('maxlength', '40');
});

test('long names already saved never widen the shelf, the notices or a game screen', async ({ page }) => {
  // As an import before names were limited could have left them: 200 characters, no space.
  const saves = Object.fromEntries(
    GAMES.map(({ game, file }, index) => {
      const record = JSON.parse(fixture(file));
      record.setup.players = record.setup.players.map((_: string, seat: number) => `${'ABCD'[index]}${seat}`.repeat(100));
      record.tags = { ...record.tags, title: index === 0 ? undefined : 'T'.repeat(200) };
      return [game, JSON.stringify(record)];
    }),
  );
  await seed(page, saves);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto('./');
    await expect(savedRows(page)).toHaveCount(4);
    expect(await fitsTheScreen(page), `the shelf at ${width} px`).toBe(true);
    // The notice of a deletion names the players.
    await savedRows(page).filter({ hasText: 'Abalone' }).getByTestId('delete').click();
    await expect(page.getByTestId('undo-delete')).toContainText('A0'.repeat(100));
    expect(await fitsTheScreen(page), `the undo notice at ${width} px`).toBe(true);
    await page.getByTestId('undo-delete-button').click();
    await expect(savedRows(page)).toHaveCount(4);

    for (const { game, name } of GAMES) {
      await page.goto(`./#/play/${game}`);
      // The tile games first hand the device over, by name.
      if (game !== 'abalone') {
        await expect(page.getByTestId('handover')).toBeVisible();
        expect(await fitsTheScreen(page), `${name}'s hand-over at ${width} px`).toBe(true);
        await page.getByTestId('reveal').click();
      }
      await expect(page.getByTestId(game === 'abalone' ? 'board' : 'status')).toBeVisible();
      await expect(page.getByTestId('handover')).toHaveCount(0);
      expect(await fitsTheScreen(page), `${name}'s screen at ${width} px`).toBe(true);
    }
  }
});

/** Fills this origin's localStorage until it refuses even a character more. */
async function fillStorage(page: Page) {
  await page.evaluate(() => {
    let size = 1 << 20;
    for (let index = 0; size >= 1; ) {
      try {
        localStorage.setItem(`filler.${index}`, 'x'.repeat(size));
        index += 1;
      } catch (error) {
        if ((error as DOMException).name !== 'QuotaExceededError') throw error;
        size = Math.floor(size / 2);
      }
    }
  });
}

test('with storage full, the shelf and the new-game form say a new game would not be kept; it can still be played', async ({ page }) => {
  await seed(page, { old: fixture('abalone-one-push-from-win.json') });
  const warning = page.getByTestId('not-kept-warning');
  await expect(warning, 'no warning while there is room').toHaveCount(0);
  await fillStorage(page);
  await page.reload();
  await expect(warning).toHaveText(
    "The browser's storage is full, so a new game would not be saved and would be lost when this page is closed or reloaded. To make room, delete old games; export them first to keep a copy.",
  );
  await page.getByTestId('new-abaku').click();
  await expect(page.getByTestId('new-game-form').getByTestId('not-kept-warning')).toContainText('storage is full');
  await page.getByTestId('new-game-form').getByRole('button', { name: 'Back' }).click();

  // The player goes on anyway: the game is played, and its screen warns too.
  await page.getByTestId('new-abalone').click();
  await expect(page.getByTestId('new-game-form').getByTestId('not-kept-warning')).toBeVisible();
  await page.getByTestId('start').click();
  const abalone = new AbalonePage(page);
  await expect(page.getByTestId('storage-warning')).toContainText('storage is full');
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  expect(await abalone.moves()).toEqual(['A5B5']);

  // Deleting an old game makes room, and the shelf says so at once.
  await page.getByTestId('home').click();
  await expect(warning).toBeVisible();
  await savedRows(page).getByTestId('delete').click();
  await expect(warning).toHaveCount(0);
});

test('a save that cannot be read downloads exactly as kept, and stays kept', async ({ page }) => {
  const broken = '{"format": 1,\n  "game": "abalone",\n  "setup": {"players": ["Zoë", "Ada"';
  await page.goto('./');
  await page.evaluate((broken) => {
    localStorage.clear();
    localStorage.setItem('gameshelf.game.broken', broken);
  }, broken);
  await page.reload();
  const notice = page.getByTestId('unreadable-saves');
  await expect(notice).toContainText('"gameshelf.unreadable.broken"');
  await expect(notice).toContainText('Download each one to repair it');

  const download = await downloadFrom(page, notice.getByTestId('download-unreadable'));
  expect(download.suggestedFilename()).toBe('gameshelf-unreadable-broken.json');
  expect(await downloadedText(download), 'the text exactly as kept').toBe(broken);
  expect(await storage(page)).toEqual({ 'gameshelf.unreadable.broken': broken });
  await expect(notice.getByTestId('download-unreadable')).toHaveCount(1);
  await page.reload();
  await expect(notice, 'still listed after a reload').toContainText('"gameshelf.unreadable.broken"');

  // Deleting it is still the player's choice.
  await notice.getByTestId('discard-unreadable').click();
  await expect(notice).toHaveCount(0);
  expect(await storage(page)).toEqual({});
});

test('with storage too full to set it aside, a save that cannot be read is still reported where it is, and downloads', async ({ page }) => {
  const broken = '{"format": 1, "game": "summy", "setup": {';
  await page.goto('./');
  await page.evaluate((broken) => {
    localStorage.clear();
    localStorage.setItem('gameshelf.game.broken', broken);
  }, broken);
  await fillStorage(page);
  await page.reload();
  const notice = page.getByTestId('unreadable-saves');
  await expect(notice).toContainText('kept, unchanged, under "gameshelf.game.broken"');
  const download = await downloadFrom(page, notice.getByTestId('download-unreadable'));
  expect(download.suggestedFilename()).toBe('gameshelf-unreadable-broken.json');
  expect(await downloadedText(download)).toBe(broken);
  expect((await storage(page))['gameshelf.game.broken']).toBe(broken);
});

test('screenshots: the shelf warning that storage is full, and a save that cannot be read', async ({ page }) => {
  await page.goto('./');
  await page.evaluate((record) => {
    localStorage.clear();
    localStorage.setItem('gameshelf.game.kept', record);
    localStorage.setItem('gameshelf.game.broken', '{"format": 1, "game": "abalone", "setup": {');
  }, fixture('summy-mid-game.json'));
  await fillStorage(page);
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await expect(page.getByTestId('not-kept-warning')).toBeVisible();
    await expect(page.getByTestId('download-unreadable')).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.screenshot({ path: `artifacts/storage-warnings-${label}.png` });
  }
});
