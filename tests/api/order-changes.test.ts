// The shopper changes their own order — size or colour, removing an item,
// cancelling — while nothing is printed; the delivery address until it is packed; returns and
// exchanges of delivered items within the store's window, with a prepaid label. Each change is
// one transaction under the order's version, logged and confirmed by mail; another store's host
// or another hash finds nothing. Both databases (TEST_DB), against the built server.
import { beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, storeRequest, testDb, testStore, testStoreOrigin } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeCustomer, makeOrder, orderItem, type OrderItem, type TestStore } from '../support/factories/index.ts';
import { parseHtml } from '../support/html.ts';
import { CHANGE_MESSAGES } from '../../src/server/commerce/order-changes/order-rules.ts';
import { NO_SUCH_ORDER } from '../../src/server/commerce/order-changes/find-order.ts';
import { DONE_MESSAGES } from '../../src/server/commerce/order-changes/order-forms.ts';
import { messages } from '../../src/lib/validation/messages.ts';
import { fromJson } from '../../src/platform/db/json.ts';
import { requestReturn } from '../../src/server/commerce/order-changes/request-return.ts';
import { ApiError } from '../../src/platform/errors/api-error.ts';
import { logLabels, LABEL_PRINTED } from '../../src/server/fulfilment/factory/label-logs.ts';
import type { ProductOption } from '../../src/schemas/product.ts';
import { apiPath } from '../../src/schemas/api.ts';

let demo: TestStore;
let demoId: number;
/** A demo product sold in one colour in at least two sizes, and (when there is one) another colour. */
let product: { id: number; sku: string; colour: string; sizes: string[]; otherColour: string | null };

beforeAll(async () => {
  demo = await testStore('demo');
  demoId = demo.division.id;
  const { db } = demo;
  const rows = await db.selectFrom('products').select(['id', 'sku', 'options_json']).where('division_id', '=', demoId).orderBy('id').execute();
  for (const row of rows) {
    const options = fromJson<ProductOption[]>(row.options_json, 'products.options_json') ?? [];
    const sized = options.find((option) => option.sizes.length >= 2);
    if (!sized) continue;
    product = {
      id: row.id,
      sku: row.sku,
      colour: sized.colour.name,
      sizes: sized.sizes,
      otherColour: options.find((option) => option !== sized)?.colour.name ?? null,
    };
    return;
  }
  throw new Error('No demo product with two sizes');
});

const shirt = (overrides: Partial<OrderItem> = {}): OrderItem =>
  orderItem({
    productId: product.id,
    name: 'Demo shirt',
    sku: product.sku,
    colour: product.colour,
    size: product.sizes[0]!,
    quantity: 2,
    price: 2000,
    ...overrides,
  });
const tote = orderItem({ name: 'Tote bag', sku: 'TEST-TOTE', colour: 'Natural', size: 'One size', quantity: 1, price: 1500 });

async function orderRow(id: number) {
  const { db } = await testDb();
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const labels = await db.selectFrom('factory_labels').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const changes = await db.selectFrom('order_change_logs').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const refunds = await db.selectFrom('refunds').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const returns = await db.selectFrom('return_logs').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const statuses = await db.selectFrom('order_status_logs').select('status').where('order_id', '=', id).orderBy('id').execute();
  return { order, items, labels, changes, refunds, returns, statuses: statuses.map((row) => row.status) };
}

async function outboxCount(email: string): Promise<number> {
  const { db } = await testDb();
  return (await db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).length;
}

async function emailOf(id: number): Promise<string> {
  return (await orderRow(id)).order.email;
}

async function markPrinted(orderId: number): Promise<void> {
  const { db } = await testDb();
  const label = await db.selectFrom('factory_labels').select('id').where('order_id', '=', orderId).orderBy('id').executeTakeFirstOrThrow();
  await logLabels(db, [label.id], LABEL_PRINTED, null, new Date().toISOString());
}

const shopper = () => new SessionClient('demo');

