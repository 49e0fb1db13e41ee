// After the sale: the services every after-sale screen stands on — a paid order goes to a factory
// with one label per garment; refunds go through the payment provider and can never give back
// more than was paid; exchanges and reprints are free child orders with their own labels.
// Both databases (TEST_DB), against the test server's seeded database.
import { beforeAll, describe, expect, it } from 'vitest';
import { refundOrder } from '../../src/server/commerce/refunds/refund-order.ts';
import { createChildOrder } from '../../src/server/commerce/child-orders/create-child-order.ts';
import { returnLabelPdf } from '../../src/server/commerce/order-changes/return-label-pdf.ts';
import { ApiError } from '../../src/platform/errors/api-error.ts';
import { TestPaymentProcessor } from '../../src/server/commerce/payments/test-processor.ts';
import { isExchange } from '../../src/lib/order-flows/index.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import { testDb, testStore } from '../support/api.ts';
import { makeOrder, orderItem } from '../support/factories/index.ts';

let demo: StoreScope;
let north: StoreScope;
let staffId: number;
const origin = 'http://demo.localhost:4321';

beforeAll(async () => {
  const { db } = await testDb();
  demo = await testStore('demo');
  north = await testStore('north');
  staffId = (await db.selectFrom('users').select('id').where('email', '=', 'staff@printfront.test').executeTakeFirstOrThrow()).id;
});

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const key = () => `refund-${Math.random().toString(36).slice(2)}`;

