// Staff open the back office's home — the charts draw (uPlot canvases once the
// island hydrates) over the tables of the same figures — then approve a store under review,
// whose visitors, sent to /store-under-review/ until then, see the store. Desktop only.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axe } from '../support/axe.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { signUp } from '../../src/server/accounts/sign-up.ts';

/** axe's WCAG 2 AA findings on the screen. */
async function violations(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** A store made through sign-up, so under review (the demo stores have no approval item). */
async function storeUnderReview(): Promise<{ subdomain: string; name: string }> {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const { store } = await signUp(db, {
      email: `review-${stamp}@example.com`,
      password: 'review pass phrase 42',
      firstName: 'Rita',
      lastName: 'Review',
      should_have_store: true,
      dashboard_access: true,
      clientIp: `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    });
    return { subdomain: store!.subdomain, name: store!.name };
  } finally {
    await db.destroy();
  }
}

test('staff read the home charts and approve a store under review; its visitors then see it', async ({ staffPage: page, browser }) => {
  const store = await storeUnderReview();
  const visitor = await browser.newContext();
  const shopperPage = await visitor.newPage();
  await shopperPage.goto(storeUrl(store.subdomain, '/'));
  await expect(shopperPage).toHaveURL(/\/store-under-review\/$/);
  await expect(shopperPage.getByRole('heading', { name: 'This store is under review' })).toBeVisible();

  await page.goto(storeUrl('demo', '/atlas/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders per day' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders by status' })).toBeVisible();
  // client:visible: the charts load once scrolled to, then draw one canvas each.
  const charts = page.locator('[data-atlas-charts]');
  await charts.scrollIntoViewIfNeeded();
  await expect(charts.locator('canvas')).toHaveCount(3);
  const box = await charts.locator('canvas').first().boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect(await violations(page)).toEqual([]);

  await page.goto(storeUrl('demo', `/atlas/stores/?status=not-modded-yet&search=${store.subdomain}`));
  const row = page.locator('tr', { hasText: store.subdomain });
  await expect(row.getByText('Not modded yet')).toBeVisible();
  await row.locator('astro-island:not([ssr])').waitFor();
  await row.getByRole('button', { name: `Approve ${store.name}` }).click();
  await expect(row.getByRole('status')).toContainText('approved');
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await shopperPage.goto(storeUrl(store.subdomain, '/'));
  await expect(shopperPage).toHaveURL(storeUrl(store.subdomain, '/'));
  await expect(shopperPage.getByRole('heading', { name: 'This store is under review' })).toHaveCount(0);
  await visitor.close();
});
