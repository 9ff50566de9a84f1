import { test, expect } from '@playwright/test';

// The page loads, the wasm app starts and shows the shelf of games.
test('the app loads and shows the shelf', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  await page.goto('./');
  await expect(page).toHaveTitle(/Gameshelf/);
  await expect(page.locator('[data-testid="shelf"]')).toBeVisible();
  expect(errors, 'uncaught errors in the page').toEqual([]);
});