describe('a paid order goes to the factory', () => {
  it('gets a factory and one label per garment, numbered, with a pickface and a scannable code', async () => {
    const { db } = await testDb();
    const order = await makeOrder(demo, {
      items: [orderItem({ quantity: 2 }), orderItem({ sku: 'TEST-HOODIE', size: 'XL', quantity: 1 })],
    });
    const row = await db.selectFrom('orders').select(['factory']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.factory).toBe('ryde');
    const labels = await db.selectFrom('factory_labels').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    expect(labels.map((label) => label.counter)).toEqual([1, 2, 1]);
    for (const label of labels) {
      expect(label.barcode).toMatch(/^PF\d{10}$/);
      expect(label.pickface).toMatch(/^[A-H]-\d{2}-\d$/);
      expect(label).toMatchObject({ cancelled: 0, to_be_picked: 1, times_printed: 0 });
    }
    expect(labels[0]!.pickface).toBe(labels[1]!.pickface);
  });

  it('an unpaid order gets neither a factory nor labels', async () => {
    const { db } = await testDb();
    const order = await makeOrder(demo, { status: 'to_be_paid' });
    expect((await db.selectFrom('orders').select('factory').where('id', '=', order.id).executeTakeFirstOrThrow()).factory).toBeNull();
    expect(await db.selectFrom('factory_labels').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
  });
});

describe('refundOrder', () => {
  it('gives part back through the provider, records it, logs it and mails the customer', async () => {
    const { db } = await testDb();
    const order = await makeOrder(demo);
    const refund = await refundOrder(demo, {
      orderId: order.id,
      amount: 1000,
      reason: 'Print fault',
      idempotencyKey: key(),
      userId: staffId,
      actor: 'staff',
      origin,
    });
    expect(refund).toMatchObject({ orderId: order.id, amount: 1000, status: 'refunded', reason: 'Print fault' });
    const row = await db.selectFrom('orders').select(['refunded_total', 'email', 'status']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.refunded_total).toBe(1000);
    expect(row.status).toBe('paid');
    const log = await db.selectFrom('order_change_logs').selectAll().where('order_id', '=', order.id).execute();
    expect(log).toMatchObject([{ kind: 'refund', actor: 'staff', user_id: staffId }]);
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', row.email)
      .where('template', '=', 'order-change')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your refund of £10.00');
  });

  it('never gives back more than was paid, and a retried key refunds once', async () => {
    const { db } = await testDb();
    const order = await makeOrder(demo); // 2500 + 399 shipping
    const again = key();
    const first = await refundOrder(demo, { orderId: order.id, amount: 2000, reason: 'Lost', idempotencyKey: again, userId: staffId, actor: 'staff', origin });
    const retried = await refundOrder(demo, {
      orderId: order.id,
      amount: 2000,
      reason: 'Lost',
      idempotencyKey: again,
      userId: staffId,
      actor: 'staff',
      origin,
    });
    expect(retried.id).toBe(first.id);
    const over = await refusal(
      refundOrder(demo, { orderId: order.id, amount: 900, reason: 'More', idempotencyKey: key(), userId: staffId, actor: 'staff', origin }),
    );
    expect(over.status).toBe(422);
    expect(over.message).toBe('Max £8.99');
    await refundOrder(demo, { orderId: order.id, amount: 899, reason: 'The rest', idempotencyKey: key(), userId: staffId, actor: 'staff', origin });
    const full = await refusal(
      refundOrder(demo, { orderId: order.id, amount: 1, reason: 'More', idempotencyKey: key(), userId: staffId, actor: 'staff', origin }),
    );
    expect(full.message).toBe('This order has been refunded in full already.');
    expect((await db.selectFrom('orders').select('refunded_total').where('id', '=', order.id).executeTakeFirstOrThrow()).refunded_total).toBe(2899);
  });

  it('of two refunds at once that together exceed the total, one is refused', async () => {
    const { db } = await testDb();
    const order = await makeOrder(demo);
    const results = await Promise.allSettled(
      [1, 2].map(() => refundOrder(demo, { orderId: order.id, amount: 2000, reason: 'Twice', idempotencyKey: key(), userId: staffId, actor: 'staff', origin })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await db.selectFrom('orders').select('refunded_total').where('id', '=', order.id).executeTakeFirstOrThrow()).refunded_total).toBe(2000);
  });

  it('a refund the provider refuses gives nothing back and releases the amount', async () => {
    const { db } = await testDb();
    const order = await makeOrder(demo);
    // A processor that never saw this charge refuses its refund.
    const provider = new TestPaymentProcessor();
    await db.updateTable('orders').set({ transaction_id: 'unknown_charge' }).where('id', '=', order.id).execute();
    await db.updateTable('payment_attempts').set({ provider_reference: 'unknown_charge' }).where('order_id', '=', order.id).execute();
    const refund = await refundOrder(demo, {
      orderId: order.id,
      amount: 500,
      reason: 'Refused',
      idempotencyKey: key(),
      userId: staffId,
      actor: 'staff',
      origin,
      provider,
    });
    expect(refund.status).toBe('failed');
    expect((await db.selectFrom('orders').select('refunded_total').where('id', '=', order.id).executeTakeFirstOrThrow()).refunded_total).toBe(0);
    expect(await db.selectFrom('order_change_logs').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
  });

  it('refuses an unpaid order, bad input and another store’s order, writing nothing', async () => {
    const unpaid = await makeOrder(demo, { status: 'to_be_paid' });
    expect(
      (await refusal(refundOrder(demo, { orderId: unpaid.id, amount: 100, reason: 'x', idempotencyKey: key(), userId: null, actor: 'shopper', origin })))
        .status,
    ).toBe(422);
    const paid = await makeOrder(demo);
    expect(
      (await refusal(refundOrder(demo, { orderId: paid.id, amount: 0, reason: 'x', idempotencyKey: key(), userId: null, actor: 'shopper', origin }))).status,
    ).toBe(422);
    expect(
      (await refusal(refundOrder(demo, { orderId: paid.id, amount: 100, reason: '  ', idempotencyKey: key(), userId: null, actor: 'shopper', origin })))
        .message,
    ).toBe('This field is required.');
    const theirs = await makeOrder(north);
    expect(
      (await refusal(refundOrder(demo, { orderId: theirs.id, amount: 100, reason: 'x', idempotencyKey: key(), userId: null, actor: 'shopper', origin })))
        .status,
    ).toBe(403);
  });
});

describe('createChildOrder', () => {
  it('a reprint is a free paid child order with its reason, its own labels and the parent’s log', async () => {
    const { db } = await testDb();
    const parent = await makeOrder(demo, { items: [orderItem({ quantity: 3 })] });
    const item = await db.selectFrom('order_items').select('id').where('order_id', '=', parent.id).executeTakeFirstOrThrow();
    const child = await createChildOrder(demo, {
      parentOrderId: parent.id,
      kind: 'reprint',
      reprintReason: 'Misprint',
      items: [{ parentItemId: item.id, quantity: 2 }],
      userId: staffId,
      actor: 'staff',
      origin,
    });
    const row = await db.selectFrom('orders').selectAll().where('id', '=', child.orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_order_id: parent.id, reprint_reason: 'Misprint', status: 'paid', total: 0, factory: 'ryde', hash: child.hash });
    expect(isExchange({ parentId: row.parent_order_id, reprintReason: row.reprint_reason, history: ['paid'] })).toBe(false);
    const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', child.orderId).execute();
    expect(items).toMatchObject([{ parent_item_id: item.id, quantity: 2, price: 0, colour: 'Black', size: 'M' }]);
    expect(await db.selectFrom('factory_labels').select('counter').where('order_id', '=', child.orderId).execute()).toHaveLength(2);
    expect(await db.selectFrom('order_change_logs').select(['kind', 'order_item_id']).where('order_id', '=', parent.id).execute()).toEqual([
      { kind: 'reprint', order_item_id: item.id },
    ]);
  });

  it('an exchange takes the new size and colour and mails the customer', async () => {
    const { db } = await testDb();
    const parent = await makeOrder(demo);
    const item = await db.selectFrom('order_items').select('id').where('order_id', '=', parent.id).executeTakeFirstOrThrow();
    const child = await createChildOrder(demo, {
      parentOrderId: parent.id,
      kind: 'exchange',
      items: [{ parentItemId: item.id, quantity: 1, size: 'L' }],
      userId: null,
      actor: 'staff',
      origin,
    });
    const row = await db.selectFrom('orders').selectAll().where('id', '=', child.orderId).executeTakeFirstOrThrow();
    expect(isExchange({ parentId: row.parent_order_id, reprintReason: row.reprint_reason, history: ['paid'] })).toBe(true);
    expect(await db.selectFrom('order_items').select(['size', 'colour']).where('order_id', '=', child.orderId).execute()).toEqual([
      { size: 'L', colour: 'Black' },
    ]);
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', row.email)
      .where('template', '=', 'order-change')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('1 × Test tee (Black, M → Black, L)');
    expect(mail.text).toContain(`${origin}/receipt/${child.hash}`);
  });

  it('refuses a reprint without a reason, more than is left, an unknown item and another store, writing nothing', async () => {
    const { db } = await testDb();
    const parent = await makeOrder(demo);
    const item = await db.selectFrom('order_items').select('id').where('order_id', '=', parent.id).executeTakeFirstOrThrow();
    const before = await db.selectFrom('orders').select('id').where('parent_order_id', '=', parent.id).execute();
    expect(
      (
        await refusal(
          createChildOrder(demo, {
            parentOrderId: parent.id,
            kind: 'reprint',
            reprintReason: ' ',
            items: [{ parentItemId: item.id, quantity: 1 }],
            userId: null,
            actor: 'staff',
            origin,
          }),
        )
      ).message,
    ).toBe('This field is required.');
    expect(
      (
        await refusal(
          createChildOrder(demo, {
            parentOrderId: parent.id,
            kind: 'reprint',
            reprintReason: 'Lost',
            items: [{ parentItemId: item.id, quantity: 2 }],
            userId: null,
            actor: 'staff',
            origin,
          }),
        )
      ).message,
    ).toBe('Max 1');
    expect(
      (
        await refusal(
          createChildOrder(demo, {
            parentOrderId: parent.id,
            kind: 'reprint',
            reprintReason: 'Lost',
            items: [{ parentItemId: -1, quantity: 1 }],
            userId: null,
            actor: 'staff',
            origin,
          }),
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await refusal(
          createChildOrder(north, {
            parentOrderId: parent.id,
            kind: 'reprint',
            reprintReason: 'Lost',
            items: [{ parentItemId: item.id, quantity: 1 }],
            userId: null,
            actor: 'staff',
            origin,
          }),
        )
      ).status,
    ).toBe(403);
    expect(await db.selectFrom('orders').select('id').where('parent_order_id', '=', parent.id).execute()).toEqual(before);
  });
});

describe('returnLabelPdf', () => {
  it('is a PDF naming the code and the sender', async () => {
    const pdf = await returnLabelPdf({
      code: 'RT0123456789',
      storeName: 'Northwind Tees',
      from: { name: 'Casey Customer', lines: ['1 Test Street', 'Leeds LS1 1AA'] },
      note: 'Order #42',
      compress: false,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2000);
    // The document's title (an indirect string object) names the code.
    expect(pdf.toString('latin1')).toMatch(/\(Return label RT0123456789\)/);
  });
});
