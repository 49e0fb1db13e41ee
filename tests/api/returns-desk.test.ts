// The returns desk — return logs listed by status a page at a time,
// received by their return label code (typed here or scanned at the station), inspected with
// a refund (the item's paid share through the payment provider), an exchange (a free child
// order) or a rejection. Staff only. SQLite and PostgreSQL (TEST_DB).
import { beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, testDb, testStore } from '../support/api.ts';
import { SessionClient, signIn } from '../support/session-client.ts';
import { makeOrder, makeReturnRequest, orderItem, uniqueEmail, type TestStore } from '../support/factories/index.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { factoryScreens } from '../../src/lib/factory-screens.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;

let demo: TestStore;
let staff: SessionClient;
let owner: SessionClient;
let shopper: SessionClient;
let staffId: number;

beforeAll(async () => {
  demo = await testStore('demo');
  staffId = (await demo.db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.staff.email).executeTakeFirstOrThrow()).id;
  [staff, owner, shopper] = await Promise.all([signIn(DEMO_USERS.staff), signIn(DEMO_USERS.owner), signIn(DEMO_USERS.shopper)]);
});

/** A delivered order of 2 tees (25.00 each) and a hoodie (50.00), with a return requested of `quantity` tees. */
async function requestedReturn(options: { quantity?: number; kind?: 'return' | 'exchange'; wanted?: Json; discount?: number } = {}) {
  const email = uniqueEmail('returner');
  const order = await makeOrder(demo, {
    email,
    status: 'complete',
    discount: options.discount ?? 0,
    items: [orderItem({ quantity: 2, price: 2500 }), orderItem({ name: 'Test hoodie', sku: 'TEST-HOODIE', price: 5000, quantity: 1 })],
  });
  const { db } = await testDb();
  const item = await db.selectFrom('order_items').select(['id']).where('order_id', '=', order.id).orderBy('id').executeTakeFirstOrThrow();
  const { id, code } = await makeReturnRequest(
    db,
    { orderId: order.id, itemId: item.id },
    { quantity: options.quantity ?? 1, kind: options.kind ?? 'return', wanted: options.wanted ?? {} },
  );
  return { orderId: order.id, itemId: item.id, code, id, email };
}

