// The factory in Chromium, desktop: a staff member takes a paid two-item order
// from its labels to complete by typing each label into the scan field (as a keyboard-wedge
// scanner does: the code, then Enter), pigeonholes it, packs it; reprints a damaged item with a
// reason; receives a returned parcel and refunds it on the returns desk.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axe } from '../support/axe.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { insertSeedOrder, type SeedOrderItem } from '../../src/seed/orders.ts';
import { DEMO_STAFF_RFID } from '../../src/seed/users.ts';
import { newLabelCode } from '../../src/server/commerce/orders/label-codes.ts';
import { scaled } from '../support/slowdown.ts';

const TEE: SeedOrderItem = { productId: null, name: 'Journey tee', sku: 'JOURNEY-TEE', image: null, colour: 'Black', size: 'M', quantity: 1, price: 2500 };
const HOODIE: SeedOrderItem = { ...TEE, name: 'Journey hoodie', sku: 'JOURNEY-HOODIE', colour: 'Navy', size: 'L', price: 4500 };

async function withDb<T>(work: (db: Connection['db']) => Promise<T>): Promise<T> {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** An order of the demo store written as the checkout leaves it (paid: factory chosen, labels made). */
async function arrangeOrder(status: string, items: SeedOrderItem[]) {
  return withDb(async (db) => {
    const division = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    const order = await insertSeedOrder(db, {
      divisionId: division.id,
      userId: null,
      email: `factory-journey-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      status,
      currency: 'GBP',
      items,
      shipping: 399,
      shippingMethod: 'UK standard delivery',
      shippingAddress: { name: 'Casey Customer', street: '1 Test Street', city: 'Leeds', zip: 'LS1 1AA', country: 'GB' },
      paymentMethod: 'Visa ending 4242',
      createdAt: new Date().toISOString(),
    });
    const labels = await db
      .selectFrom('factory_labels')
      .select(['id', 'barcode'])
      .where('order_id', '=', order.id)
      .orderBy('order_item_id')
      .orderBy('counter')
      .execute();
    return { id: order.id, labels };
  });
}

async function statusOf(orderId: number): Promise<string> {
  return withDb(async (db) => (await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status);
}

/** WCAG 2.2 AA problems axe finds on the page as it stands. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

test('labels, scanning to complete through a pigeonhole, a reprint and a refunded return', async ({ staffPage: page }) => {
  test.setTimeout(scaled(90_000));
  const order = await arrangeOrder('paid', [TEE, HOODIE]);
  const damaged = await arrangeOrder('paid', [TEE]);
  const delivered = await arrangeOrder('complete', [TEE, HOODIE]);
  const returnCode = newLabelCode('RT');
  await withDb(async (db) => {
    const item = await db.selectFrom('order_items').select('id').where('order_id', '=', delivered.id).orderBy('id').executeTakeFirstOrThrow();
    await db
      .insertInto('return_logs')
      .values({
        order_id: delivered.id,
        order_item_id: item.id,
        quantity: 1,
        kind: 'return',
        reason: 'Too small',
        status: 'requested',
        label_code: returnCode,
        user_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  });

  // The order's labels, printed from its factory page: a PDF download, and the order moves on.
  await page.goto(storeUrl('demo', `/atlas/factory/orders/${order.id}/`));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print this order’s labels' }).click();
  expect((await download).suggestedFilename()).toBe(`labels-order-${order.id}.pdf`);
  await expect(page.getByRole('status')).toHaveText('2 labels printed.');
  expect(await statusOf(order.id)).toBe('label_printed');

  // The scan station: everything through one field, code + Enter, the focus never leaves it.
  await page.goto(storeUrl('demo', '/atlas/factory/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  const field = page.getByLabel('Scan a label, a return label or your badge');
  await expect(field).toBeFocused();
  const latest = page.locator('#pf-scan-latest');
  const scan = async (code: string, expected: string | RegExp) => {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(latest).toContainText(expected);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
  };
  await scan(DEMO_STAFF_RFID, 'Now scanning as Sam Staff.');
  await expect(page.getByText('Scanning as Sam Staff (badge RFID-0001)')).toBeVisible();
  const [first, second] = order.labels;
  await scan(first!.barcode, `order #${order.id}, 1 of 2 printed.`);
  await scan(second!.barcode, `Order #${order.id} printed: all 2 items.`);
  await scan(first!.barcode, new RegExp(`Pigeonhole (\\d+): order #${order.id}, 1 of 2 items\\.`));
  const hole = /Pigeonhole (\d+)/.exec((await latest.textContent()) ?? '')![1];
  await scan(second!.barcode, `Order #${order.id} complete — pigeonhole ${hole} ready for packing.`);
  await expect(latest).toHaveClass(/pf-tone-success/);
  expect(await statusOf(order.id)).toBe('consolidated');
  await page.getByRole('button', { name: `Packed & dispatched #${order.id}` }).click();
  await expect(latest).toContainText(`Order #${order.id} packed and dispatched: pigeonhole ${hole} is free.`);
  expect(await statusOf(order.id)).toBe('complete');

  // A refusal is loud: a code nobody knows — scanned after a click elsewhere took the focus away.
  await page.getByRole('heading', { name: 'Pigeonholes in use' }).click();
  await expect(field).not.toBeFocused();
  await scan('PF0000000000', 'No label has the code PF0000000000.');
  await expect(latest).toHaveClass(/pf-tone-error/);
  expect(await accessibilityProblems(page)).toEqual([]);

  // A damaged item: scanned, then reprinted with a reason — a free child order.
  await scan(damaged.labels[0]!.barcode, `Order #${damaged.id} printed`);
  await page.getByLabel(/Reprint the last scanned item/).selectOption('Misprint');
  await page.getByRole('button', { name: 'Reprint item' }).click();
  await expect(latest).toContainText(/Reprint ordered: order #\d+ \(Misprint\)/);
  const child = await withDb((db) =>
    db.selectFrom('orders').select(['id', 'reprint_reason', 'status']).where('parent_order_id', '=', damaged.id).executeTakeFirstOrThrow(),
  );
  expect(child).toMatchObject({ reprint_reason: 'Misprint', status: 'paid' });

  // The returns desk: the parcel arrives, is inspected and refunded.
  await page.goto(storeUrl('demo', '/atlas/returns/?status=requested'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  const row = page.locator('tr', { hasText: returnCode });
  // Other specs may have returns waiting too: the tab's count goes down by this one.
  const requestedTab = page.getByRole('navigation', { name: 'Return status' }).getByRole('link', { name: /^Requested/ });
  const requestedBefore = Number(/\d+/.exec((await requestedTab.textContent()) ?? '')?.[0]);
  await expect(row).toContainText('Waiting for the parcel');
  await page.getByLabel('A parcel arrived: scan or type its return label code').fill(returnCode);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Return ${returnCode} received: Journey tee ×1 from order #${delivered.id}.`);
  await row.getByLabel('Outcome').selectOption('refund');
  await row.getByLabel('Note').fill('As new');
  await row.getByRole('button', { name: `Inspect ${returnCode}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Refunded £25.00 for return ${returnCode}.`);
  await expect(row).toContainText('Refunded £25.00');
  await expect(requestedTab).toHaveText(new RegExp(`Requested\\s*${requestedBefore - 1}$`));
  expect(await accessibilityProblems(page)).toEqual([]);
  expect(
    await withDb(
      async (db) => (await db.selectFrom('orders').select('refunded_total').where('id', '=', delivered.id).executeTakeFirstOrThrow()).refunded_total,
    ),
  ).toBe(2500);
});