describe('changing the size or colour before printing', () => {
  it('changes the item, re-picks its labels, logs it, bumps the version and mails the shopper', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    const before = await orderRow(order.id);
    const item = before.items[0]!;
    const response = await shopper().post<{ order: { version: number; status: string }; message: string }>(
      apiPath('orderChanges.changeItem', { hash: order.hash }),
      {
        version: 0,
        itemId: item.id,
        size: product.sizes[1],
      },
    );
    expect(response.status, response.text).toBe(200);
    expect(response.json.order).toEqual({ hash: order.hash, version: 1, status: 'paid' });
    const after = await orderRow(order.id);
    expect(after.items[0]).toMatchObject({ size: product.sizes[1], colour: product.colour, price: 2000, quantity: 2 });
    expect(after.order.version).toBe(1);
    const itemLabels = after.labels.filter((label) => label.order_item_id === item.id);
    expect(itemLabels).toHaveLength(2);
    expect(new Set(itemLabels.map((label) => label.pickface)).size).toBe(1);
    expect(after.changes.map((change) => [change.kind, change.actor, change.order_item_id])).toEqual([['size', 'shopper', item.id]]);
    expect(JSON.parse(after.changes[0]!.detail_json)).toEqual({ from: product.sizes[0], to: product.sizes[1] });
    const mail = await latestMailTo(before.order.email);
    expect(mail.subject).toBe(`Your order #${order.id} has been changed`);
    expect(mail.text).toContain(`Size: ${product.sizes[0]} → ${product.sizes[1]}`);
  });

  it('refuses what the product is not sold in, the same options and a line of no product: 422, nothing written', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    const before = await orderRow(order.id);
    const client = shopper();
    const offered = await client.post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.changeItem', { hash: order.hash }), {
      version: 0,
      itemId: before.items[0]!.id,
      size: 'XXXXL',
    });
    expect(offered.status).toBe(422);
    expect(offered.json.errors.size).toEqual([CHANGE_MESSAGES.notOffered(product.colour, 'XXXXL')]);
    const same = await client.post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.changeItem', { hash: order.hash }), {
      version: 0,
      itemId: before.items[0]!.id,
      size: product.sizes[0],
    });
    expect([same.status, same.json.errors.size]).toEqual([422, [CHANGE_MESSAGES.sameOptions]]);
    const none = await client.post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.changeItem', { hash: order.hash }), {
      version: 0,
      itemId: before.items[1]!.id,
      size: 'L',
    });
    expect([none.status, none.json.errors.itemId]).toEqual([422, [CHANGE_MESSAGES.noOptions]]);
    const bad = await client.post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.changeItem', { hash: order.hash }), { itemId: 'first' });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ version: [messages.required], itemId: [messages.numeric] });
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('a colour change keeps the price and logs the colour', async () => {
    if (!product.otherColour) return;
    const { db } = await testDb();
    const options = fromJson<ProductOption[]>(
      (await db.selectFrom('products').select('options_json').where('id', '=', product.id).executeTakeFirstOrThrow()).options_json,
      'p',
    )!;
    const other = options.find((option) => option.colour.name === product.otherColour)!;
    const order = await makeOrder(demo, { items: [shirt()] });
    const item = (await orderRow(order.id)).items[0]!;
    const response = await shopper().post(apiPath('orderChanges.changeItem', { hash: order.hash }), {
      version: 0,
      itemId: item.id,
      colour: other.colour.name.toUpperCase(),
      size: other.sizes[0],
    });
    expect(response.status, response.text).toBe(200);
    const after = await orderRow(order.id);
    expect(after.items[0]).toMatchObject({ colour: other.colour.name, size: other.sizes[0], price: 2000 });
    expect(after.changes.map((change) => change.kind)).toContain('colour');
  });
});

describe('after printing', () => {
  it('one printed label closes size, colour, removal and cancellation (422, nothing written); the address stays open', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    await markPrinted(order.id);
    const before = await orderRow(order.id);
    const client = shopper();
    const calls = [
      client.post<{ message: string }>(apiPath('orderChanges.changeItem', { hash: order.hash }), {
        version: 0,
        itemId: before.items[0]!.id,
        size: product.sizes[1],
      }),
      client.post<{ message: string }>(apiPath('orderChanges.removeItem', { hash: order.hash }), { version: 0, itemId: before.items[1]!.id }),
      client.post<{ message: string }>(apiPath('orderChanges.cancel', { hash: order.hash }), { version: 0 }),
    ];
    for (const response of await Promise.all(calls)) expect([response.status, response.json.message]).toEqual([422, CHANGE_MESSAGES.printed]);
    expect(await orderRow(order.id)).toEqual(before);
    const address = await client.post(apiPath('orderChanges.address', { hash: order.hash }), {
      version: 0,
      address: { name: 'Casey Customer', street: '2 New Street', city: 'Leeds', zip: 'LS2 2BB', country: 'GB' },
    });
    expect(address.status, address.text).toBe(200);
  });

  it('label_printed and later statuses refuse item changes; packing refuses the address', async () => {
    for (const status of ['label_printed', 'printed', 'packing', 'complete']) {
      const order = await makeOrder(demo, { status, items: [shirt()] });
      const item = (await orderRow(order.id)).items[0]!;
      const response = await shopper().post<{ message: string }>(apiPath('orderChanges.changeItem', { hash: order.hash }), {
        version: 0,
        itemId: item.id,
        size: product.sizes[1],
      });
      expect([status, response.status, response.json.message]).toEqual([status, 422, CHANGE_MESSAGES.printed]);
    }
    const packed = await makeOrder(demo, { status: 'packing' });
    const before = await orderRow(packed.id);
    const response = await shopper().post<{ message: string }>(apiPath('orderChanges.address', { hash: packed.hash }), {
      version: before.order.version,
      address: { name: 'A', street: 'B', city: 'C', zip: 'LS1 1AA', country: 'GB' },
    });
    expect([response.status, response.json.message]).toEqual([422, CHANGE_MESSAGES.packed]);
    expect(await orderRow(packed.id)).toEqual(before);
  });
});

