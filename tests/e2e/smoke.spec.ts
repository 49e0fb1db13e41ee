// Proves the E2E harness: the demo store's home page renders in Chromium at both widths.
import { expect, test } from '@playwright/test';

test('demo home page shows its heading or banner', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // A top-level <header> is the ARIA banner; either it or the page's <h1> must be on screen.
  const headingOrBanner = page.getByRole('heading', { level: 1 }).or(page.getByRole('banner')).first();
  await expect(headingOrBanner).toBeVisible();
});