async function logOf(id: number) {
  const { db } = await testDb();
  return db.selectFrom('return_logs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const receive = (code: string) => staff.post<Json>(apiPath('returns.receive'), { code });
const inspect = (id: number, body: Json) => staff.post<Json>(apiPath('returns.inspect', { id }), body);

describe('staff only', () => {
  it('the returns calls and screen: 401 signed out, 403 for a store owner and a shopper, nothing written', async () => {
    const ret = await requestedReturn();
    const visitor = new SessionClient('demo');
    const calls: [string, string, unknown?][] = [
      ['GET', apiPath('returns.list')],
      ['POST', apiPath('returns.receive'), { code: ret.code }],
      ['POST', apiPath('returns.inspect', { id: ret.id }), { outcome: 'rejected', note: 'x' }],
    ];
    for (const [method, path, json] of calls) {
      expect((await visitor.request(path, { method, json })).status).toBe(401);
      for (const client of [owner, shopper]) expect((await client.request(path, { method, json })).status, `${method} ${path}`).toBe(403);
    }
    expect((await logOf(ret.id)).status).toBe('requested');
    expect((await owner.request(factoryScreens.returns)).status).toBe(403);
    expect((await shopper.request(factoryScreens.returns)).status).toBe(403);
    expect((await visitor.request(factoryScreens.returns)).status).toBe(302);
  });
});

describe('the list', () => {
  it('lists every return newest first, filters by status, counts each status and pages', async () => {
    const ret = await requestedReturn();
    const all = await staff.request<Json>(apiPath('returns.list'));
    expect(all.status).toBe(200);
    // Other test files add returns at the same time: ours is on the first page, and the page runs newest first.
    const ours = all.json.returns.find((row: Json) => row.id === ret.id);
    const created = all.json.returns.map((row: Json) => row.createdAt as string);
    expect(created).toEqual([...created].sort().reverse());
    expect(ours).toMatchObject({
      id: ret.id,
      labelCode: ret.code,
      orderId: ret.orderId,
      itemName: 'Test tee',
      quantity: 1,
      status: 'requested',
      reason: 'Too small',
      storeName: expect.any(String),
    });
    const requested = await staff.request<Json>(apiPath('returns.list', { status: 'requested' }));
    expect(requested.json.returns.every((row: Json) => row.status === 'requested')).toBe(true);
    expect(requested.json.total).toBe(requested.json.counts.requested);
    const received = await staff.request<Json>(apiPath('returns.list', { status: 'received' }));
    expect(received.json.returns.some((row: Json) => row.id === ret.id)).toBe(false);
    expect((await staff.request<Json>(apiPath('returns.list', { status: 'lost' }))).status).toBe(422);
    expect((await staff.request<Json>('/omnis/v3/atlas/returns/?page=0')).status).toBe(404);
    const far = await staff.request<Json>(apiPath('returns.list', { status: '', page: 400 }));
    expect(far.json.page).toBe(far.json.lastPage);

    const screen = await staff.request(`${factoryScreens.returns}?status=requested`);
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(ret.code);
    expect((await staff.request(`${factoryScreens.returns}?status=lost`)).status).toBe(404);
  });
});

describe('receiving', () => {
  it('the return label code marks it received, once; unknown and malformed codes are refused', async () => {
    const ret = await requestedReturn();
    const received = await receive(` ${ret.code.toLowerCase()} `);
    expect(received.status, received.text).toBe(200);
    expect(received.json.returnLog).toMatchObject({ id: ret.id, status: 'received', receivedAt: expect.any(String) });
    const { db } = await testDb();
    const change = await db.selectFrom('order_change_logs').select(['kind', 'actor', 'user_id']).where('order_id', '=', ret.orderId).execute();
    expect(change).toEqual([{ kind: 'return_received', actor: 'staff', user_id: staffId }]);
    const again = await receive(ret.code);
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(new RegExp(`^Return ${ret.code} was already received on \\d\\d/\\d\\d/\\d\\d \\d\\d:\\d\\d [ap]m\\.$`));
    expect((await receive('RT0000000000')).json.message).toBe('No return has the code RT0000000000.');
    expect((await receive('hello')).status).toBe(422);
  });

  it('scanning the return label at the factory scan station receives it too', async () => {
    const ret = await requestedReturn();
    const scanned = await staff.post<Json>(apiPath('factory.scan'), { code: ret.code });
    expect(scanned.json).toMatchObject({
      kind: 'return',
      tone: 'success',
      message: `Return ${ret.code} received: Test tee ×1 from order #${ret.orderId}. Inspect it on the returns desk.`,
    });
    expect((await logOf(ret.id)).status).toBe('received');
  });
});

describe('inspecting', () => {
  it('a refund gives back the item’s paid share × quantity through the provider and counts the units as returned', async () => {
    const ret = await requestedReturn({ quantity: 2 });
    const early = await inspect(ret.id, { outcome: 'refund', note: 'Fine' });
    expect([early.status, early.json.message]).toEqual([422, `Return ${ret.code} has not been received yet: receive the parcel first.`]);
    await receive(ret.code);
    const done = await inspect(ret.id, { outcome: 'refund', note: 'As new, tags on' });
    expect(done.status, done.text).toBe(200);
    expect(done.json.returnLog).toMatchObject({
      status: 'inspected',
      outcome: 'refunded',
      refundAmount: 5000,
      inspectionNote: 'As new, tags on',
      currency: 'GBP',
    });
    const { db } = await testDb();
    expect((await db.selectFrom('orders').select('refunded_total').where('id', '=', ret.orderId).executeTakeFirstOrThrow()).refunded_total).toBe(5000);
    expect((await db.selectFrom('order_items').select('returned_quantity').where('id', '=', ret.itemId).executeTakeFirstOrThrow()).returned_quantity).toBe(2);
    const refund = await db.selectFrom('refunds').selectAll().where('order_id', '=', ret.orderId).execute();
    expect(refund).toMatchObject([{ amount: 5000, status: 'refunded', user_id: staffId, idempotency_key: `return-log-${ret.id}` }]);
    expect((await logOf(ret.id)).refund_id).toBe(refund[0]!.id);
    const kinds = (await db.selectFrom('order_change_logs').select('kind').where('order_id', '=', ret.orderId).orderBy('id').execute()).map((row) => row.kind);
    expect(kinds).toEqual(['return_received', 'refund', 'return_inspected']);
    expect((await latestMailTo(ret.email)).subject).toBe('Your refund of £50.00');

    const twice = await inspect(ret.id, { outcome: 'refund', note: 'again' });
    expect([twice.status, twice.json.message]).toEqual([409, `Return ${ret.code} was already inspected.`]);
    expect(await db.selectFrom('refunds').select('id').where('order_id', '=', ret.orderId).execute()).toHaveLength(1);
  });

  it('an order-wide discount is shared: the refund is what the item really cost', async () => {
    // Goods 100.00, discount 10.00: one tee cost 22.50.
    const ret = await requestedReturn({ discount: 1000 });
    await receive(ret.code);
    expect((await inspect(ret.id, { outcome: 'refund', note: '' })).json.returnLog.refundAmount).toBe(2250);
  });

  it('an exchange makes a free child order in the size wanted and counts the unit as returned', async () => {
    const ret = await requestedReturn({ kind: 'exchange', wanted: { size: 'L' } });
    await receive(ret.code);
    const done = await inspect(ret.id, { outcome: 'exchange', note: 'Swap to L' });
    expect(done.status, done.text).toBe(200);
    const childId = done.json.returnLog.exchangeOrderId;
    const { db } = await testDb();
    const child = await db
      .selectFrom('orders')
      .select(['parent_order_id', 'reprint_reason', 'total', 'status'])
      .where('id', '=', childId)
      .executeTakeFirstOrThrow();
    expect(child).toEqual({ parent_order_id: ret.orderId, reprint_reason: null, total: 0, status: 'paid' });
    const item = await db
      .selectFrom('order_items')
      .select(['size', 'colour', 'quantity', 'parent_item_id'])
      .where('order_id', '=', childId)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ size: 'L', colour: 'Black', quantity: 1, parent_item_id: ret.itemId });
    expect((await db.selectFrom('order_items').select('returned_quantity').where('id', '=', ret.itemId).executeTakeFirstOrThrow()).returned_quantity).toBe(1);
    expect(done.json.returnLog.outcome).toBe('exchanged');
  });

  it('a rejection gives nothing back, tells the customer, and keeps the units as sold', async () => {
    const ret = await requestedReturn();
    await receive(ret.code);
    const done = await inspect(ret.id, { outcome: 'rejected', note: 'Worn and washed' });
    expect(done.json.returnLog).toMatchObject({ outcome: 'rejected', refundId: null, exchangeOrderId: null, inspectionNote: 'Worn and washed' });
    const { db } = await testDb();
    expect((await db.selectFrom('order_items').select('returned_quantity').where('id', '=', ret.itemId).executeTakeFirstOrThrow()).returned_quantity).toBe(0);
    expect((await db.selectFrom('orders').select('refunded_total').where('id', '=', ret.orderId).executeTakeFirstOrThrow()).refunded_total).toBe(0);
    const mail = await latestMailTo(ret.email);
    expect(mail.subject).toBe(`Your return for order #${ret.orderId}`);
    expect(mail.text).toContain('Worn and washed');
  });

  it('refuses a bad outcome and an unknown return', async () => {
    const ret = await requestedReturn();
    await receive(ret.code);
    expect((await inspect(ret.id, { outcome: 'keep' })).json.message).toBe('Choose refund, exchange or rejected.');
    expect((await inspect(2_000_000_000, { outcome: 'rejected' })).status).toBe(404);
    expect((await logOf(ret.id)).status).toBe('received');
  });

  it('two people inspecting at once: one refund', async () => {
    const ret = await requestedReturn();
    await receive(ret.code);
    const results = await Promise.all([inspect(ret.id, { outcome: 'refund', note: 'a' }), inspect(ret.id, { outcome: 'refund', note: 'b' })]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const { db } = await testDb();
    expect(await db.selectFrom('refunds').select('id').where('order_id', '=', ret.orderId).execute()).toHaveLength(1);
  });
});