describe('removing an item and cancelling', () => {
  it('removing a line cancels its labels and refunds what was paid for it through the provider', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    const before = await orderRow(order.id);
    const toteItem = before.items[1]!;
    const response = await shopper().post(apiPath('orderChanges.removeItem', { hash: order.hash }), { version: 0, itemId: toteItem.id });
    expect(response.status, response.text).toBe(200);
    const after = await orderRow(order.id);
    const toteLabels = after.labels.filter((label) => label.order_item_id === toteItem.id);
    expect(toteLabels.map((label) => label.cancelled)).toEqual([1]);
    expect(after.labels.filter((label) => label.order_item_id !== toteItem.id).every((label) => label.cancelled === 0)).toBe(true);
    const { db } = await testDb();
    const cancelLogs = await db
      .selectFrom('label_logs')
      .select('kind')
      .where(
        'label_id',
        'in',
        toteLabels.map((label) => label.id),
      )
      .execute();
    expect(cancelLogs.map((log) => log.kind)).toEqual(['cancel']);
    expect(after.refunds.map((refund) => [refund.amount, refund.status])).toEqual([[1500, 'refunded']]);
    expect(after.order.refunded_total).toBe(1500);
    expect(after.order.status).toBe('paid');
    expect(after.changes.map((change) => change.kind).sort()).toEqual(['refund', 'remove_item']);
    expect((await latestMailTo(before.order.email)).subject).toBe(`Your order #${order.id} has been changed`);

    // The same form sent again: already removed, and never refunded twice.
    const again = await shopper().post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.removeItem', { hash: order.hash }), {
      version: after.order.version,
      itemId: toteItem.id,
    });
    expect([again.status, again.json.errors.itemId]).toEqual([422, [CHANGE_MESSAGES.removed]]);
    // The last line left is cancelled instead.
    const last = await shopper().post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.removeItem', { hash: order.hash }), {
      version: after.order.version,
      itemId: before.items[0]!.id,
    });
    expect([last.status, last.json.errors.itemId]).toEqual([422, [CHANGE_MESSAGES.lastItem]]);
    expect((await orderRow(order.id)).refunds).toHaveLength(1);
  });

  it('a line’s refund is less its share of the order’s discount', async () => {
    // Goods 2 × 2000 + 1500 = 5500 with 550 off: the tote's share is 150.
    const order = await makeOrder(demo, { items: [shirt(), tote], discount: 550, couponCode: 'SAVE10' });
    const toteItem = (await orderRow(order.id)).items[1]!;
    expect((await shopper().post(apiPath('orderChanges.removeItem', { hash: order.hash }), { version: 0, itemId: toteItem.id })).status).toBe(200);
    expect((await orderRow(order.id)).refunds.map((refund) => refund.amount)).toEqual([1350]);
  });

  it('cancelling refunds everything, cancels every label and moves the order to refunded', async () => {
    const order = await makeOrder(demo, { status: 'processing', items: [shirt(), tote] });
    const before = await orderRow(order.id);
    const response = await shopper().post<{ order: { status: string } }>(apiPath('orderChanges.cancel', { hash: order.hash }), {
      version: before.order.version,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.order.status).toBe('refunded');
    const after = await orderRow(order.id);
    expect(after.order).toMatchObject({ status: 'refunded', refunded_total: before.order.total });
    expect(after.refunds.map((refund) => [refund.amount, refund.status])).toEqual([[before.order.total, 'refunded']]);
    expect(after.labels.every((label) => label.cancelled === 1)).toBe(true);
    expect(after.statuses.at(-1)).toBe('refunded');
    expect(after.changes.map((change) => [change.kind, change.actor]).sort()).toEqual([
      ['cancel_order', 'shopper'],
      ['refund', 'shopper'],
    ]);
    expect((await latestMailTo(before.order.email)).subject).toMatch(/cancelled|refund/);
    // Nothing more to do with it.
    const again = await shopper().post(apiPath('orderChanges.cancel', { hash: order.hash }), { version: after.order.version });
    expect(again.status).toBe(422);
  });

  it('an unpaid order cannot be cancelled or lose items here, but may change size', async () => {
    const order = await makeOrder(demo, { status: 'to_be_paid', items: [shirt(), tote] });
    const before = await orderRow(order.id);
    const cancel = await shopper().post<{ message: string }>(apiPath('orderChanges.cancel', { hash: order.hash }), { version: 0 });
    expect([cancel.status, cancel.json.message]).toEqual([422, CHANGE_MESSAGES.unpaid]);
    expect(await orderRow(order.id)).toEqual(before);
    expect(
      (await shopper().post(apiPath('orderChanges.changeItem', { hash: order.hash }), { version: 0, itemId: before.items[0]!.id, size: product.sizes[1] }))
        .status,
    ).toBe(200);
  });
});

