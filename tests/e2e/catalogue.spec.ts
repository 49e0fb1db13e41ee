// The catalogue in a browser: a complete product page (creator, reviews, size chart, bundle,
// cross-sell), the creator page and the sitemap, each passing axe's WCAG 2 AA rules.
import { axe } from '../support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectAccessible(page: Page): Promise<void> {
  const results = await axe(page).withTags(WCAG_AA).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

test('a product page shows its creator, reviews and size chart, and leads to the creator page', { tag: '@phone' }, async ({ page }) => {
  test.slow();
  await page.goto(storeUrl('demo', '/product/fjord-lines-t-shirt/'));
  await expect(page.locator('.creator a')).toHaveText('Astrid Nordahl');
  await expect(page.locator('#reviews .review')).toHaveCount(1);
  await expect(page.locator('#reviews .verified')).toHaveText('Verified buyer');
  await page.getByText('Size chart').click();
  await expect(page.locator('details.size-chart table')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();
  await expect(page.locator('astro-island')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/catalogue-product.png', fullPage: true });
  await page.locator('.creator a').click();
  await expect(page).toHaveURL(/\/creator\/astrid-nordahl\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Astrid Nordahl');
  await expectAccessible(page);
});

test('a bundle is chosen part by part in the add-to-basket form and reaches the basket with its parts', async ({ page }) => {
  test.slow();
  await page.goto(storeUrl('demo', '/product/fjord-lines-t-shirt-set/'));
  const bundle = page.locator('form.add-to-basket fieldset.bundle');
  await expect(bundle.locator('li')).toHaveCount(2);
  await bundle.locator('select[name="bundleOptions[0][productSize]"]').selectOption('M');
  await expect(bundle.locator('select[name="bundleOptions[0][productSize]"]')).toHaveValue('M');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e/catalogue-bundle.png', fullPage: true });
  // Added through the page's script: the parts chosen travel with the bundle to the basket.
  await page.locator('form.add-to-basket').getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('[data-add-status]')).toContainText('Added to your basket');
  await page.goto(storeUrl('demo', '/basket/'));
  const parts = page.locator('[data-line] [data-bundle-part]');
  await expect(parts).toHaveCount(2);
  await expect(parts.first()).toContainText(/^1 × .+, M\)$/);
});

test('the sitemap and the review form are accessible', async ({ page }) => {
  test.slow();
  await page.goto(storeUrl('north', '/sitemap/'));
  await expect(page.getByRole('heading', { name: 'Creators' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(storeUrl('demo', '/product/fjord-lines-t-shirt/review/'));
  await expect(page.locator('.review-page a[href^="/login/"]')).toBeVisible();
  await expectAccessible(page);
});
