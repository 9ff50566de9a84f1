// Each game's screen and new-game form are a wasm chunk of the game's own
// (scripts/split-wasm.py; a tile game's screen at a distance is another, `abaku_at_a_distance`
// and the like): the shelf loads without any, each arrives when first opened, and a
// chunk that does not arrive is explained, with a retry, while the saved game stays as it was.
// The first screen or form opened also fetches its words in the language in use, once: the
// game's own (`phrases_summy_en`, compiled by build.rs, src/i18n/files.rs), and for a tile game
// those of the tile games' shared screens (`phrases_tiles_en`), no other game's. The
// library (what reads the saved games, with every game's engine) is a chunk too, which the shelf
// asks for when storage holds a save, and so is reading a save for a game's page (`saves`),
// reading the robots' answers (`robot_answers`) and their line in the panel (`robot_bar`), which
// a game between people never needs, the review after a game (`review`), fetched when one is
// started, what sends a game on as a link or a file (`sharing`), fetched at the first Share
// or Export, a new-game form's seats at a distance (`remote_seats`), fetched when its switch is
// first turned on, and Abaku's joker picker (`abaku_joker`), fetched when a joker is first laid.
// So is what loads all of them (scripts/lazy_loader.py), once the app has started.
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { AbalonePage } from './abalone-page';
import { downloadFrom, expect, fixture, openSaved, test } from './fixtures';
import { startWithRobots } from './robots-page';
import { finishSummy, TileGamePage } from './tile-game-page';

// What the network sends, not what the service worker kept from an earlier load.
test.use({ serviceWorkers: 'block' });

const CHUNK = /\/split_(\w+)-[0-9a-f]{16}\.wasm$/;

/** The split points whose chunks the page asks for from now on, by name, in order. */
function chunksFetched(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const chunk = CHUNK.exec(new URL(request.url()).pathname);
    if (chunk) names.push(chunk[1]);
  });
  return names;
}

test("the shelf needs no game screen, and opening a game fetches its screen and no other game's", async ({ page }) => {
  const screens = chunksFetched(page);
  await page.goto('./');
  await expect(page.getByTestId('shelf')).toBeVisible();
  // With no save in storage, not even the library's chunk: the saved games say so at once.
  await expect(page.getByTestId('saved-section')).toContainText('No saved games yet');
  expect(screens).toEqual([]);

  await openSaved(page, 'abaku-mid-game.json');
  await expect(page.getByTestId('abaku-board')).toBeVisible();
  // The save read by the chunk that reads saves, then the game's screen.
  expect(screens.sort()).toEqual(['abaku', 'phrases_abaku_en', 'phrases_tiles_en', 'saves']);

  // Back on the shelf, the library's chunk reads the save and lists it.
  await page.goBack();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
  expect(screens.filter((name) => name === 'library')).toEqual(['library']);
});

test("a new-game form comes with its game's screen, so starting the game fetches no chunk", async ({ page }) => {
  const chunks = chunksFetched(page);
  await page.goto('./');
  await page.getByTestId('new-summy').click();
  await expect(page.getByTestId('start')).toBeVisible();
  expect([...chunks].sort()).toEqual(['phrases_summy_en', 'phrases_tiles_en', 'summy']);

  // The new game is handed to its screen as it is: nothing to read back from storage.
  await page.getByTestId('start').click();
  await expect(page.getByTestId('summy-board')).toBeVisible();
  expect(chunks).toHaveLength(3);
});

// What `make size` counts as a game's first opening (scripts/openings.py, from the build's
// chunk graph) is what a browser fetches: the same .wasm files, no more, no fewer.
const dist = resolve(__dirname, '..', process.env.E2E_DIST ?? '../dist');
const OPENINGS: Record<string, string[]> = JSON.parse(
  execFileSync('python3', [resolve(__dirname, '..', '..', 'scripts', 'openings.py'), '--files', dist], { encoding: 'utf8' }),
);
const BOARDS: Record<string, string> = { abaku: 'abaku-board', abalone: 'board', addique: 'addique-table', summy: 'summy-board' };

for (const game of Object.keys(BOARDS)) {
  test(`opening ${game} the first time fetches the files make size counts for it`, async ({ page }) => {
    await page.goto('./');
    await expect(page.getByTestId('shelf')).toBeVisible();
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop()!;
      if (name.endsWith('.wasm')) fetched.add(name);
    });
    await page.getByTestId(`new-${game}`).click();
    await page.getByTestId('start').click();
    await expect(page.getByTestId(BOARDS[game])).toBeVisible();
    expect([...fetched].sort()).toEqual(OPENINGS[game]);
  });
}

