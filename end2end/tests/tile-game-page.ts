// Page object for the tile games' screens (Abaku, Summy): the board's squares, the rack, the
// preview and the turn buttons. Moves are made as a player makes them: by tapping and by dragging.
import { expect, type Locator, type Page } from '@playwright/test';
import { fixture } from './fixtures';

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
    await this.page.goto('./');
    await this.page.evaluate(([key, record]) => localStorage.setItem(key, record), [`gameshelf.game.${id}`, fixture(name)]);
    await this.page.goto(`./#/play/${id}`);
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
}
