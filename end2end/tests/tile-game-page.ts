// Page object for the tile games' screens (Abaku, Summy): the board's squares, the rack, the
// preview and the turn buttons. Moves are made as a player makes them: by tapping and by dragging,
// or by keyboard alone.
import { expect, type Locator, type Page } from '@playwright/test';
import { openSaved } from './fixtures';
import { tabTo } from './keyboard';

export class TileGamePage {
  readonly board: Locator;
  readonly rack: Locator;
  readonly preview: Locator;

  constructor(
    readonly page: Page,
    game: 'abaku' | 'summy',
  ) {
    this.board = page.getByTestId(`${game}-board`);
    this.rack = page.getByTestId('rack');
    this.preview = page.getByTestId('preview');
  }

  /** Opens a saved record from end2end/fixtures as the game `id`. */
  async open(name: string, id = 'fixture') {
    await openSaved(this.page, name, id);
    await expect(this.board).toBeVisible();
  }

  /** An empty square (its coloured rect) or the tile on it. */
  square(name: string): Locator {
    return this.board.locator(`[data-square="${name}"]`).last();
  }

  /** The first rack tile showing `tile`: its notation (a digit, `*` for Abaku's joker, `+`, `x`...). */
  tile(tile: string): Locator {
    return this.rack.locator(`[data-tile="${tile}"]`).first();
  }

  async rackTiles(): Promise<string[]> {
    return this.rack.getByTestId('rack-tile').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-tile') ?? ''));
  }

  async tap(tile: string, square: string) {
    await this.tile(tile).click();
    await this.square(square).click();
  }

  /** Drags with the mouse in small steps, as a finger would, from one element to another. */
  async drag(from: Locator, to: Locator) {
    const start = await from.boundingBox();
    const end = await to.boundingBox();
    if (!start || !end) throw new Error('drag between elements that are not on screen');
    await this.page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
    await this.page.mouse.up();
  }

  async dragTile(tile: string, square: string) {
    await this.drag(this.tile(tile), this.square(square));
  }

  /** The equations the preview shows, as written on screen. */
  async equations(): Promise<string[]> {
    return (await this.preview.getByTestId('equation').locator('.equation').allTextContents()).sort();
  }

  async reveal(name: string) {
    await expect(this.page.getByTestId('handover')).toContainText(`Pass to ${name}`);
    await expect(this.rack).toHaveCount(0);
    await this.page.getByTestId('reveal').click();
    await expect(this.rack).toBeVisible();
  }

  async scores(): Promise<string[]> {
    return this.page.getByTestId('score').allTextContents();
  }

  /** The element with the keyboard's focus. */
  get focused(): Locator {
    return this.page.locator(':focus');
  }

  /** Tabs (or Shift+Tabs, `back`) to the board: its one tab stop, a square. */
  async tabToBoard(back = false) {
    await tabTo(this.page, '[role=gridcell]', { back });
  }

  /** Moves the focus from the focused square to `square` with the arrow keys. */
  async arrowTo(square: string) {
    const from = await this.focused.getAttribute('data-cell');
    if (!from) throw new Error('the focus is not on a square');
    const [column, row] = [(name: string) => name.charCodeAt(0), (name: string) => Number(name.slice(1))];
    const across = column(square) - column(from);
    const down = row(square) - row(from);
    for (let step = 0; step < Math.abs(across); step++) await this.page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let step = 0; step < Math.abs(down); step++) await this.page.keyboard.press(down > 0 ? 'ArrowDown' : 'ArrowUp');
    await expect(this.focused).toHaveAttribute('data-cell', square);
  }

  /** Presses the rack tile `tile` and starts dragging it, leaving the button down. */
  async pickUp(tile: string) {
    const box = await this.tile(tile).boundingBox();
    if (!box) throw new Error(`no ${tile} in the rack`);
    await this.page.mouse.move(box.x + 10, box.y + 10);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + 40, box.y - 40, { steps: 3 });
  }

  /** While a tile is dragged (see `pickUp`), moves the pointer over each square in turn. */
  async dragOver(squares: string[]) {
    for (const name of squares) {
      const box = await this.board.locator(`rect.square[data-square="${name}"]`).boundingBox();
      if (!box) throw new Error(`square ${name} is not on screen`);
      await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
    }
  }

  /** Drags the rack tile `tile` over `squares`, whose last touches nothing, so that the live
   * preview judges the tile there; then drops it off the board, which lays nothing. */
  async dragOverToNowhere(tile: string, squares: string[]) {
    await this.pickUp(tile);
    await this.dragOver(squares);
    await expect(this.page.getByTestId('preview-error')).toHaveText('The tiles must join the tiles on the board.');
    await this.page.mouse.move(5, 5);
    await this.page.mouse.up();
    await expect(this.page.getByTestId('draft-tile')).toHaveCount(0);
  }
}

/** `summy-last-turn.json` played to its end: Adam passes his last turn, Eva wins. */
export async function finishSummy(page: Page): Promise<TileGamePage> {
  const summy = new TileGamePage(page, 'summy');
  await summy.open('summy-last-turn.json');
  await summy.reveal('Adam');
  await page.getByTestId('pass').click();
  await page.getByTestId('pass').click();
  await expect(page.getByTestId('winner')).toHaveText('Eva wins with 20');
  return summy;
}
