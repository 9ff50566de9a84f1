// Addique at a distance: each browser context is one device with its own storage. The pieces are
// dealt by links (every device shuffles and locks the deck) and moves travel the same way, each
// link opened on the device it is for (see ./remote-devices).
import { type Browser, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { type Device, nextAtSharedTable, playWithRobot, settle, tableAtEva, watchOtherDevices, joinAndDeal } from './remote-devices';

watchOtherDevices();

/** Addique's hand. */
const HAND = 3;

/** The first player sets a table of Addique for `names` on `page` and invites the others; every
 * other device joins by its invitation; the links of the deal travel until every hand is dealt. */
async function dealTable(page: Page, browser: Browser, names: string[]): Promise<Device[]> {
  await page.goto('./');
  await page.getByTestId('new-addique').click();
  if (names.length > 2) await page.getByTestId(`players-${names.length}`).check({ force: true });
  for (const [seat, name] of names.entries()) await page.getByTestId(`name-${seat + 1}`).fill(name);
  await expect(page.getByTestId('remote-dealt')).toHaveText("The pieces are dealt so that no device can see another player's hand.");
  await page.getByTestId('remote').check();
  await expect(page.getByTestId('remote-seat-1')).toBeChecked();
  await page.getByTestId('start').click();
  return joinAndDeal(page, browser, names, 'Addique', 'addique-table');
}

/** The device whose seat is to move: its panel says so, and shows its hand, full once read. */
async function toMove(devices: Device[]): Promise<Device> {
  for (const device of devices) {
    if ((await device.page.getByTestId('remote-status').textContent())?.includes('Your move')) {
      await expect(device.page.getByTestId('hand').getByTestId('hand-piece')).toHaveCount(HAND);
      return device;
    }
  }
  throw new Error('no device says it is its move');
}

/** What `page` shows of the game: each piece on the table and where, the scores, and the score
 * sheet's rows. */
async function shown(page: Page) {
  const table = page.getByTestId('addique-table');
  const pieces = await table
    .locator('.pieces .piece.placed')
    .evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('data-piece')}@${node.getAttribute('data-at')}`));
  return {
    pieces: pieces.sort(),
    scores: await page.getByTestId('score').allTextContents(),
    sheet: await page.getByTestId('sheet-row').allTextContents(),
  };
}

/** The player to move chooses the first piece of their hand and lays it on the first spot the
 * table outlines: every spot takes every piece. */
async function playFirstSpot(device: Device): Promise<string> {
  const page = device.page;
  const piece = page.getByTestId('hand').getByTestId('hand-piece').first();
  const digits = (await piece.getAttribute('data-piece')) ?? '';
  await piece.click();
  await expect(piece).toHaveAttribute('aria-pressed', 'true');
  const ghost = page.getByTestId('addique-table').getByTestId('ghost').first();
  await ghost.click();
  await expect(page.getByTestId('play')).toBeEnabled();
  await expect(page.getByTestId('play')).toHaveText(/Play for \d+ point/);
  await page.getByTestId('play').click();
  return digits;
}

for (const [names, turns] of [
  [['Eva', 'Adam'], 4],
  [['Eva', 'Adam', 'Cy'], 3],
] as const) {
  test(`${names.length} devices deal and play Addique at a distance, every hand on its own device and every table alike`, async ({
    page,
    browser,
  }) => {
    const devices = await dealTable(page, browser, [...names]);
    // The opening piece is on every table, the same; one device is to move.
    const first = await toMove(devices);
    for (const other of devices.filter((device) => device !== first)) {
      await expect(other.page.getByTestId('remote-status')).toContainText(`${first.name}'s move`);
      // Its own hand shows, to look at while waiting, with nothing to play it with.
      await expect(other.page.getByTestId('hand')).toHaveCount(0);
      await expect(other.page.getByTestId('hand-waiting').getByTestId('hand-piece')).toHaveCount(HAND);
      await expect(other.page.getByTestId('play')).toHaveCount(0);
    }
    // Nothing is taken back, hinted or played by a robot at a distance.
    await expect(first.page.getByTestId('undo')).toHaveCount(0);
    await expect(first.page.getByTestId('hint')).toHaveCount(0);
    const opening = await shown(devices[0].page);
    expect(opening.pieces).toHaveLength(1);
    for (const device of devices) expect(await shown(device.page)).toEqual(opening);

    // Each player in turn lays a piece; after the links travel, every device shows the same
    // table, scores and score sheet, and no device ever shows another's hand.
    for (let turn = 1; turn <= turns; turn++) {
      const player = await toMove(devices);
      const others = devices.filter((device) => device !== player);
      const waiting = await Promise.all(
        others.map((device) => device.page.getByTestId('hand-waiting').getByTestId('hand-piece').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-piece')))),
      );
      const laid = await playFirstSpot(player);
      // The piece laid leaves the hand, and no other hand held it.
      for (const pieces of waiting) expect(pieces).not.toContain(laid);
      await expect(player.page.getByTestId('hand')).toHaveCount(0);
      await expect(player.page.getByTestId('sheet-row')).toHaveCount(turn + 1);
      await settle(devices);
      const now = await shown(player.page);
      expect(now.pieces).toHaveLength(turn + 1);
      expect(now.pieces.some((piece) => piece.startsWith(`${laid}@`))).toBe(true);
      for (const device of devices) {
        await expect(device.page.getByTestId('sheet-row')).toHaveCount(turn + 1);
        expect(await shown(device.page)).toEqual(now);
      }
    }
    // The pool shrank by one piece a turn: 48, less the opening piece, every hand and the turns.
    const pool = 48 - 1 - names.length * HAND - turns;
    for (const device of devices) {
      await expect(device.page.getByTestId('status')).toContainText(`${pool} pieces in the pool`);
    }
  });
}

