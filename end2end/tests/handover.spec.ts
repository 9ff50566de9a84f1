// The hand-over between two players' turns (issue 16, bugs 3 and 13): a modal for the keyboard,
// with the next player's own action first.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TileGamePage } from './tile-game-page';

/** The test id of the focused element, and whether it is inside the hand-over. */
function focus(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return { id: active?.getAttribute('data-testid') ?? active?.tagName, inside: !!active?.closest('[data-testid=handover]') };
  });
}

test('the hand-over holds the focus, keeps the board behind out of reach, and offers "I am ..." first', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-two-players.json');
  const handover = page.getByTestId('handover');
  await expect(handover).toContainText('Pass to Eva');
  // Focus is on the player's own button, the first of the card's buttons.
  await expect.poll(() => focus(page)).toEqual({ id: 'reveal', inside: true });
  await expect(handover.getByRole('button').first()).toHaveAttribute('data-testid', 'reveal');

  // Tab and Shift+Tab go round the hand-over's own buttons (and out to the browser's own
  // controls, past the last one), never to the board or the panel behind it.
  const reached = new Set<string>();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const { id, inside } = await focus(page);
    expect(inside || id === 'BODY', `${key} reached ${id}`).toBe(true);
    if (inside) reached.add(id!);
  }
  expect([...reached].sort()).toEqual(['handover-home', 'reveal']);
  // Escape does not take it away: the racks stay hidden.
  await page.keyboard.press('Escape');
  await expect(handover).toBeVisible();
  // The board behind cannot be reached by the pointer either.
  const covered = await abaku.square('H8').evaluate((square) => {
    const box = square.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!top?.closest('[data-testid=handover]');
  });
  expect(covered).toBe(true);

  // Eva's tiles are revealed by her button, reached and pressed from the keyboard.
  for (let presses = 0; (await focus(page)).id !== 'reveal'; presses++) {
    expect(presses, 'Tab reaches the button').toBeLessThan(4);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(handover).toHaveCount(0);
  expect(await abaku.rackTiles()).toHaveLength(5);
});

test('after a turn, "I am Adam" comes before the undo of Eva\'s turn', async ({ page }) => {
  const abaku = new TileGamePage(page, 'abaku');
  await abaku.open('abaku-two-players.json');
  await abaku.reveal('Eva');
  await abaku.dragTile('4', 'G8');
  await abaku.dragTile('2', 'H8');
  await page.getByTestId('play').click();
  const buttons = page.getByTestId('handover').getByRole('button');
  await expect(buttons.first()).toHaveText('I am Adam: show my tiles');
  await expect(page.getByTestId('handover-undo')).toHaveText("Undo Eva's turn");
  const order = await buttons.evaluateAll((all) => all.map((button) => button.getAttribute('data-testid')));
  expect(order.indexOf('reveal')).toBeLessThan(order.indexOf('handover-undo'));
  await expect.poll(() => focus(page)).toEqual({ id: 'reveal', inside: true });
});