describe('the order’s version', () => {
  it('a form drawn before another change is a 409 with a clear message, and writes nothing', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    const item = (await orderRow(order.id)).items[0]!;
    expect(
      (await shopper().post(apiPath('orderChanges.changeItem', { hash: order.hash }), { version: 0, itemId: item.id, size: product.sizes[1] })).status,
    ).toBe(200);
    const before = await orderRow(order.id);
    const stale = await shopper().post<{ message: string }>(apiPath('orderChanges.removeItem', { hash: order.hash }), {
      version: 0,
      itemId: before.items[1]!.id,
    });
    expect([stale.status, stale.json.message]).toEqual([409, CHANGE_MESSAGES.stale]);
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('two changes sent at once from the same page: one applies, the other is a 409', async () => {
    const order = await makeOrder(demo, { items: [shirt()] });
    const item = (await orderRow(order.id)).items[0]!;
    const email = await emailOf(order.id);
    const client = shopper();
    const results = await Promise.all([
      client.post(apiPath('orderChanges.changeItem', { hash: order.hash }), { version: 0, itemId: item.id, size: product.sizes[1] }),
      client.post(apiPath('orderChanges.address', { hash: order.hash }), {
        version: 0,
        address: { name: 'Casey Customer', street: '9 Other Street', city: 'Leeds', zip: 'LS2 2BB', country: 'GB' },
      }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const after = await orderRow(order.id);
    expect(after.order.version).toBe(1);
    expect(after.changes).toHaveLength(1);
    expect(await outboxCount(email)).toBe(1);
  });
});

describe('the delivery address', () => {
  it('is checked as checkout checks it, stays in its region, and is logged with from and to', async () => {
    const order = await makeOrder(demo);
    const client = shopper();
    const blank = await client.post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.address', { hash: order.hash }), {
      version: 0,
      address: { name: '', street: '1 Road', city: '', zip: 'LS1 1AA', country: 'GB' },
    });
    expect([blank.status, blank.json.errors]).toEqual([422, { 'address.name': [messages.required], 'address.city': [messages.required] }]);
    const postcode = await client.post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.address', { hash: order.hash }), {
      version: 0,
      address: { name: 'A', street: '1 Road', city: 'Leeds', zip: 'nope', country: 'GB' },
    });
    expect([postcode.status, postcode.json.errors]).toEqual([422, { 'address.zip': [messages.postcode] }]);
    const abroad = await client.post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.address', { hash: order.hash }), {
      version: 0,
      address: { name: 'A', street: '1 Rue', city: 'Paris', zip: '75001', country: 'FR', eori: 'FR123456789' },
    });
    expect([abroad.status, abroad.json.errors['address.country']]).toEqual([422, [CHANGE_MESSAGES.otherRegion]]);
    expect((await orderRow(order.id)).changes).toEqual([]);

    const moved = await client.post(apiPath('orderChanges.address', { hash: order.hash }), {
      version: 0,
      address: { name: 'Casey Customer', company: 'Acme', street: '2 New Street', city: 'York', zip: 'yo1 7hh', country: 'gb' },
    });
    expect(moved.status, moved.text).toBe(200);
    const after = await orderRow(order.id);
    expect(JSON.parse(after.order.shipping_address_json)).toMatchObject({
      name: 'Casey Customer',
      company: 'Acme',
      street: '2 New Street',
      city: 'York',
      zip: 'YO1 7HH',
      country: 'GB',
    });
    const detail = JSON.parse(after.changes[0]!.detail_json);
    expect([after.changes[0]!.kind, detail.from.street, detail.to.street]).toEqual(['address', '1 Test Street', '2 New Street']);
    expect((await latestMailTo(after.order.email)).subject).toBe(`Your order #${order.id} has a new delivery address`);
  });
});

