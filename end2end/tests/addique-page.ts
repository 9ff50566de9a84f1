// Page object for Addique's screen: the table of plus-shaped pieces, the hand and the preview.
import { expect, type Locator, type Page } from '@playwright/test';
import { openSaved } from './fixtures';

export class AddiquePage {
  readonly table: Locator;
  readonly hand: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('addique-table');
    this.hand = page.getByTestId('hand');
    this.preview = page.getByTestId('preview');
  }

  async open(name: string, id = 'fixture') {
    await openSaved(this.page, name, id);
    await expect(this.table).toBeVisible();
  }

  async reveal(name: string) {
    await expect(this.page.getByTestId('handover')).toContainText(`Pass to ${name}`);
    await expect(this.hand).toHaveCount(0);
    await this.page.getByTestId('reveal').click();
    await expect(this.hand).toBeVisible();
  }

  piece(digits: string): Locator {
    return this.hand.locator(`[data-testid="hand-piece"][data-piece="${digits}"]`);
  }

  /** The dot (its square-wide circle, which a finger taps) where the chosen piece would go with
   * its centre on `x,y`. */
  ghost(spot: string): Locator {
    return this.table.locator(`[data-testid="ghost"][data-spot="${spot}"]`);
  }

  async handPieces(): Promise<string[]> {
    return this.hand.getByTestId('hand-piece').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-piece') ?? ''));
  }

  async viewBox(): Promise<number[]> {
    return ((await this.table.getAttribute('viewBox')) ?? '').split(' ').map(Number);
  }

  async numbers(): Promise<string[]> {
    return this.preview.getByTestId('equation').locator('.equation').allTextContents();
  }

  async scores(): Promise<string[]> {
    return this.page.getByTestId('score').allTextContents();
  }
}
