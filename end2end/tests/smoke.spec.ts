import { test, expect } from './fixtures';

// The page loads, the wasm app starts and shows the shelf of games (and, as every test, throws
// no uncaught error).
test('the app loads and shows the shelf', async ({ page }) => {
  await page.goto('./');
  await expect(page).toHaveTitle(/Gameshelf/);
  await expect(page.locator('[data-testid="shelf"]')).toBeVisible();
});