describe('returns and exchanges after delivery', () => {
  it('books a return with a prepaid label only this order’s address serves, as a PDF', async () => {
    const order = await makeOrder(demo, { status: 'complete', items: [shirt(), tote] });
    const before = await orderRow(order.id);
    const client = shopper();
    const response = await client.post<{ labelCode: string; labelUrl: string; order: { version: number } }>(
      apiPath('orderChanges.returns', { hash: order.hash }),
      {
        version: before.order.version,
        itemId: before.items[0]!.id,
        quantity: 1,
        kind: 'return',
        reason: 'Too small',
      },
    );
    expect(response.status, response.text).toBe(201);
    expect(response.json.labelCode).toMatch(/^RT\d{10}$/);
    expect(response.json.labelUrl).toBe(apiPath('orderChanges.returnLabel', { hash: order.hash, code: response.json.labelCode }));
    const after = await orderRow(order.id);
    expect(after.returns.map((row) => [row.order_item_id, row.quantity, row.kind, row.reason, row.status, row.label_code])).toEqual([
      [before.items[0]!.id, 1, 'return', 'Too small', 'requested', response.json.labelCode],
    ]);
    expect(after.changes.map((change) => change.kind)).toEqual(['return_requested']);
    const mail = await latestMailTo(before.order.email);
    expect(mail.subject).toBe(`Your return for order #${order.id}`);
    expect(mail.html).toContain(response.json.labelUrl);

    const pdf = await storeRequest('demo', response.json.labelUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.bytes.subarray(0, 4).toString()).toBe('%PDF');
    // Another order's hash, another store, another code: nothing.
    const other = await makeOrder(demo, { status: 'complete' });
    expect((await storeRequest('demo', apiPath('orderChanges.returnLabel', { hash: other.hash, code: response.json.labelCode }))).status).toBe(404);
    expect((await storeRequest('north', response.json.labelUrl)).status).toBe(404);
    expect((await storeRequest('demo', apiPath('orderChanges.returnLabel', { hash: order.hash, code: 'RT0000000000' }))).status).toBe(404);

    // One unit left to ask back; an exchange of it for another size.
    const tooMany = await client.post<{ errors: Record<string, string[]> }>(apiPath('orderChanges.returns', { hash: order.hash }), {
      version: after.order.version,
      itemId: before.items[0]!.id,
      quantity: 2,
      kind: 'return',
      reason: 'Too big',
    });
    expect([tooMany.status, tooMany.json.errors.quantity]).toEqual([422, [CHANGE_MESSAGES.tooMany(1)]]);
    const exchange = await client.post(apiPath('orderChanges.returns', { hash: order.hash }), {
      version: after.order.version,
      itemId: before.items[0]!.id,
      quantity: 1,
      kind: 'exchange',
      reason: 'Too small',
      wanted: { size: product.sizes[1] },
    });
    expect(exchange.status, exchange.text).toBe(201);
    const last = (await orderRow(order.id)).returns.at(-1)!;
    expect([last.kind, JSON.parse(last.wanted_json)]).toEqual(['exchange', { colour: product.colour, size: product.sizes[1] }]);
  });

  it('before delivery there is nothing to return (422, nothing written)', async () => {
    const order = await makeOrder(demo, { status: 'printed', items: [shirt()] });
    const before = await orderRow(order.id);
    const response = await shopper().post<{ message: string }>(apiPath('orderChanges.returns', { hash: order.hash }), {
      version: before.order.version,
      itemId: before.items[0]!.id,
      quantity: 1,
      kind: 'return',
      reason: 'Too small',
    });
    expect([response.status, response.json.message]).toEqual([422, CHANGE_MESSAGES.notDelivered]);
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('outside the store’s window the request is refused with the day it closed', async () => {
    const { db } = await testDb();
    const order = await makeOrder(demo, { status: 'complete', items: [shirt()], createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString() });
    const before = await orderRow(order.id);
    const completed = await db
      .selectFrom('order_status_logs')
      .select('created_at')
      .where('order_id', '=', order.id)
      .where('status', '=', 'complete')
      .executeTakeFirstOrThrow();
    const closed = new Date(Date.parse(completed.created_at) + 30 * 86_400_000);
    const response = await shopper().post<{ message: string }>(apiPath('orderChanges.returns', { hash: order.hash }), {
      version: before.order.version,
      itemId: before.items[0]!.id,
      quantity: 1,
      kind: 'return',
      reason: 'Too small',
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe(
      CHANGE_MESSAGES.windowClosed(new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(closed)),
    );
    expect(await orderRow(order.id)).toEqual(before);
  });
});

describe('the return window, on a controlled clock', () => {
  it('is open to the millisecond it closes, and closed one millisecond after; a store may set its own', async () => {
    const { db } = await testDb();
    const scope = demo;
    const order = await makeOrder(demo, { status: 'complete', items: [shirt({ quantity: 3 })] });
    const before = await orderRow(order.id);
    const completed = await db
      .selectFrom('order_status_logs')
      .select('created_at')
      .where('order_id', '=', order.id)
      .where('status', '=', 'complete')
      .executeTakeFirstOrThrow();
    const closes = Date.parse(completed.created_at) + 30 * 86_400_000;
    const body = (version: number) => ({
      version,
      itemId: before.items[0]!.id,
      quantity: 1,
      kind: 'return' as const,
      reason: 'Too big' as const,
      wanted: { colour: undefined, size: undefined },
    });
    const context = (at: number) => ({ origin: testStoreOrigin('demo'), userId: null, now: new Date(at) });

    const late = await requestReturn(scope, order.hash, body(before.order.version), context(closes + 1)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(late).toBeInstanceOf(ApiError);
    expect((late as ApiError).status).toBe(422);
    expect((await orderRow(order.id)).returns).toEqual([]);
    const booked = await requestReturn(scope, order.hash, body(before.order.version), context(closes));
    expect(booked.labelCode).toMatch(/^RT\d{10}$/);

    // The store's own window: 7 days, set in its settings.
    const settings = (await db.selectFrom('divisions').select('settings_json').where('id', '=', demoId).executeTakeFirstOrThrow()).settings_json;
    await db
      .updateTable('divisions')
      .set({ settings_json: JSON.stringify({ ...JSON.parse(settings), returnWindowDays: 7 }) })
      .where('id', '=', demoId)
      .execute();
    try {
      const weekLater = Date.parse(completed.created_at) + 7 * 86_400_000;
      const closed = await requestReturn(scope, order.hash, body(booked.order.version), context(weekLater + 1)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect((closed as ApiError).status).toBe(422);
      expect((await requestReturn(scope, order.hash, body(booked.order.version), context(weekLater))).labelCode).toMatch(/^RT/);
    } finally {
      await db.updateTable('divisions').set({ settings_json: settings }).where('id', '=', demoId).execute();
    }
  });
});

describe('money and races', () => {
  it('a refund the provider refuses changes nothing of the order (502)', async () => {
    const { db } = await testDb();
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    // A charge the provider does not know: its refund fails.
    await db.updateTable('orders').set({ transaction_id: 'unknown_charge' }).where('id', '=', order.id).execute();
    const before = await orderRow(order.id);
    const response = await shopper().post<{ code: string }>(apiPath('orderChanges.removeItem', { hash: order.hash }), {
      version: 0,
      itemId: before.items[1]!.id,
    });
    expect([response.status, response.json.code]).toEqual([502, 'upstream']);
    const after = await orderRow(order.id);
    expect(after.labels).toEqual(before.labels);
    expect(after.items).toEqual(before.items);
    expect(after.changes).toEqual([]);
    expect(after.order.refunded_total).toBe(0);
    expect(after.refunds.map((refund) => refund.status)).toEqual(['failed']);
  });

  it('the same line removed twice at once is refunded once', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    const toteItem = (await orderRow(order.id)).items[1]!;
    const client = shopper();
    const results = await Promise.all(
      [0, 1].map(() => client.post(apiPath('orderChanges.removeItem', { hash: order.hash }), { version: 0, itemId: toteItem.id })),
    );
    expect(results.map((result) => result.status)).toContain(200);
    const after = await orderRow(order.id);
    expect(after.refunds.map((refund) => [refund.amount, refund.status])).toEqual([[1500, 'refunded']]);
    expect(after.order.refunded_total).toBe(1500);
    expect(after.changes.filter((change) => change.kind === 'remove_item')).toHaveLength(1);
  });

  it('an order cancelled twice at once is refunded and cancelled once', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    const total = (await orderRow(order.id)).order.total;
    const client = shopper();
    const results = await Promise.all([0, 1].map(() => client.post(apiPath('orderChanges.cancel', { hash: order.hash }), { version: 0 })));
    expect(results.map((result) => result.status)).toContain(200);
    const after = await orderRow(order.id);
    expect(after.refunds.map((refund) => refund.amount)).toEqual([total]);
    expect(after.changes.filter((change) => change.kind === 'cancel_order')).toHaveLength(1);
    expect(after.statuses.filter((status) => status === 'refunded')).toHaveLength(1);
  });
});

describe('only this order, only this store', () => {
  it('another hash, a malformed one or another store’s host is a 404 on every call; no XSRF header is a 403', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    const before = await orderRow(order.id);
    const body = { version: 0, itemId: before.items[1]!.id };
    const wrongHash = 'A'.repeat(32);
    for (const call of ['orderChanges.changeItem', 'orderChanges.removeItem', 'orderChanges.cancel', 'orderChanges.address', 'orderChanges.returns'] as const) {
      expect((await shopper().post(apiPath(call, { hash: wrongHash }), body)).status).toBe(404);
      expect((await shopper().post(apiPath(call, { hash: 'short' }), body)).status).toBe(404);
      expect((await new SessionClient('north').post(apiPath(call, { hash: order.hash }), body)).status).toBe(404);
    }
    const forged = shopper();
    forged.xsrf = false;
    expect((await forged.post(apiPath('orderChanges.removeItem', { hash: order.hash }), body)).status).toBe(403);
    expect((await storeRequest('demo', apiPath('orderChanges.cancel', { hash: order.hash }))).status).toBe(405);
    expect(await orderRow(order.id)).toEqual(before);
    for (const page of ['/edit-order/', '/returns/', '/update-address/']) {
      expect((await storeRequest('north', `${page}${order.hash}`)).status).toBe(404);
      expect((await storeRequest('demo', `${page}${wrongHash}`)).status).toBe(404);
    }
  });
});

describe('the pages', () => {
  const formPost = (path: string, fields: Record<string, string>, origin = testStoreOrigin('demo')) =>
    storeRequest('demo', path, { method: 'POST', body: new URLSearchParams(fields), headers: { origin } });

  it('/edit-order/ and /returns/ are one private page; its forms change the order and come back with a confirmation', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    const before = await orderRow(order.id);
    const edit = await storeRequest('demo', `/edit-order/${order.hash}`);
    expect(edit.status, edit.text.slice(0, 300)).toBe(200);
    expect(edit.headers['cache-control']).toBe('private, no-store');
    expect(edit.headers['x-robots-tag']).toBe('noindex');
    const page = parseHtml(edit.text);
    expect(page.text('h1')).toBe(`Your order #${order.id}`);
    expect(page.all('[data-change-item]')).toHaveLength(1);
    expect(page.all('[data-remove-item]')).toHaveLength(2);
    expect(page.all('[data-cancel-order]')).toHaveLength(1);
    // The receipt links here.
    expect(parseHtml((await storeRequest('demo', `/receipt/${order.hash}`)).text).attr('[data-change-order]', 'href')).toBe(`/edit-order/${order.hash}`);
    const returns = parseHtml((await storeRequest('demo', `/returns/${order.hash}`)).text);
    expect(returns.text('main')).toBe(page.text('main').replaceAll(`/edit-order/${order.hash}`, `/returns/${order.hash}`));

    const changed = await formPost(`/returns/${order.hash}`, {
      action: 'change-item',
      version: '0',
      itemId: String(before.items[0]!.id),
      choice: `${product.colour}|${product.sizes[1]}`,
    });
    expect(changed.status).toBe(303);
    expect(changed.headers.location).toBe(`/returns/${order.hash}?done=changed`);
    const shown = parseHtml((await storeRequest('demo', changed.headers.location!)).text);
    expect(shown.text('[data-flash]')).toBe(DONE_MESSAGES.changed);
    expect((await orderRow(order.id)).items[0]!.size).toBe(product.sizes[1]);

    // The same form again, from the page drawn before: refused, the order as it is now shown.
    const stale = await formPost(`/edit-order/${order.hash}`, { action: 'remove-item', version: '0', itemId: String(before.items[1]!.id) });
    expect(stale.status).toBe(409);
    expect(parseHtml(stale.text).text('[data-form-error]')).toBe(CHANGE_MESSAGES.stale);
    const noConfirm = await formPost(`/edit-order/${order.hash}`, { action: 'cancel', version: '1' });
    expect([noConfirm.status, parseHtml(noConfirm.text).text('[data-form-error]')]).toEqual([422, messages.required]);
  });

  it('a form posted from another site changes nothing (403)', async () => {
    const order = await makeOrder(demo, { items: [shirt(), tote] });
    const before = await orderRow(order.id);
    const forged = await formPost(`/edit-order/${order.hash}`, { action: 'cancel', version: '0', confirm: 'on' }, 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('/update-address/ shows the address form until packing, then says why not', async () => {
    const order = await makeOrder(demo);
    const form = parseHtml((await storeRequest('demo', `/update-address/${order.hash}`)).text);
    expect(form.attr('[name="address.street"]', 'value')).toBe('1 Test Street');
    const saved = await formPost(`/update-address/${order.hash}`, {
      action: 'address',
      version: '0',
      'address.name': 'Casey Customer',
      'address.street': '3 Form Street',
      'address.city': 'Leeds',
      'address.zip': 'LS1 1AA',
      'address.country': 'GB',
    });
    expect([saved.status, saved.headers.location]).toEqual([303, `/update-address/${order.hash}?done=address`]);
    const invalid = await formPost(`/update-address/${order.hash}`, {
      action: 'address',
      version: '1',
      'address.name': 'Casey Customer',
      'address.street': '3 Form Street',
      'address.city': 'Leeds',
      'address.zip': 'nope',
      'address.country': 'GB',
    });
    expect(invalid.status).toBe(422);
    expect(parseHtml(invalid.text).text('[data-field-error="address.zip"]')).toBe(messages.postcode);
    const packed = await makeOrder(demo, { status: 'packing' });
    const locked = parseHtml((await storeRequest('demo', `/update-address/${packed.hash}`)).text);
    expect(locked.text('[data-address-locked]')).toBe(CHANGE_MESSAGES.packed);
    expect(locked.all('[data-address-form]')).toHaveLength(0);
  });

  it('without a hash, the order number and e-mail find the order; wrong pairs are refused and the tries are counted', async () => {
    const order = await makeOrder(demo);
    const email = await emailOf(order.id);
    const ask = await storeRequest('demo', '/returns/');
    expect(ask.status).toBe(200);
    expect(ask.headers['cache-control']).toBe('private, no-store');
    expect(parseHtml(ask.text).text('h1')).toBe('Find your order');
    const found = await formPost('/returns/', { orderNumber: `#${order.id}`, email: email.toUpperCase() });
    expect([found.status, found.headers.location]).toEqual([303, `/returns/${order.hash}`]);
    // Another store's order is not found through this one.
    const northOrder = await makeOrder(await testStore('north'));
    const elsewhere = await formPost('/edit-order/', { orderNumber: String(northOrder.id), email: await emailOf(northOrder.id) });
    expect(elsewhere.status).toBe(422);
    expect(parseHtml(elsewhere.text).text('[data-field-error="orderNumber"]')).toBe(NO_SUCH_ORDER);
    // A signed-in customer picks from their own orders in this store instead.
    const customer = await makeCustomer(demo.db, { session: true });
    const theirs = await makeOrder(demo, { userId: customer.id, email: customer.email });
    const { client } = customer;
    const listed = parseHtml((await client.request('/edit-order/')).text);
    expect(listed.all('[data-your-order] a').map((link) => link.attribs.href)).toEqual([`/edit-order/${theirs.hash}`]);
    expect(parseHtml((await storeRequest('demo', '/edit-order/')).text).all('[data-your-order]')).toHaveLength(0);
    let status = 0;
    for (let attempt = 3; attempt <= 11 && status !== 429; attempt++)
      status = (await formPost('/update-address/', { orderNumber: String(order.id), email: 'someone-else@example.com' })).status;
    expect(status).toBe(429);
  });
});