test('2 devices play Addique at a distance to its end: all 48 pieces laid, the same ranking, and the deal checked', async ({
  page,
  browser,
}) => {
  // 47 turns, each a link to the other device.
  test.setTimeout(600_000);
  const devices = await dealTable(page, browser, ['Eva', 'Adam']);
  for (let turn = 1; turn <= 47; turn++) {
    let player: Device | undefined;
    for (const device of devices) {
      if ((await device.page.getByTestId('remote-status').textContent())?.includes('Your move')) player = device;
    }
    if (!player) throw new Error(`no device says it is its move at turn ${turn}`);
    // The hands empty as the pool does: 3 pieces until then.
    await expect(player.page.getByTestId('hand').getByTestId('hand-piece')).toHaveCount(Math.min(HAND, Math.ceil((48 - turn) / 2)));
    await playFirstSpot(player);
    await settle(devices);
  }
  const final = await shown(devices[0].page);
  expect(final.pieces).toHaveLength(48);
  for (const device of devices) {
    await expect(device.page.getByTestId('status')).toHaveText('The game is over.');
    await expect(device.page.getByTestId('game-over')).toContainText('All 48 pieces are on the table');
    await expect(device.page.getByTestId('remote-status')).toContainText('it was honest');
    await expect(device.page.getByTestId('hand')).toHaveCount(0);
    expect(await shown(device.page)).toEqual(final);
    await expect(device.page.getByTestId('winner')).toHaveText(await devices[0].page.getByTestId('winner').textContent() ?? '');
  }
});

test('a robot plays its seat of Addique on the host’s device from its own hand, and the guest takes its moves', async ({ page, browser }) => {
  const [eva, adam] = await tableAtEva(page, browser, 'addique', 'Addique', 'addique-table', 'robot');
  // Each person lays a piece, the robot one of its own hand; every turn reaches the other device.
  await playWithRobot(eva, adam, 5, async (device) => {
    await playFirstSpot(device);
  });
  const onEva = await shown(eva.page);
  expect(onEva.sheet.filter((row) => row.includes('Robot 3'))).not.toHaveLength(0);
  expect(await shown(adam.page)).toEqual(onEva);
});

test('two people pass the host’s device at a distance, each hand shown only to its player after the hand-over', async ({ page, browser }) => {
  const [evaAndCy, adam] = await tableAtEva(page, browser, 'addique', 'Addique', 'addique-table', 'Cy');
  const movedHere: string[] = [];
  while ((await adam.page.getByTestId('sheet-row').count()) < 4) {
    const { device: mover, name } = await nextAtSharedTable(evaAndCy, adam);
    if (mover === evaAndCy) {
      movedHere.push(name);
      await expect(page.getByTestId('hand')).toHaveCount(0);
      await page.getByTestId('reveal').click();
    } else {
      await expect(page.getByTestId('hand-waiting')).toHaveCount(0);
    }
    await expect(mover.page.getByTestId('hand').getByTestId('hand-piece')).toHaveCount(HAND);
    await playFirstSpot(mover);
    await settle([evaAndCy, adam]);
  }
  expect(movedHere).toEqual(expect.arrayContaining(['Cy', 'Eva']));
  expect(await shown(adam.page)).toEqual(await shown(evaAndCy.page));
});

