// Proves the E2E harness: the built server answers for the demo store by host, and the
// page renders in Chromium at both widths.
import { expect, test } from '@playwright/test';

test("the demo store's home page renders with its own title and heading", { tag: '@phone' }, async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Northwind Tees/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
