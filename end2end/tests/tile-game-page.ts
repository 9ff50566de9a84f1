// Page object for the tile games' screens (Abaku, Summy): the board's squares, the rack, the
// preview and the turn buttons. Moves are made as a player makes them: by tapping and by dragging,
// or by keyboard alone.
import { expect, type Locator, type Page } from '@playwright/test';
import { fixture, median } from './fixtures';

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

  /** The element with the keyboard's focus. */
  get focused(): Locator {
    return this.page.locator(':focus');
  }

  /** Presses Tab (or Shift+Tab, `back`) until the focus is on an element matching `selector`. */
  async tabTo(selector: string, back = false) {
    for (let presses = 0; presses < 120; presses++) {
      if (await this.page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, selector)) return;
      await this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  /** Tabs to the board: its one tab stop, a square. */
  async tabToBoard(back = false) {
    await this.tabTo('[role=gridcell]', back);
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

  /** Keeps every text the live region announces, from the next page loaded on, for `announced`. */
  static async listen(page: Page) {
    await page.addInitScript(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      const watch = new MutationObserver(() => {
        const text = document.querySelector('[data-testid=announcer]')?.textContent?.trim();
        if (text && text !== said[said.length - 1]) said.push(text);
      });
      document.addEventListener('DOMContentLoaded', () =>
        watch.observe(document.body, { subtree: true, childList: true, characterData: true }),
      );
    });
  }

  /** What the live region has announced since the page loaded (see `listen`). */
  async announced(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { said: string[] }).said);
  }

  /** Presses the rack tile `tile` and starts dragging it, leaving the button down. */
  async pickUp(tile: string) {
    const box = await this.tile(tile).boundingBox();
    if (!box) throw new Error(`no ${tile} in the rack`);
    await this.page.mouse.move(box.x + 10, box.y + 10);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + 40, box.y - 40, { steps: 3 });
  }

  /**
   * While a tile is dragged, moves the pointer over each square in turn and times it: from the
   * pointer move to the page updated (drop target and preview, every update the move queued done:
   * the next task), and the next frame's render.
   */
  async hoverTimes(squares: string[]): Promise<PreviewSample[]> {
    const board = await this.board.elementHandle();
    return this.page.evaluate(
      async ([board, names]) => {
        const results = [];
        for (const name of names as string[]) {
          const rect = (board as Element).querySelector(`rect.square[data-square="${name}"]`)!.getBoundingClientRect();
          performance.clearMarks();
          performance.mark('move');
          const at = { clientX: rect.x + rect.width / 2, clientY: rect.y + rect.height / 2, bubbles: true };
          document.dispatchEvent(new PointerEvent('pointermove', at));
          await new Promise((resolve) => setTimeout(resolve, 0));
          performance.mark('updated');
          await new Promise<void>((resolve) =>
            requestAnimationFrame(() => {
              performance.mark('frame-start');
              setTimeout(resolve, 0);
            }),
          );
          performance.mark('painted');
          results.push({
            square: name,
            update: performance.measure('move-to-dom', 'move', 'updated').duration,
            render: performance.measure('frame-render', 'frame-start', 'painted').duration,
          });
        }
        return results;
      },
      [board, squares] as const,
    );
  }
}

export interface PreviewSample {
  square: string;
  update: number;
  render: number;
}

/** The medians of hover samples: update, render, and the work of both. */
export function previewFigures(samples: PreviewSample[]) {
  return {
    samples,
    medianUpdateMs: median(samples.map((s) => s.update)),
    medianRenderMs: median(samples.map((s) => s.render)),
    medianWorkMs: median(samples.map((s) => s.update + s.render)),
  };
}
