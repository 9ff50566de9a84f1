// Summy at a distance: each browser context is one device with its own storage. The tiles are
// dealt by links (every device shuffles and locks the deck) and moves travel the same way, each
// link opened on the device it is for as a messenger would open it.
import { type Browser, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  type Device,
  copyAll,
  exchangeOne,
  nextStep,
  linksToSend,
  newPage,
  nextAtSharedTable,
  open,
  settle,
  playWithRobot,
  tableAtEva,
  toMove as toMoveWith,
  watchOtherDevices,
  joinAndDeal,
} from './remote-devices';

watchOtherDevices();

/** The first player sets a table of Summy for `names` on `page` and invites the others; every
 * other device joins by its invitation; the links of the deal travel until every rack is dealt. */
async function dealTable(page: Page, browser: Browser, names: string[]): Promise<Device[]> {
  await page.goto('./');
  await page.getByTestId('new-summy').click();
  if (names.length > 2) await page.getByTestId(`players-${names.length}`).check({ force: true });
  for (const [seat, name] of names.entries()) await page.getByTestId(`name-${seat + 1}`).fill(name);
  await expect(page.getByTestId('remote-dealt')).toBeVisible();
  await page.getByTestId('remote').check();
  await expect(page.getByTestId('remote-seat-1')).toBeChecked();
  await page.getByTestId('start').click();
  return joinAndDeal(page, browser, names, 'Summy', 'summy-board');
}

/** The device whose seat is to move: its panel says so, and shows its rack, full once read. */
async function toMove(devices: Device[]): Promise<Device> {
  return toMoveWith(devices, 8);
}

/** The scores every player panel shows on `page`, in seat order. */
async function scores(page: Page): Promise<string[]> {
  return page.getByTestId('score').allTextContents();
}

for (const names of [
  ['Eva', 'Adam'],
  ['Eva', 'Adam', 'Cy'],
]) {
  test(`${names.length} devices deal and play Summy at a distance to its end, and every rack stays on its device`, async ({ page, browser }) => {
    const devices = await dealTable(page, browser, names);
    // Exactly one device is to move; every other shows whose move it is.
    const first = await toMove(devices);
    for (const other of devices.filter((device) => device !== first)) {
      await expect(other.page.getByTestId('remote-status')).toContainText(`${first.name}'s move`);
      // Its own rack shows, to look at while waiting, with nothing to play it with.
      await expect(other.page.getByTestId('rack')).toHaveCount(0);
      await expect(other.page.getByTestId('rack-waiting').locator('[data-tile]')).toHaveCount(8);
      await expect(other.page.getByTestId('pass')).toHaveCount(0);
    }
    await expect(first.page.getByTestId('undo')).toHaveCount(0);
    await expect(first.page.getByTestId('hint')).toHaveCount(0);

    // The first player gives up two tiles; the others see the exchange, not the tiles.
    await first.page.getByTestId('exchange').click();
    const tiles = first.page.getByTestId('rack').getByTestId('rack-tile');
    for (const index of [0, 1]) await tiles.nth(index).click();
    await first.page.getByTestId('confirm-exchange').click();
    await expect(first.page.getByTestId('sheet-row')).toHaveText([new RegExp(`${first.name}.*Exchanged 2 tiles`)]);

    // A device that holds no seat of this game opens the exchange's link: refused.
    const stranger = await newPage(browser);
    const [exchange] = await linksToSend(first);
    await open(stranger, exchange.link);
    await expect(stranger.getByTestId('remote-refused')).toContainText('no game on this device takes it');

    await settle(devices);
    for (const device of devices) {
      await expect(device.page.getByTestId('sheet-row')).toHaveText([new RegExp(`${first.name}.*Exchanged 2 tiles`)]);
    }

    // Everyone passes in turn, the exchanger's new tiles read once the others' keys come: the
    // game ends the same on every device, and each checks the whole deal.
    for (let turn = 0; turn < names.length; turn++) {
      const player = await toMove(devices);
      const pass = player.page.getByTestId('pass');
      await pass.click();
      await pass.click();
      await settle(devices);
    }
    const final = await scores(devices[0].page);
    expect(final).toHaveLength(names.length);
    for (const device of devices) {
      await expect(device.page.getByTestId('sheet-row')).toHaveCount(names.length + 1);
      await expect(device.page.getByTestId('status')).toHaveText('The game is over.');
      await expect(device.page.getByTestId('remote-status')).toContainText('it was honest');
      expect(await scores(device.page)).toEqual(final);
    }
  });
}