test('should a device lose its keys, the game is finished as a copy drawn by the devices taking part: the same table and scores, every hand dealt anew', async ({ page, browser }) => {
  const devices = await dealTable(page, browser, ['Eva', 'Adam']);
  for (let turn = 1; turn <= 3; turn++) {
    await playFirstSpot(await toMove(devices));
    await settle(devices);
  }
  const adam = devices[1];
  const before = await shown(adam.page);
  const toMoveName = (await toMove(devices)).name;

  // Adam's panel explains the copy, what it keeps and deals anew; its deal is drawn by the
  // devices taking part, Eva's checked: Adam asks for it.
  const fold = adam.page.getByTestId('keys-lost');
  await fold.getByText("If a device's keys are lost").click();
  await expect(fold).toContainText('every piece face down dealt anew');
  await expect(fold.getByTestId('finish-as-copy')).toHaveCount(0);
  await expect(fold.getByTestId('copy-takes-part')).toBeChecked();
  await fold.getByTestId('ask-copy').click();
  await expect(fold.getByTestId('copy-status')).toHaveText('Waiting for Eva to agree to the copy: send the link.');
  // Eva opens the request: her panel says who asks, and she agrees; her device, holding both
  // commitments, reveals its part at once, and Adam's his once her link comes.
  await settle(devices);
  const evaFold = devices[0].page.getByTestId('keys-lost');
  await evaFold.getByText("If a device's keys are lost").click();
  await expect(evaFold.getByTestId('copy-status')).toContainText('Adam asks to finish the game as a copy on one device.');
  await evaFold.getByTestId('agree-copy').click();
  await expect(evaFold.getByTestId('copy-status')).toHaveText("Waiting for Adam's link: it brings their part of the copy's deal.");
  await settle(devices);
  await fold.getByText("If a device's keys are lost").click();
  await expect(fold.getByTestId('copy-status')).toContainText("The copy's deal is drawn");
  // Adam makes the copy, asked once more.
  await adam.page.getByTestId('finish-as-copy').click();
  await expect(adam.page.getByTestId('copy-dialog')).toContainText('The game at a distance stays as it is.');
  await adam.page.getByTestId('copy-confirm').click();

  // The copy is played here alone, passed round: the hand-over names who moves first and says
  // what the copy is, before any hand shows.
  const handover = adam.page.getByTestId('handover');
  await expect(handover).toContainText(`Pass to ${toMoveName}`);
  await expect(handover.getByTestId('copy-begins')).toContainText('every piece face down was dealt anew');
  await expect(adam.page.getByTestId('remote-panel')).toHaveCount(0);
  await adam.page.getByTestId('reveal').click();
  await expect(adam.page.getByTestId('hand').getByTestId('hand-piece')).toHaveCount(HAND);
  const copied = await shown(adam.page);
  expect(copied.pieces).toEqual(before.pieces);
  expect(copied.scores).toEqual(before.scores);
  expect(copied.sheet).toEqual([]);
  const [evaScore, adamScore] = before.scores;
  await expect(adam.page.getByTestId('sheet-copied')).toHaveText(`Copied after 3 turns, at Eva ${evaScore} and Adam ${adamScore}.`);

  // It plays on: a piece laid, counted on top of the score carried over.
  await playFirstSpot({ ...adam, name: toMoveName });
  await expect(adam.page.getByTestId('sheet-row')).toHaveCount(1);
  const carried = Number(toMoveName === 'Eva' ? evaScore : adamScore);
  const [points] = await adam.page.getByTestId('sheet-row').locator('.points').first().allTextContents();
  await expect(adam.page.getByTestId('running-total')).toHaveText(`${carried + Number(points)}`);

  // The library holds both: the game at a distance, as it was, and the copy, played here alone.
  // (The hand-over for the next player holds the screen: the shelf is opened by its address.)
  await adam.page.goto('./');
  const saved = adam.page.getByTestId('saved-game');
  await expect(saved).toHaveCount(2);
  await expect(adam.page.getByTestId('remote-mark')).toHaveCount(1);
});
