// Receipts in Chromium (the first at phone width too): a seeded receipt of the demo customer → its
// invoice → the PDF download → the signed-in customer's order history, which lists it.
import { expect, test } from './fixtures.ts';
import { axe } from '../support/axe.ts';
import { readFile } from 'node:fs/promises';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { scaled } from '../support/slowdown.ts';

const { shopper: SHOPPER } = DEMO_USERS;

/**
 * The demo customer's newest seeded order in a store (src/seed/orders.ts): paid a day
 * ago. Orders placed by other specs in this run (the purchase journey) are newer and skipped.
 */
async function seededOrderHash(subdomain: string): Promise<string> {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const row = await db
      .selectFrom('orders')
      .innerJoin('divisions', 'divisions.id', 'orders.division_id')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('orders.hash')
      .where('divisions.subdomain', '=', subdomain)
      .where('users.email', '=', SHOPPER.email)
      .where('orders.status', '=', 'paid')
      .where('orders.created_at', '<', new Date(Date.now() - 12 * 3_600_000).toISOString())
      .orderBy('orders.created_at', 'desc')
      .executeTakeFirstOrThrow();
    return row.hash;
  } finally {
    await db.destroy();
  }
}

test('a seeded receipt, its invoice, the PDF and the signed-in customer’s order history', { tag: '@phone' }, async ({ page, isMobile, signIn }) => {
  const hash = await seededOrderHash('demo');
  const receipt = await page.goto(storeUrl('demo', `/receipt/${hash}`));
  expect(receipt?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.locator('[data-item]')).toHaveCount(2);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(page.locator('[data-ship-to]')).toContainText('21 Willow Lane');
  await expect(page.locator('[data-total="total"]')).toHaveText(/^£\d+\.\d\d$/);

  await page.getByRole('link', { name: 'View invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${hash}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  const number = (await page.locator('[data-invoice-number]').textContent())?.trim() ?? '';
  expect(number).toMatch(/^[A-Z0-9-]+-\d{6}$/);
  await expect(page.locator('[data-seller]')).toContainText('Northwind Tees');

  // Printed, the invoice is all there is: no store header, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
  await expect(page.locator('[data-invoice-number]')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(`(Invoice ${number})`);

  // The account link asks to log in first, then comes back to the customer's own history.
  await page.goto(storeUrl('demo', '/'));
  if (isMobile) {
    // Phones find it in the menu; the header keeps its room for the basket.
    await expect(page.locator('.site-header').getByRole('link', { name: 'Your orders' })).toBeHidden();
    await page.getByRole('button', { name: 'Shop' }).click();
    await page.locator('#sidebar').getByRole('link', { name: 'Your orders' }).click();
  } else {
    await page.locator('.site-header').getByRole('link', { name: 'Your orders' }).click();
  }
  await expect(page).toHaveURL(/\/login\/\?redirect_uri=/);
  // Signed in (the login form's own round trip is tests/e2e/accounts.spec.ts's), back where the link pointed.
  await signIn(page.context(), SHOPPER);
  await page.goto(storeUrl('demo', new URL(page.url()).searchParams.get('redirect_uri')!));
  await expect(page).toHaveURL(/\/order-history\/[A-Za-z0-9_-]{22,}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  // The seeded orders, and any the purchase journey placed for this customer in this run.
  const rows = page.locator('[data-order]');
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  const row = rows.filter({ has: page.locator(`a[href="/receipt/${hash}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('time')).toHaveText(/^\d\d\/\d\d\/\d\d \d\d:\d\d [ap]m$/);
  await row.getByRole('link', { name: 'Invoice' }).click();
  await expect(page.locator('[data-invoice-number]')).toHaveText(number);
});

test('another store does not know the receipt', async ({ page }) => {
  const hash = await seededOrderHash('demo');
  const response = await page.goto(storeUrl('north', `/receipt/${hash}`));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We were unable to find this page' })).toBeVisible();
});

test('the receipt, invoice and order history pass axe’s WCAG 2 A and AA rules in both demo stores', async ({ page }) => {
  // Six pages, each audited by axe (several seconds apiece on a busy machine).
  test.setTimeout(scaled(240_000));
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  const paths: [string, string][] = [];
  try {
    for (const subdomain of ['demo', 'north']) {
      const hash = await seededOrderHash(subdomain);
      const order = await db.selectFrom('orders').select(['user_id', 'division_id']).where('hash', '=', hash).executeTakeFirstOrThrow();
      // The customer's history address, as /order-history/ makes it on first use.
      const link = await db
        .selectFrom('order_history_links')
        .select('hash')
        .where('division_id', '=', order.division_id)
        .where('user_id', '=', order.user_id!)
        .executeTakeFirst();
      const historyHash = link?.hash ?? `axe${hash}`;
      if (!link)
        await db
          .insertInto('order_history_links')
          .values({ division_id: order.division_id, user_id: order.user_id!, hash: historyHash, created_at: new Date().toISOString() })
          .execute();
      paths.push([subdomain, `/receipt/${hash}`], [subdomain, `/invoice/${hash}`], [subdomain, `/order-history/${historyHash}`]);
    }
  } finally {
    await db.destroy();
  }
  for (const [subdomain, path] of paths) {
    await page.goto(storeUrl(subdomain, path));
    const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const found = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
    expect.soft(found, `${subdomain} ${path.split('/')[1]}`).toEqual([]);
  }
});