test('a robot plays its seat of Summy on the host’s device from its own rack, and the guest takes its moves', async ({ page, browser }) => {
  const [eva, adam] = await tableAtEva(page, browser, 'summy', 'Summy', 'summy-board', 'robot');
  // Each person exchanges a tile; the robot, whose rack only its seat reads, plays from it: its
  // turns come to Adam in Eva's device's links.
  await playWithRobot(eva, adam, 6, exchangeOne);
  const sheet = (device: Device) => device.page.getByTestId('sheet-row');
  const rows = await sheet(eva).allTextContents();
  expect(rows.length).toBeGreaterThanOrEqual(6);
  // The robot played its turns in the round (an easy robot may exchange rather than lay).
  expect(rows.filter((row) => row.includes('Robot 3')).length).toBeGreaterThanOrEqual(2);
  await expect(adam.page.getByTestId('sheet-row')).toHaveText(rows);
  expect(await scores(adam.page)).toEqual(await scores(eva.page));
});

test('two people pass the host’s device at a distance, each rack shown only to its player after the hand-over', async ({ page, browser }) => {
  const [evaAndCy, adam] = await tableAtEva(page, browser, 'summy', 'Summy', 'summy-board', 'Cy');

  // Whoever is to move exchanges a tile: Adam on his device; Eva or Cy on theirs once the
  // hand-over names them and they show their rack, which nothing shows before.
  const sheet = (device: Device) => device.page.getByTestId('sheet-row');
  const movedHere: string[] = [];
  while ((await sheet(adam).count()) < 6) {
    const { device: mover, name } = await nextAtSharedTable(evaAndCy, adam);
    if (mover === evaAndCy) {
      expect(['Eva', 'Cy']).toContain(name);
      movedHere.push(name);
      await expect(page.getByTestId('rack')).toHaveCount(0);
      await expect(page.getByTestId('rack-waiting')).toHaveCount(0);
      // A move sent is not taken back.
      await expect(page.getByTestId('handover-undo')).toHaveCount(0);
      await page.getByTestId('reveal').click();
      if (name === 'Cy') await expect(page.getByTestId('remote-status')).toContainText("Cy's move, on this device");
    } else {
      // While another device is to move, the shared device shows no one's rack.
      await expect(page.getByTestId('rack-waiting')).toHaveCount(0);
    }
    await expect(mover.page.getByTestId('rack').getByTestId('rack-tile')).toHaveCount(8);
    await exchangeOne(mover);
    await settle([evaAndCy, adam]);
  }
  expect(movedHere.filter((name) => name === 'Eva')).toHaveLength(2);
  expect(movedHere.filter((name) => name === 'Cy')).toHaveLength(2);
  await expect(sheet(adam)).toHaveText(await sheet(evaAndCy).allTextContents());
});

