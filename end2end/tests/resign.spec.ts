// Resigning a tile game (issue 60 §5), as in Abalone: asked twice, it ends the game for good
// with the player who resigned last, whatever the scores; nothing is taken back after it, and a
// reload keeps it.
import { test, expect } from './fixtures';
import { openSaved } from './fixtures';

for (const game of ['abaku', 'summy', 'addique'] as const) {
  test(`${game}: the player to move resigns, asked twice, and comes last for good`, async ({ page }) => {
    await openSaved(page, `${game}-two-players.json`);
    const handover = page.getByTestId('handover');
    await expect(handover).toContainText(/Pass to (Eva|Adam)/);
    const resigning = (await handover.textContent())!.includes('Pass to Eva') ? 'Eva' : 'Adam';
    const other = resigning === 'Eva' ? 'Adam' : 'Eva';
    // Behind the hand-over nobody resigns: the rack's player does, once it is on show.
    await expect(page.getByTestId('resign')).toHaveCount(0);
    await page.getByTestId('reveal').click();
    const resign = page.getByTestId('resign');
    await resign.click();
    await expect(resign).toHaveText(`Sure? ${resigning} resigns`);
    await resign.click();

    const check = async () => {
      const over = page.getByTestId('game-over');
      await expect(over).toContainText(`${resigning} resigned: game over`);
      await expect(page.getByTestId('winner')).toContainText(`${other} wins`);
      const rows = page.getByTestId('ranking-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.last()).toContainText(resigning);
      await expect(page.getByTestId('status')).toHaveText('The game is over.');
      await expect(page.getByTestId('resign')).toHaveCount(0);
      await expect(page.getByTestId('undo')).toBeDisabled();
    };
    await check();
    await page.reload();
    await check();
  });
}
