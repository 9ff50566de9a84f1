// Devices at a table at a distance, for the specs of games played so: each browser context is
// one device with its own storage, and the links (the deal's steps, the moves, the reveals)
// are opened on the device each is for, as a messenger would open it.
import { type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Uncaught errors in the other devices' pages: a spec that calls `watchOtherDevices` fails on
 * any, as on its own page's. */
export const otherErrors: string[] = [];

/** Fails each test of the spec that calls it on an uncaught error in another device's page. */
export function watchOtherDevices() {
  test.beforeEach(() => {
    otherErrors.length = 0;
  });
  test.afterEach(() => {
    expect(otherErrors, "uncaught errors in the other devices' pages").toEqual([]);
  });
}

/** One device at the table: its page, the seat it plays (from 1), and the links it has opened. */
export interface Device {
  page: Page;
  seat: number;
  name: string;
  opened: Set<string>;
}

/** A new device: a page in a context of its own (with `options`, a phone's screen say), its
 * uncaught errors kept in `otherErrors`. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (error) => otherErrors.push(error.message));
  return page;
}

/** Opens `link` on `page` and waits for what it shows: what it did, that it was there already,
 * an invitation, or why not. */
export async function open(page: Page, link: string) {
  await page.goto(link);
  const shown = ['remote-opened', 'remote-had', 'remote-refused', 'remote-invitation'].map((id) => page.getByTestId(id));
  await expect(shown.reduce((either, next) => either.or(next))).toBeVisible();
}

/** The player copies every link `device`'s panel shows, as they would to send it: its first
 * line then says what comes next. */
export async function copyAll(device: Device) {
  // Dispatched: a hand-over screen may lie over the panel of a device passed round.
  for (const copy of await device.page.getByTestId('remote-copy').all()) await copy.dispatchEvent('click');
}

/** The first line of `device`'s panel, this device's next step. */
export function nextStep(device: Device) {
  return device.page.getByTestId('remote-status');
}

/** The links `device`'s panel shows now, each with the seats (from 1) it goes to. */
export async function linksToSend(device: Device): Promise<{ to: number[]; link: string }[]> {
  await expect(device.page.getByTestId('remote-panel')).toBeVisible();
  const links = device.page.getByTestId('remote-link-to-send');
  const found = [];
  for (const outgoing of await links.all()) {
    const to = ((await outgoing.getAttribute('data-to')) ?? '').split(',').map(Number);
    found.push({ to, link: await outgoing.getByTestId('remote-link').inputValue() });
  }
  return found;
}

/** Every device sends every link it shows to the devices it is for, each opened once, until no
 * device shows a link another has not opened: the deal's steps, the moves and the reveals all
 * travel so. A link may repeat what its receiver has (it carries everything since the
 * receiver's last message): opened again, the receiver is told it has it already. Each link is
 * copied, as a player sends it. `opened`, if given, hears of each link opened and how long the
 * device took from opening it to showing what it did (a benchmark's figure). */
export async function settle(devices: Device[], opened?: (device: Device, link: string, ms: number) => void) {
  for (let sent = true; sent; ) {
    sent = false;
    for (const from of devices) {
      const links = await linksToSend(from);
      await copyAll(from);
      for (const { to, link } of links) {
        for (const device of devices.filter((device) => to.includes(device.seat) && !device.opened.has(link))) {
          device.opened.add(link);
          const started = Date.now();
          await open(device.page, link);
          await expect(device.page.getByTestId('remote-had').or(device.page.getByTestId('remote-opened'))).toBeVisible();
          opened?.(device, link, Date.now() - started);
          if (await device.page.getByTestId('remote-had').isVisible()) {
            await expect(device.page.getByTestId('remote-had')).toHaveText(/^You already have this (move|link)/);
          }
          await device.page.getByTestId('open-remote-game').click();
          sent = true;
        }
      }
    }
  }
}

/** The device whose seat is to move: its panel says so, and shows its rack, full (`rack` tiles)
 * once read. */
export async function toMove(devices: Device[], rack: number): Promise<Device> {
  for (const device of devices) {
    if ((await device.page.getByTestId('remote-status').textContent())?.includes('Your move')) {
      await expect(device.page.getByTestId('rack').getByTestId('rack-tile')).toHaveCount(rack);
      return device;
    }
  }
  throw new Error('no device says it is its move');
}

/** Once the first player's device (`host`) has set a table for `names`: every other device
 * opens its invitation to `game` and joins, and the links of the deal travel (by `carry`, which
 * a benchmark times) until every device shows the game (`shows`, its board's test id). */
export async function joinAndDeal(
  host: Page,
  browser: Browser,
  names: string[],
  game: string,
  shows: string,
  carry: (devices: Device[]) => Promise<void> = settle,
): Promise<Device[]> {
  const others = names.slice(1);
  const invited = others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others.at(-1)}` : others[0];
  const count = names.length - 1;
  await expect(host.getByTestId('remote-status')).toHaveText(count === 1 ? `Send this link to ${invited}.` : `Send these ${count} links to ${invited}.`);
  const devices: Device[] = [{ page: host, seat: 1, name: names[0], opened: new Set() }];
  for (const [index, name] of names.slice(1).entries()) {
    const seat = index + 2;
    const invitation = (await linksToSend(devices[0])).find(({ to }) => to.includes(seat));
    const guest = await newPage(browser);
    await open(guest, invitation!.link);
    await expect(guest.getByTestId('remote-invitation')).toContainText(`${names[0]} invites you to a game of ${game}`);
    await guest.getByTestId('remote-join').click();
    await expect(guest.getByTestId('remote-panel')).toBeVisible();
    devices.push({ page: guest, seat, name, opened: new Set([invitation!.link]) });
  }
  await carry(devices);
  for (const device of devices) await expect(device.page.getByTestId(shows)).toBeVisible();
  return devices;
}

/** Who is to move at a table of a host, a guest and the host's robot, once the guest's device
 * has `played` turns (its score sheet's rows): a person whose device says so, or the robot once
 * its move shows on the host's device. */
async function nextWithRobot(host: Device, guest: Device, played: number): Promise<Device | 'robot'> {
  const says = async (device: Device) => (await device.page.getByTestId('remote-status').textContent()) ?? '';
  let found: Device | 'robot' | undefined;
  await expect
    .poll(async () => {
      // The host's status before its rows: the robot may move between the two reads, and a
      // "Your move" read first is then still seen to follow the robot's move in the rows.
      const hostSays = await says(host);
      const hostRows = await host.page.getByTestId('sheet-row').count();
      if ((await says(guest)).includes('Your move')) found = guest;
      else if (hostRows > played) found = 'robot';
      else if (hostSays.includes('Your move')) found = host;
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Plays at a table of Eva, Adam and Eva's robot until a person is to move after `turns` turns:
 * each person's turn by `move`, the robot's on Eva's device, every turn's links travelling to the
 * other device. */
export async function playWithRobot(eva: Device, adam: Device, turns: number, move: (device: Device) => Promise<void>) {
  const played = () => adam.page.getByTestId('sheet-row').count();
  for (;;) {
    const next = await nextWithRobot(eva, adam, await played());
    if (next !== 'robot' && (await played()) >= turns) return;
    if (next !== 'robot') await move(next);
    await settle([eva, adam]);
  }
}

/** The player to move on `device` exchanges the first tile of their rack: a turn that neither
 * ends the game (as passes all round would) nor depends on the board. */
export async function exchangeOne(device: Device) {
  await device.page.getByTestId('exchange').click();
  await device.page.getByTestId('rack').getByTestId('rack-tile').first().click();
  await device.page.getByTestId('confirm-exchange').click();
}

/** Eva sets a table of `game` (its shelf's test id, and its name) for Eva, Adam and a third seat
 * her device plays too: Cy, passing it round, or an easy robot (`robot`). Adam joins on his own
 * device, and the deal's links travel until both show the game (`shows`). Returns Eva's device
 * and Adam's. */
export async function tableAtEva(
  page: Page,
  browser: Browser,
  game: string,
  name: string,
  shows: string,
  third: 'Cy' | 'robot',
): Promise<Device[]> {
  await page.goto('./');
  await page.getByTestId(`new-${game}`).click();
  await page.getByTestId('players-3').check({ force: true });
  await page.getByTestId('name-1').fill('Eva');
  await page.getByTestId('name-2').fill('Adam');
  await page.getByTestId('remote').check();
  if (third === 'robot') {
    // The robot's seat is this device's, and not to be given up.
    await page.getByTestId('seat-player-3').selectOption('easy');
    await expect(page.getByTestId('remote-seat-3')).toBeChecked();
    await expect(page.getByTestId('remote-seat-3')).toBeDisabled();
  } else {
    await page.getByTestId('name-3').fill('Cy');
    await page.getByTestId('remote-seat-3').check({ force: true });
  }
  // Eva's seat is the player's.
  await expect(page.getByTestId('remote-seat-1')).toBeChecked();
  await page.getByTestId('start').click();
  const here = third === 'robot' ? 'Eva and Robot 3 (easy)' : 'Eva and Cy';
  await expect(page.getByTestId('remote-panel')).toContainText(`This device plays ${here}.`);
  return joinAndDeal(page, browser, ['Eva', 'Adam'], name, shows);
}

/** Who is to move at a table of a device two people share and a guest's: the guest once their
 * device says so, or a person at the shared device once its hand-over names them. */
export async function nextAtSharedTable(shared: Device, guest: Device): Promise<{ device: Device; name: string }> {
  const handover = shared.page.getByTestId('handover');
  let next: { device: Device; name: string } | undefined;
  await expect
    .poll(async () => {
      if ((await guest.page.getByTestId('remote-status').textContent())?.includes('Your move')) {
        next = { device: guest, name: guest.name };
      } else if (await handover.isVisible()) {
        const heading = (await handover.getByRole('heading', { level: 2 }).textContent()) ?? '';
        next = { device: shared, name: heading.replace('Pass to ', '') };
      }
      return next !== undefined;
    })
    .toBe(true);
  return next!;
}