test('on a phone, the first line of each device’s panel says its next step at every hand-off, and a mis-tapped move is taken back before its link leaves', async ({
  page,
  browser,
}, testInfo) => {
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  let shots = 0;
  // The panel at every step, for a person to look at.
  const shot = (device: Device, step: string) =>
    device.page.screenshot({ path: testInfo.outputPath(`${String(++shots).padStart(2, '0')}-${device.name}-${step}.png`) });
  const sendsTo = (to: Device) => new RegExp(`^Send (this link|these \\d+ links) to ${to.name}\\.$`);
  /** `from` shows its links to `to` first on its phone, numbered when several, is copied, and
   * `to` opens each. */
  async function handOff(from: Device, to: Device, step: string) {
    await expect(nextStep(from)).toHaveText(sendsTo(to));
    const links = await linksToSend(from);
    const box = await from.page.getByTestId('remote-link').first().boundingBox();
    expect(box!.y + box!.height, 'the link to send is above the fold').toBeLessThanOrEqual(phone.height);
    if (links.length > 1) {
      await expect(from.page.getByTestId('remote-link-to-send').first()).toContainText(`Part 1 of ${links.length}, to send to ${to.name}:`);
    }
    await shot(from, step);
    await copyAll(from);
    await expect(nextStep(from)).toHaveText(/^(Wait for|Your move)/);
    for (const { link } of links) {
      await open(to.page, link);
      await expect(to.page.getByTestId('remote-opened')).toBeVisible();
      await to.page.getByTestId('open-remote-game').click();
      await expect(nextStep(to)).toBeVisible();
    }
  }
  const other = (device: Device) => (device === eva ? adam : eva);

  await page.goto('./');
  await page.getByTestId('new-summy').click();
  await page.getByTestId('name-1').fill('Eva');
  await page.getByTestId('name-2').fill('Adam');
  await page.getByTestId('remote').check();
  await page.getByTestId('start').click();
  const eva: Device = { page, seat: 1, name: 'Eva', opened: new Set() };
  const adam: Device = { page: await newPage(browser, { viewport: phone }), seat: 2, name: 'Adam', opened: new Set() };
  await expect(nextStep(eva)).toHaveText('Send this link to Adam.');
  const [invitation] = await linksToSend(eva);
  await shot(eva, 'invitation');
  await copyAll(eva);
  await expect(nextStep(eva)).toHaveText('Wait for Adam to join: each answers your invitation with a link.');
  await shot(eva, 'waits-for-join');
  await open(adam.page, invitation.link);
  await adam.page.getByTestId('remote-join').click();
  await handOff(adam, eva, 'answer');
  await expect(nextStep(adam)).toHaveText("Wait for Eva's link: it comes once every player has joined.");

  // The deal: whichever device has links to send says so, until one says it is its move.
  for (let handOffs = 0; ; handOffs++) {
    expect(handOffs, 'the deal ends').toBeLessThan(12);
    const says = await Promise.all([eva, adam].map(async (device) => (await nextStep(device).textContent()) ?? ''));
    const sender = [eva, adam].find((device, index) => sendsTo(other(device)).test(says[index]));
    if (!sender) break;
    await handOff(sender, other(sender), `deal-${handOffs}`);
  }
  const mover = await toMove([eva, adam]);
  const waiter = other(mover);
  await expect(nextStep(waiter)).toHaveText(`Wait for ${mover.name}'s link: it is ${mover.name}'s move.`);
  await expect(nextStep(mover)).toHaveText('Your move. Once you have played it, send its link.');
  await shot(waiter, 'waits-for-move');
  await shot(mover, 'to-move');

  // A mis-tap exchanges a tile: until its link is copied, shared or shown, it is taken back.
  await exchangeOne(mover);
  await expect(mover.page.getByTestId('sheet-row')).toHaveCount(1);
  await expect(nextStep(mover)).toHaveText(`Send this link to ${waiter.name}.`);
  await shot(mover, 'mis-tap');
  await mover.page.getByTestId('remote-take-back').click();
  await expect(nextStep(mover)).toHaveText('Your move. Once you have played it, send its link.');
  await expect(mover.page.getByTestId('sheet-row')).toHaveCount(0);
  await expect(mover.page.getByTestId('rack').getByTestId('rack-tile')).toHaveCount(8);
  await expect(mover.page.getByTestId('remote-take-back')).toHaveCount(0);
  await shot(mover, 'taken-back');

  // The move meant gives up two tiles; once its link is copied it stays.
  await mover.page.getByTestId('exchange').click();
  const tiles = mover.page.getByTestId('rack').getByTestId('rack-tile');
  for (const index of [0, 1]) await tiles.nth(index).click();
  await mover.page.getByTestId('confirm-exchange').click();
  await expect(mover.page.getByTestId('remote-take-back')).toBeVisible();
  await handOff(mover, waiter, 'move');
  await expect(mover.page.getByTestId('remote-take-back')).toHaveCount(0);
  await expect(nextStep(mover)).toHaveText(`Wait for ${waiter.name}'s link: it is ${waiter.name}'s move.`);
  // The two tiles drawn are read once the other's keys come.
  await expect(mover.page.getByTestId('remote-rack-coming')).toHaveText(`2 tiles of your rack come with the next link of ${waiter.name}, which brings their keys.`);
  await expect(mover.page.getByTestId('rack-waiting').locator('[data-tile]')).toHaveCount(6);
  await shot(mover, 'rack-coming');

  await expect(nextStep(waiter)).toHaveText('Your move. Once you have played it, send its link.');
  await exchangeOne(waiter);
  const [answer] = await linksToSend(waiter);
  await handOff(waiter, mover, 'answer-move');
  await expect(mover.page.getByTestId('remote-rack-coming')).toHaveCount(0);
  await expect(nextStep(mover)).toHaveText('Your move. Once you have played it, send its link.');

  // The same link again, or one's own: this device has its move, and the game opens.
  for (const device of [mover, waiter]) {
    await open(device.page, answer.link);
    await expect(device.page.getByTestId('remote-had')).toHaveText('You already have this move: it is in the game on this device.');
    await expect(device.page.getByTestId('remote-refused')).toHaveCount(0);
    await shot(device, 'had');
    await device.page.getByTestId('open-remote-game').click();
    await expect(device.page.getByTestId('sheet-row')).toHaveCount(2);
  }
});
