// Back-office orders in Chromium (desktop): a staff member filters the back office's order
// list down to one order, opens it, moves it along its flow, raises its priority and refunds
// part of it — each change visible on the order page after its form posts (no JavaScript needed).
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { insertSeedOrder } from '../../src/seed/orders.ts';

/** A paid order of its own in the north store (the back office spans stores), found by its e-mail. */
async function paidOrder(email: string): Promise<number> {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const north = (await findDivisionBySubdomain(db, 'north'))!;
    const { id } = await insertSeedOrder(db, {
      divisionId: north.id,
      userId: null,
      email,
      status: 'paid',
      currency: 'GBP',
      shipping: 399,
      shippingMethod: 'UK standard delivery',
      items: [{ productId: null, name: 'Atlas tee', sku: 'ATLAS-TEE', image: null, colour: 'Black', size: 'M', quantity: 2, price: 2000 }],
      shippingAddress: { name: 'Ola Order', street: '3 Quay', city: 'Hull', zip: 'HU1 1AA', country: 'GB' },
      paymentMethod: 'Visa ending 4242',
      createdAt: new Date().toISOString(),
    });
    return id;
  } finally {
    await db.destroy();
  }
}

test('staff filter to one order, open it, move it, change its priority and refund part of it', async ({ staffPage: page }) => {
  const email = `atlas-e2e-${Date.now().toString(36)}@example.com`;
  const orderId = await paidOrder(email);

  await page.goto(storeUrl('demo', '/atlas/orders/'));

  // The list: a plain GET form; its address is the filter.
  const filters = page.getByRole('search', { name: 'Find orders' });
  await filters.getByLabel('Search').fill(email);
  await filters.getByLabel('Store').selectOption({ label: 'Wild North Outfitters (north)' });
  await filters.getByLabel('Status').selectOption('paid');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === email && url.searchParams.get('status') === 'paid');
  const rows = page.locator('table.orders tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expect(rows.first()).toContainText('Paid');
  await expect(rows.first()).toContainText('£43.99');
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{2} \d{2}:\d{2} [ap]m/);

  // The order page.
  await rows
    .first()
    .getByRole('link', { name: `#${orderId}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const summary = page.locator('dl.summary');
  await expect(summary.locator('[data-status]')).toHaveText('Paid');
  await expect(page.locator('.group[aria-current="step"]')).toContainText('Paid');
  await expect(page.locator('table.labels tbody tr')).toHaveCount(2);

  // Move along the flow: the buttons are the statuses the flow allows from here.
  await page.getByRole('form', { name: 'Move along the flow' }).getByRole('button', { name: 'Processing', exact: true }).click();
  await expect(page.locator('[data-flash="ok"]')).toHaveText('Moved from Paid to Processing.');
  await expect(summary.locator('[data-status]')).toHaveText('Processing');
  await expect(page.locator('.group[aria-current="step"]')).toContainText('Processing');
  await expect(page.locator('table.status-log')).toContainText('Sam Staff');

  // Priority.
  const priority = page.getByRole('form', { name: 'Change priority' });
  await priority.getByLabel('Priority').selectOption({ label: 'Urgent' });
  await priority.getByRole('button', { name: 'Set priority' }).click();
  await expect(page.locator('[data-flash="ok"]')).toHaveText('Priority set to Urgent.');
  await expect(summary.locator('[data-priority]')).toHaveText('Urgent');
  await expect(page.locator('table.change-log')).toContainText('from Normal to Urgent');

  // A partial refund.
  const refund = page.getByRole('form', { name: 'Refund' });
  await refund.getByLabel('Amount (GBP)').fill('5.00');
  await refund.getByLabel('Reason').fill('Late delivery');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.locator('[data-flash="ok"]')).toHaveText('Refunded £5.00.');
  await expect(summary.locator('[data-refunded]')).toHaveText('£5.00');
  await expect(page.locator('table.refunds')).toContainText('Late delivery');
  await expect(page.getByRole('form', { name: 'Refund' })).toContainText('£38.99 refundable of £43.99');
  // Still processing: a partial refund does not change the status.
  await expect(summary.locator('[data-status]')).toHaveText('Processing');
});