test('the shelf is drawn without the library; a library that does not arrive says so, and arrives on Try again', async ({ page }) => {
  const library = /\/split_library-[0-9a-f]{16}\.wasm$/;
  await page.route(library, (route) => route.abort('internetdisconnected'));
  await page.goto('./');
  await page.evaluate((record) => localStorage.setItem('gameshelf.game.kept', record), fixture('summy-mid-game.json'));
  await page.reload();
  await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText(
    'Your saved games could not be shown. Check the connection and try again: they are safe.',
  );
  // The shelf works meanwhile: a new game's form opens.
  await expect(page.getByTestId('new-abaku')).toBeEnabled();
  await expect(page.getByTestId('saved-game')).toHaveCount(0);

  await page.unroute(library);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a new-game form that does not arrive says so, and arrives on Try again', async ({ page }) => {
  await page.route(CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('./');
  await page.getByTestId('new-abaku').click();
  await expect(page.getByRole('alert')).toHaveText('This page could not be loaded. Check the connection and try again.');
  // The language and theme once, as on any page but a game's.
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(1);

  await page.unroute(CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('start')).toBeVisible();
});

test("a new-game form whose chunks' loader does not arrive says so, and arrives on Try again", async ({ page }) => {
  // The loader of every chunk (scripts/lazy_loader.py), which the shelf does not wait for.
  const loader = /\/wasm-split-[0-9a-f]{16}\.js$/;
  await page.route(loader, (route) => route.abort('internetdisconnected'));
  await page.goto('./');
  await expect(page.getByTestId('shelf')).toBeVisible();
  await page.getByTestId('new-abaku').click();
  await expect(page.getByRole('alert')).toHaveText('This page could not be loaded. Check the connection and try again.');

  await page.unroute(loader);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('start')).toBeVisible();
});

