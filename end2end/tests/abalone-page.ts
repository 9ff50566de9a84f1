// Page object for the Abalone screens: the shelf, the new-game form and the board.
import { expect, type Locator, type Page } from '@playwright/test';
import { tabTo } from './keyboard';

export type Side = 'black' | 'white';

export class AbalonePage {
  readonly board: Locator;

  constructor(readonly page: Page) {
    this.board = page.getByTestId('board');
  }

  /** The topmost element drawn at a cell: its marble if it has one, else its hole. */
  cell(name: string): Locator {
    return this.board.locator(`[data-cell="${name}"]`).last();
  }

  marble(name: string): Locator {
    return this.board.locator(`.marble[data-cell="${name}"]`);
  }

  arrow(notation: string): Locator {
    return this.board.locator(`[data-move="${notation}"]`);
  }

  async startGame(options: { black?: string; white?: string; layout?: string; players?: 2 | 3 | 4 } = {}) {
    await this.page.goto('./');
    await this.page.getByTestId('new-abalone').click();
    if (options.players) await this.page.getByTestId(`players-${options.players}`).check({ force: true });
    if (options.layout) await this.page.locator(`input[name=layout][value="${options.layout}"]`).check({ force: true });
    if (options.black) await this.page.getByTestId('name-black').fill(options.black);
    if (options.white) await this.page.getByTestId('name-white').fill(options.white);
    await this.page.getByTestId('start').click();
    await expect(this.board).toBeVisible();
  }

  /** Opens a game of `moveLimit` moves (the move limit), Ada (Black) against an easy robot. */
  async openAgainstRobot(moveLimit: number) {
    const record = {
      format: 1,
      game: 'abalone',
      setup: { layout: 'standard', players: ['Ada', 'Robot'], move_limit: moveLimit },
      moves: [],
      tags: { robots: '-,easy' },
    };
    await this.page.goto('./');
    await this.page.evaluate((record) => localStorage.setItem('gameshelf.game.short', record), JSON.stringify(record));
    await this.page.goto('./#/play/short');
    await expect(this.board).toBeVisible();
  }

  /** Selects marbles by tapping them, then taps the arrow of the move written `notation`. */
  async play(cells: string[], notation: string) {
    for (const name of cells) await this.cell(name).click();
    await this.arrow(notation).click();
    await expect(this.arrow(notation)).toHaveCount(0);
  }

  /** In `abalone-one-push-from-win.json`, Black's winning push: the line G7-G6-… pushes west,
   * over the edge. The board may have picked the line's third marble itself, or wait for it. */
  async pushOffTheSixth() {
    await this.cell('G7').click();
    await this.cell('G6').click();
    if ((await this.arrow('G7G6').count()) === 0) await this.cell('G5').click();
    await this.arrow('G7G6').click();
  }

  /** Every marble on the board, as "A1:black" strings, sorted. */
  async marbles(): Promise<string[]> {
    const list = await this.board
      .locator('.marble[data-side]')
      .evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('data-cell')}:${n.getAttribute('data-side')}`));
    return list.sort();
  }

  async moves(): Promise<string[]> {
    const moves = this.page.getByTestId('move');
    if ((await moves.count()) === 0) return [];
    return (await moves.allTextContents()).map((text) => text.replace('×', '').trim());
  }

  async expectSide(cell: string, side: Side | null) {
    if (side === null) await expect(this.marble(cell)).toHaveCount(0);
    else await expect(this.marble(cell)).toHaveAttribute('data-side', side);
  }

  /** Waits for the board to finish turning or sliding: a point measured on a moving board is
   * somewhere else by the time the mouse gets there. */
  async atRest() {
    await this.page.waitForFunction(() =>
      document
        .querySelector('[data-testid=board]')!
        .getAnimations({ subtree: true })
        .every((animation) => animation.playState !== 'running'),
    );
  }

  /** A hole as the keyboard and screen readers know it: focusable, named, drawn over the rest. */
  focusHole(name: string): Locator {
    return this.board.locator(`[data-hole="${name}"]`);
  }

  /** Tabs to the board's one tab stop. */
  async tabIntoBoard() {
    await tabTo(this.page, this.board.locator('[role=gridcell][tabindex="0"]'));
  }

  /** Moves the keyboard focus to a hole with the arrow keys alone, by where things are on screen:
   * up or down to its row as drawn, then along that row. On a turned board this only arrives if
   * the keys follow the screen. */
  async arrowTo(name: string) {
    await this.atRest();
    const centre = async (hole: Locator) => {
      const box = await hole.boundingBox();
      if (!box) throw new Error('a hole is not on screen');
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const target = await centre(this.focusHole(name));
    const focused = this.page.locator(':focus');
    for (let press = 0; press < 20; press++) {
      if ((await focused.getAttribute('data-hole')) === name) return;
      const here = await centre(focused);
      const [dx, dy] = [target.x - here.x, target.y - here.y];
      const key = Math.abs(dy) > 15 ? (dy < 0 ? 'ArrowUp' : 'ArrowDown') : dx < 0 ? 'ArrowLeft' : 'ArrowRight';
      await this.page.keyboard.press(key);
    }
    throw new Error(`the arrow keys never reached ${name}`);
  }

  /** Drags with the mouse from the centre of one cell to the centre of another, through `via`. */
  async drag(from: string, to: string, via: string[] = []) {
    await this.atRest();
    const centre = async (name: string) => {
      const box = await this.cell(name).boundingBox();
      if (!box) throw new Error(`cell ${name} is not on screen`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const start = await centre(from);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    for (const name of [...via, to]) {
      const point = await centre(name);
      await this.page.mouse.move(point.x, point.y, { steps: 6 });
    }
    await this.page.mouse.up();
  }
}
