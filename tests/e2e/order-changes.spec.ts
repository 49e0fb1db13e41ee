// Order changes in Chromium (desktop): a shopper changes the size and the delivery address of
// their paid order before it is printed, and reads both confirmations in the outbox; once a
// label is printed the page refuses item changes; once delivered they book a return and
// download its prepaid label (a PDF). The order is arranged in the E2E database, as the
// factory's moves are (this spec is about the shopper's side).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axe } from '../support/axe.ts';
import { readFile } from 'node:fs/promises';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { fromJson } from '../../src/platform/db/json.ts';
import { insertSeedOrder } from '../../src/seed/orders.ts';
import { moveOrder } from '../../src/server/commerce/orders/move-order.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { DONE_MESSAGES } from '../../src/server/commerce/order-changes/order-forms.ts';
import { CHANGE_MESSAGES } from '../../src/server/commerce/order-changes/order-rules.ts';
import type { ProductOption } from '../../src/schemas/product.ts';
import { scaled } from '../support/slowdown.ts';

const { shopper: SHOPPER } = DEMO_USERS;

/** Runs `work` against the E2E server's database. */
async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** The page passes axe's WCAG 2 A and AA rules (as the receipt does). */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect.soft(found, label).toEqual([]);
}

test('a shopper changes size and address before printing, is refused after, then returns an item with a printable label', async ({ page, signIn }) => {
  test.setTimeout(scaled(60_000));
  // A paid order of the demo shopper for a demo product sold in two sizes (labels made, as markPaid does).
  const arranged = await withDb(async (db) => {
    const division = (await findDivisionBySubdomain(db, 'demo'))!;
    const user = await db.selectFrom('users').select('id').where('email', '=', SHOPPER.email).executeTakeFirstOrThrow();
    const products = await db
      .selectFrom('products')
      .select(['id', 'sku', 'name', 'options_json'])
      .where('division_id', '=', division.id)
      .orderBy('id')
      .execute();
    const product = products
      .map((row) => ({
        ...row,
        option: (fromJson<ProductOption[]>(row.options_json, 'products.options_json') ?? []).find((option) => option.sizes.length >= 2),
      }))
      .find((row) => row.option)!;
    const [from, to] = product.option!.sizes as [string, string];
    const order = await insertSeedOrder(db, {
      divisionId: division.id,
      userId: user.id,
      email: SHOPPER.email,
      status: 'paid',
      currency: 'GBP',
      items: [
        { productId: product.id, name: product.name, sku: product.sku, image: null, colour: product.option!.colour.name, size: from, quantity: 1, price: 2500 },
      ],
      shipping: 399,
      shippingMethod: 'Standard delivery',
      shippingAddress: { name: 'Sasha Shopper', street: '21 Willow Lane', city: 'Bath', zip: 'BA1 2QH', country: 'GB' },
      paymentMethod: 'Visa ending 4242',
      createdAt: new Date().toISOString(),
    });
    return { ...order, name: product.name, colour: product.option!.colour.name, from, to };
  });

  // Before printing: another size, through the page's own form.
  await page.goto(storeUrl('demo', `/edit-order/${arranged.hash}`));
  await expect(page.getByRole('heading', { level: 1, name: `Your order #${arranged.id}` })).toBeVisible();
  const line = page.locator(`[data-line-name="${arranged.name}"]`);
  await expect(line.locator('[data-line-options]')).toHaveText(`${arranged.colour}, ${arranged.from}`);
  await expectAccessible(page, 'edit-order before printing');
  await line.getByLabel(`New colour and size for ${arranged.name}`).selectOption({ label: `${arranged.colour}, ${arranged.to}` });
  await line.getByRole('button', { name: 'Change size or colour' }).click();
  await expect(page.locator('[data-flash]')).toHaveText(DONE_MESSAGES.changed);
  await expect(line.locator('[data-line-options]')).toHaveText(`${arranged.colour}, ${arranged.to}`);

  // …and another delivery address.
  await page.getByRole('link', { name: 'Change delivery address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change your delivery address' })).toBeVisible();
  await page.getByLabel('Street address').fill('7 Orchard Row');
  await page.getByRole('button', { name: 'Save delivery address' }).click();
  await expect(page.locator('[data-flash]')).toHaveText(DONE_MESSAGES.address);
  await page.getByRole('link', { name: 'Back to your order' }).click();
  await expect(page.locator('[data-ship-to]')).toContainText('7 Orchard Row');

  // Both confirmations are in the shopper's mail.
  await signIn(page.context(), SHOPPER);
  await page.goto(storeUrl('demo', '/teemail/'));
  await page.waitForURL((url) => url.pathname.startsWith('/teemail'));
  await expect(page.getByText(`Your order #${arranged.id} has been changed`).first()).toBeVisible();
  await expect(page.getByText(`Your order #${arranged.id} has a new delivery address`).first()).toBeVisible();

  // The factory prints a label: the items are the factory's now.
  await withDb(async (db) => {
    const label = await db.selectFrom('factory_labels').select('id').where('order_id', '=', arranged.id).executeTakeFirstOrThrow();
    await db.insertInto('label_logs').values({ label_id: label.id, kind: 'print', user_id: null, note: null, created_at: new Date().toISOString() }).execute();
    const division = (await findDivisionBySubdomain(db, 'demo'))!;
    await moveOrder({ db, division }, arranged.id, 'label_printed', null);
  });
  await page.goto(storeUrl('demo', `/edit-order/${arranged.hash}`));
  await expect(page.locator('[data-items-locked]')).toHaveText(CHANGE_MESSAGES.printed);
  await expect(page.locator('[data-change-item], [data-remove-item], [data-cancel-order]')).toHaveCount(0);

  // Delivered: a return of the item, and its label.
  await withDb(async (db) => {
    const division = (await findDivisionBySubdomain(db, 'demo'))!;
    await moveOrder({ db, division }, arranged.id, 'complete', null);
  });
  await page.goto(storeUrl('demo', `/returns/${arranged.hash}`));
  await expect(page.locator('[data-return-window]')).toContainText('You can return or exchange delivered items until');
  await line.getByText('Return or exchange').click();
  await expectAccessible(page, 'returns after delivery');
  await line.getByLabel('Why').selectOption('Too small');
  await line.getByRole('button', { name: 'Book my return' }).click();
  await expect(page.locator('[data-flash]')).toHaveText(DONE_MESSAGES.return);
  const labelLink = page.locator('[data-return-label]');
  await expect(labelLink).toHaveText(/^Download return label \(RT\d{10}\)$/);
  const [download] = await Promise.all([page.waitForEvent('download'), labelLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^return-label-RT\d{10}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
});