test('a game screen that does not arrive is explained, kept safe, and fetched again on request', async ({ page }) => {
  let refused = 0;
  await page.route(CHUNK, (route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await openSaved(page, 'summy-mid-game.json');

  await expect(page.getByRole('alert')).toHaveText(
    "This game's screen could not be loaded. Check the connection and try again: your game is safe.",
  );
  expect(refused).toBeGreaterThan(0);
  await expect(page.getByTestId('summy-board')).toHaveCount(0);
  const saved = await page.evaluate(() => localStorage.getItem('gameshelf.game.fixture'));
  expect(JSON.parse(saved!)).toEqual(JSON.parse(fixture('summy-mid-game.json')));

  await expect(page.getByRole('main').getByRole('button', { name: 'Shelf' })).toBeVisible();

  await page.unroute(CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('summy-board')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('from a game screen that does not arrive, Shelf goes back to the shelf, the game still listed', async ({ page }) => {
  const abalone = /\/split_abalone-[0-9a-f]{16}\.wasm$/;
  await page.route(abalone, (route) => route.abort('internetdisconnected'));
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(page.getByRole('alert')).toContainText("This game's screen could not be loaded.");
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(1);

  await page.getByRole('main').getByRole('button', { name: 'Shelf' }).click();
  await expect(page.getByTestId('shelf')).toBeVisible();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
});

test("a robot whose answers' reader does not arrive says so, and plays on Try again", async ({ page }) => {
  const reader = /\/split_robot_answers-[0-9a-f]{16}\.wasm$/;
  await page.route(reader, (route) => route.abort('internetdisconnected'));
  const abalone = new AbalonePage(page);
  await startWithRobots(page, 'abalone', ['person', 'easy']);
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  await expect(page.getByTestId('robot-failure')).toHaveText(
    "The robot could not choose a move: The part of the page that reads the robots' answers did not arrive. Check the connection and try again.",
  );
  await expect(page.getByTestId('move')).toHaveCount(1);

  await page.unroute(reader);
  await page.getByTestId('robot-retry').click();
  // White, the robot, moves: Black is to move again, and the failure is gone.
  await expect(page.getByTestId('move')).toHaveCount(2);
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();
  await expect(page.getByTestId('robot-failure')).toHaveCount(0);
});

test("a robot game whose robots' line does not arrive plays on, and the line comes on Try again", async ({ page }) => {
  const bar = /\/split_robot_bar-[0-9a-f]{16}\.wasm$/;
  await page.route(bar, (route) => route.abort('internetdisconnected'));
  const abalone = new AbalonePage(page);
  await startWithRobots(page, 'abalone', ['person', 'easy']);
  await expect(page.getByTestId('not-loaded')).toHaveText(
    "The robots' settings did not arrive: the robots play on. Check the connection and try again.",
  );
  await abalone.play(['A5', 'B5', 'C5'], 'A5B5');
  // White, the robot, moves all the same: Black is to move again.
  await expect(page.getByTestId('move')).toHaveCount(2);
  await expect(page.getByTestId('player-black').getByTestId('to-move')).toBeVisible();

  await page.unroute(bar);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('robot-time-note')).toBeVisible();
  await expect(page.getByTestId('not-loaded')).toHaveCount(0);
});

test('a game ends without the review; a review that does not arrive says so, and arrives on Try again', async ({ page }) => {
  const fetched = chunksFetched(page);
  const review = /\/split_review-[0-9a-f]{16}\.wasm$/;
  await page.route(review, (route) => route.abort('internetdisconnected'));
  await finishSummy(page);
  await expect(page.getByTestId('review-start')).toBeVisible();
  expect(fetched).not.toContain('review');

  await page.getByTestId('review-start').click();
  await expect(page.getByTestId('review').getByTestId('not-loaded')).toHaveText(
    'The review could not be loaded. Check the connection and try again.',
  );
  await page.unroute(review);
  await page.getByTestId('review').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('review-row').first()).toBeVisible();
  await expect(page.getByTestId('review').getByTestId('not-loaded')).toHaveCount(0);
});

test('a game opens without what sends it on; a link or file whose code does not arrive says so, and comes on Try again', async ({ page }) => {
  const fetched = chunksFetched(page);
  const sharing = /\/split_sharing-[0-9a-f]{16}\.wasm$/;
  await page.route(sharing, (route) => route.abort('internetdisconnected'));
  await openSaved(page, 'abalone-one-push-from-win.json');
  await expect(page.getByTestId('board')).toBeVisible();
  expect(fetched).not.toContain('sharing');

  await page.getByTestId('share').click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('not-loaded')).toHaveText(
    'The link could not be made: part of the page did not arrive. Check the connection and try again.',
  );
  await expect(dialog.getByTestId('share-link')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('export').click();
  const actions = page.locator('.panel-actions');
  await expect(actions.getByTestId('not-loaded')).toHaveText(
    'The file could not be made: part of the page did not arrive. Check the connection and try again.',
  );

  await page.unroute(sharing);
  const download = await downloadFrom(page, actions.getByRole('button', { name: 'Try again' }));
  expect(download.suggestedFilename()).toMatch(/^gameshelf-abalone-.*\.json$/);
  await expect(actions.getByTestId('not-loaded')).toHaveCount(0);

  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-dialog').getByTestId('share-link')).toHaveValue(/#\/shared\//);
});

test("a new-game form opens without its seats at a distance; seats that do not arrive say so, and come on Try again", async ({ page }) => {
  const fetched = chunksFetched(page);
  const seats = /\/split_remote_seats-[0-9a-f]{16}\.wasm$/;
  await page.route(seats, (route) => route.abort('internetdisconnected'));
  await page.goto('./');
  await page.getByTestId('new-abaku').click();
  await expect(page.getByTestId('start')).toBeVisible();
  expect([...fetched].sort()).toEqual(['abaku', 'phrases_abaku_en', 'phrases_tiles_en']);

  await page.getByTestId('remote').check();
  const part = page.getByTestId('at-a-distance');
  await expect(part.getByTestId('not-loaded')).toHaveText(
    'This part of the page did not arrive. Check the connection and try again.',
  );
  await page.unroute(seats);
  await part.getByRole('button', { name: 'Try again' }).click();
  await expect(part.getByTestId('remote-seat-1')).toBeChecked();
  await expect(part.getByTestId('not-loaded')).toHaveCount(0);
});

test("an Abaku game opens without the joker's picker; a picker that does not arrive says so, and comes on Try again", async ({ page }) => {
  const fetched = chunksFetched(page);
  const joker = /\/split_abaku_joker-[0-9a-f]{16}\.wasm$/;
  await page.route(joker, (route) => route.abort('internetdisconnected'));
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-solo-joker.json');
  await abaku.tap('3', 'G8');
  expect(fetched).not.toContain('abaku_joker');

  await abaku.dragTile('*', 'H8');
  const main = page.getByTestId('abaku-game');
  await expect(main.getByTestId('not-loaded')).toHaveText(
    'This part of the page did not arrive. Check the connection and try again.',
  );
  await page.unroute(joker);
  await main.getByRole('button', { name: 'Try again' }).click();
  await page.getByTestId('joker-digit-9').click();
  expect(await abaku.equations()).toEqual(['3² = 9']);
  await expect(main.getByTestId('not-loaded')).toHaveCount(0);
});
