// The factory — labels printed as PDF with scannable barcodes, picking
// lists by pickface, the scan station (RFID badges, printed → pigeonhole → complete), packing
// and dispatch, reprints with a reason. Staff only. SQLite and PostgreSQL (TEST_DB).
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb, testServer, testStore } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeOrder, orderItem, TEST_ITEM } from '../support/factories/index.ts';
import { pdfText } from '../support/pdf-text.ts';
import { decodeCode128Row } from '../unit/factory/code128.ts';
import { pdfImages } from '../unit/factory/pdf-images.ts';
import { factoryScreens } from '../../src/lib/factory-screens.ts';
import { moveOrder } from '../../src/server/commerce/orders/move-order.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { scaled } from '../support/slowdown.ts';

type Json = Record<string, any>;

let demo: StoreScope;
let staff: SessionClient;
let owner: SessionClient;
let shopper: SessionClient;
let staffId: number;

beforeAll(async () => {
  const { db } = await testDb();
  demo = await testStore('demo');
  staffId = (await db.selectFrom('users').select('id').where('email', '=', 'staff@printfront.test').executeTakeFirstOrThrow()).id;
  staff = new SessionClient('demo');
  owner = new SessionClient('demo');
  shopper = new SessionClient('demo');
  expect((await staff.login('staff@printfront.test', 'demo-staff-2026')).status).toBe(200);
  expect((await owner.login('owner@demo.test', 'demo-owner-2026')).status).toBe(200);
  expect((await shopper.login('shopper@demo.test', 'demo-shopper-2026')).status).toBe(200);
});

const HOODIE = orderItem({ name: 'Test hoodie', sku: 'TEST-HOODIE', colour: 'Navy', size: 'L' });

/** A paid order (labels made as markPaid makes them) and its labels in order. */
async function paidOrder(items = [TEST_ITEM, HOODIE], overrides: Json = {}) {
  const order = await makeOrder(demo, { items, ...overrides });
  const { db } = await testDb();
  const labels = await db.selectFrom('factory_labels').selectAll().where('order_id', '=', order.id).orderBy('order_item_id').orderBy('counter').execute();
  return { ...order, labels };
}

async function orderRow(orderId: number) {
  const { db } = await testDb();
  const order = await db.selectFrom('orders').select(['status']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const log = await db.selectFrom('order_status_logs').select(['status', 'user_id']).where('order_id', '=', orderId).orderBy('id').execute();
  return { status: order.status, log: log.map((row) => row.status), users: log.map((row) => row.user_id) };
}

const scan = (code: string, badge?: string) => staff.post<Json>(apiPath('factory.scan'), { code, ...(badge ? { badge } : {}) });

async function barcodesIn(pdf: Buffer): Promise<string[]> {
  return (await pdfImages(pdf)).map((image) => {
    const y = Math.floor(image.height / 2);
    return decodeCode128Row(Array.from({ length: image.width }, (_, x) => image.ink(x, y)));
  });
}

describe('staff only', () => {
  it('every factory call: 401 signed out, 403 for a store owner and a shopper; the screen likewise', async () => {
    const order = await paidOrder([TEST_ITEM]);
    const label = order.labels[0]!;
    const calls: [string, string, unknown?][] = [
      ['GET', apiPath('factory.view', { factory: 'ryde' })],
      ['GET', apiPath('factory.order', { orderId: order.id })],
      ['GET', apiPath('factory.picking', { factory: 'ryde' })],
      ['POST', apiPath('factory.printLabels'), { orderId: order.id }],
      ['POST', apiPath('factory.pick'), { labelIds: [label.id] }],
      ['POST', apiPath('factory.scan'), { code: label.barcode }],
      ['POST', apiPath('factory.dispatch', { orderId: order.id }), {}],
      ['POST', apiPath('factory.reprint', { labelId: label.id }), { reason: 'Misprint' }],
    ];
    const visitor = new SessionClient('demo');
    for (const [method, path, json] of calls) {
      expect((await visitor.request(path, { method, json })).status, `${method} ${path} signed out`).toBe(401);
      for (const client of [owner, shopper]) {
        const response = await client.request<Json>(path, { method, json });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.json.message).toBe('Permission denied');
      }
    }
    const { db } = await testDb();
    const untouched = await db.selectFrom('factory_labels').select(['times_printed', 'to_be_picked']).where('id', '=', label.id).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ times_printed: 0, to_be_picked: 1 });
    expect(await db.selectFrom('label_logs').select('id').where('label_id', '=', label.id).execute()).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('paid');

    for (const path of [factoryScreens.station, factoryScreens.order(order.id)]) {
      expect((await owner.request(path)).status).toBe(403);
      expect((await shopper.request(path)).status).toBe(403);
      expect((await visitor.request(path)).status).toBe(302);
      const page = await staff.request(path);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toMatch(/no-store|private/);
    }
  });
});

describe('labels', () => {
  it('an order’s labels print as a PDF whose barcodes scan as the labels’ codes; printing counts and moves the order to label_printed', async () => {
    const order = await paidOrder([orderItem({ quantity: 2 }), HOODIE]);
    const response = await staff.request(apiPath('factory.printLabels'), { method: 'POST', json: { orderId: order.id } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-labels-printed']).toBe('3');
    const pdf = response.bytes;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await barcodesIn(pdf)).sort()).toEqual(order.labels.map((label) => label.barcode).sort());

    const { db } = await testDb();
    const labels = await db.selectFrom('factory_labels').select(['id', 'times_printed']).where('order_id', '=', order.id).execute();
    expect(labels.map((label) => label.times_printed)).toEqual([1, 1, 1]);
    const logs = await db
      .selectFrom('label_logs')
      .select(['kind', 'note', 'user_id'])
      .where(
        'label_id',
        'in',
        labels.map((label) => label.id),
      )
      .execute();
    expect(logs).toEqual(Array(3).fill({ kind: 'print', note: 'label', user_id: staffId }));
    expect(await orderRow(order.id)).toMatchObject({ status: 'label_printed' });

    // Printed again (a jammed printer): counted again, the order stays where it is.
    await staff.request(apiPath('factory.printLabels'), { method: 'POST', json: { orderId: order.id } });
    expect((await db.selectFrom('factory_labels').select('times_printed').where('order_id', '=', order.id).execute()).map((row) => row.times_printed)).toEqual([
      2, 2, 2,
    ]);
    expect((await orderRow(order.id)).log.filter((status) => status === 'label_printed')).toHaveLength(1);
  });

  it(
    'a factory’s batch prints every label not printed yet, urgent orders first, then nothing is left',
    async () => {
      const normal = await paidOrder([TEST_ITEM]);
      const urgent = await paidOrder([HOODIE]);
      const { db } = await testDb();
      await db.updateTable('orders').set({ priority: 2 }).where('id', '=', urgent.id).execute();
      // The batch holds every unprinted label the other test files' paid orders made too (up to
      // 500 pages at about 7 ms each): give it longer than a plain call.
      const response = await staff.request(apiPath('factory.printLabels'), { method: 'POST', json: { factory: 'ryde' }, timeoutMs: 60_000 });
      expect(response.status).toBe(200);
      const pdf = response.bytes;
      const text = (await pdfText(pdf)).join('\n');
      const urgentAt = text.indexOf(urgent.labels[0]!.barcode);
      const normalAt = text.indexOf(normal.labels[0]!.barcode);
      expect(urgentAt).toBeGreaterThanOrEqual(0);
      expect(normalAt).toBeGreaterThan(urgentAt);
      expect(text).toContain('URGENT');
      expect(await orderRow(normal.id)).toMatchObject({ status: 'label_printed' });
      // Printed labels are not in the next batch (other test files may have paid orders meanwhile).
      const again = await staff.request(apiPath('factory.printLabels'), { method: 'POST', json: { factory: 'ryde' }, timeoutMs: 60_000 });
      if (again.status === 200) expect((await pdfText(again.bytes)).join('\n')).not.toContain(normal.labels[0]!.barcode);
      else expect([again.status, (again.json as Json).message]).toEqual([422, 'There are no labels to print.']);
    },
    scaled(150_000),
  );

  it('refuses an unknown factory and an unpaid order', async () => {
    expect((await staff.post<Json>(apiPath('factory.printLabels'), { factory: 'nowhere' })).json.message).toBe('Choose a factory.');
    const unpaid = await makeOrder(demo, { status: 'to_be_paid' });
    const refused = await staff.post<Json>(apiPath('factory.printLabels'), { orderId: unpaid.id });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(`Order #${unpaid.id} is not paid yet: do not print it.`);
  });
});

describe('picking lists', () => {
  it('groups the labels to pick by pickface with counts; picking marks them picked once', async () => {
    const order = await paidOrder([orderItem({ quantity: 2 }), HOODIE]);
    const list = await staff.request<Json>(apiPath('factory.picking', { factory: 'ryde' }));
    expect(list.status).toBe(200);
    const teeFace = order.labels[0]!.pickface;
    const group = list.json.groups.find((entry: Json) => entry.pickface === teeFace);
    expect(group.labels.filter((label: Json) => label.orderId === order.id).map((label: Json) => label.barcode)).toEqual([
      order.labels[0]!.barcode,
      order.labels[1]!.barcode,
    ]);
    expect(group.count).toBe(group.labels.length);
    const faces = list.json.groups.map((entry: Json) => entry.pickface);
    expect(new Set(faces).size).toBe(faces.length);

    const ids = order.labels.map((label) => label.id);
    const picked = await staff.post<Json>(apiPath('factory.pick'), { labelIds: ids });
    expect(picked.json).toEqual({ picked: 3 });
    expect((await staff.post<Json>(apiPath('factory.pick'), { labelIds: ids })).json).toEqual({ picked: 0 });
    const { db } = await testDb();
    expect((await db.selectFrom('factory_labels').select('to_be_picked').where('order_id', '=', order.id).execute()).map((row) => row.to_be_picked)).toEqual([
      0, 0, 0,
    ]);
    expect(await db.selectFrom('label_logs').select('id').where('label_id', 'in', ids).where('kind', '=', 'pick').execute()).toHaveLength(3);
    const after = await staff.request<Json>(apiPath('factory.picking', { factory: 'ryde' }));
    expect(JSON.stringify(after.json)).not.toContain(order.labels[0]!.barcode);
    expect((await staff.post<Json>(apiPath('factory.pick'), { labelIds: [] })).status).toBe(422);
  });
});

describe('the scan station', () => {
  it('a badge says who scans; a two-item order is printed, gathered in a pigeonhole, complete, then packed and dispatched', async () => {
    const order = await paidOrder();
    const [first, second] = order.labels as [(typeof order.labels)[0], (typeof order.labels)[0]];
    const badge = await scan('RFID-0001');
    expect(badge.json).toMatchObject({ kind: 'badge', tone: 'info', message: 'Now scanning as Sam Staff.', scanner: { userId: staffId, name: 'Sam Staff' } });

    const printedOne = await scan(first.barcode, 'RFID-0001');
    expect(printedOne.status, printedOne.text).toBe(200);
    expect(printedOne.json).toMatchObject({
      tone: 'success',
      message: `Printed: Test tee (Black, M) 1 of 1 — order #${order.id}, 1 of 2 printed.`,
      orderStatus: 'paid',
    });
    const printedAll = await scan(second.barcode, 'RFID-0001');
    expect(printedAll.json.message).toBe(`Order #${order.id} printed: all 2 items. Scan each again to put them away.`);
    expect(printedAll.json.orderStatus).toBe('printed');

    const placed = await scan(first.barcode);
    const hole = placed.json.pigeonhole;
    expect(placed.json.message).toBe(`Pigeonhole ${hole}: order #${order.id}, 1 of 2 items.`);
    const again = await scan(first.barcode);
    expect(again.json).toMatchObject({ tone: 'info', message: `Already in pigeonhole ${hole}: order #${order.id}, 1 of 2 items.` });
    const complete = await scan(` ${second.barcode.toLowerCase()}\r\n`);
    expect(complete.json).toMatchObject({
      complete: true,
      pigeonhole: hole,
      message: `Order #${order.id} complete — pigeonhole ${hole} ready for packing.`,
      orderStatus: 'consolidated',
    });

    const { db } = await testDb();
    expect(
      (await db.selectFrom('pigeonholes').select('order_id').where('factory', '=', 'ryde').where('number', '=', hole).executeTakeFirstOrThrow()).order_id,
    ).toBe(order.id);
    const placements = await db.selectFrom('pigeonhole_logs').select(['action', 'label_id']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(placements).toEqual([
      { action: 'placed', label_id: first.id },
      { action: 'placed', label_id: second.id },
    ]);
    const garment = await db
      .selectFrom('label_logs')
      .select(['user_id'])
      .where('label_id', '=', first.id)
      .where('kind', '=', 'print')
      .where('note', '=', 'garment')
      .execute();
    expect(garment).toEqual([{ user_id: staffId }]);
    // Printed means picked, even when nobody ticked the blank off the picking list.
    expect((await db.selectFrom('factory_labels').select('to_be_picked').where('id', '=', first.id).executeTakeFirstOrThrow()).to_be_picked).toBe(0);
    expect(await db.selectFrom('label_logs').select(['kind', 'note']).where('label_id', '=', first.id).where('kind', '=', 'pick').execute()).toEqual([
      { kind: 'pick', note: 'printed' },
    ]);
    const screen = await staff.request(factoryScreens.station);
    expect(screen.text).toContain(`<tr data-order-id="${order.id}">`);

    const dispatched = await staff.post<Json>(apiPath('factory.dispatch', { orderId: order.id }), {});
    expect(dispatched.json).toEqual({ orderId: order.id, status: 'complete', pigeonhole: hole });
    expect((await orderRow(order.id)).log.slice(-4)).toEqual(['printed', 'consolidated', 'packing', 'complete']);
    expect(
      (await db.selectFrom('pigeonholes').select('order_id').where('factory', '=', 'ryde').where('number', '=', hole).executeTakeFirstOrThrow()).order_id,
    ).toBeNull();
    expect(
      (await db.selectFrom('pigeonhole_logs').select('action').where('order_id', '=', order.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).action,
    ).toBe('emptied');
    const late = await scan(first.barcode);
    expect(late.status).toBe(422);
    expect(late.json.message).toBe(`Order #${order.id} is already complete: nothing more to do in the factory.`);
    expect((await staff.post<Json>(apiPath('factory.dispatch', { orderId: order.id }), {})).status).toBe(422);
  });

  it('a one-item order goes straight to packing on its second scan', async () => {
    const order = await paidOrder([TEST_ITEM]);
    const code = order.labels[0]!.barcode;
    expect((await scan(code)).json.orderStatus).toBe('printed');
    const packing = await scan(code);
    expect(packing.json).toMatchObject({
      complete: true,
      pigeonhole: null,
      message: `Order #${order.id} has one item: straight to packing.`,
      orderStatus: 'packing',
    });
    expect((await scan(code)).json.message).toBe(`Order #${order.id} is already at packing.`);
    expect((await staff.post<Json>(apiPath('factory.dispatch', { orderId: order.id }), {})).json).toEqual({
      orderId: order.id,
      status: 'complete',
      pigeonhole: null,
    });
  });

  it('two orders gathered at once get different pigeonholes; a freed one is taken again', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    for (const label of [...a.labels, ...b.labels]) await scan(label.barcode);
    const holeA = (await scan(a.labels[0]!.barcode)).json.pigeonhole;
    const holeB = (await scan(b.labels[0]!.barcode)).json.pigeonhole;
    expect(holeA).not.toBe(holeB);
    await scan(a.labels[1]!.barcode);
    await staff.post(apiPath('factory.dispatch', { orderId: a.id }), {});
    const c = await paidOrder();
    for (const label of c.labels) await scan(label.barcode);
    const holeC = (await scan(c.labels[0]!.barcode)).json.pigeonhole;
    expect(holeC).toBeLessThanOrEqual(holeA);
  });

  it('the last two items scanned at once complete the order once', async () => {
    const order = await paidOrder();
    for (const label of order.labels) await scan(label.barcode);
    const results = await Promise.all(order.labels.map((label) => scan(label.barcode)));
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(results.filter((result) => result.json.complete === true)).toHaveLength(1);
    const { log } = await orderRow(order.id);
    expect(log.filter((status) => status === 'consolidated')).toHaveLength(1);
    const { db } = await testDb();
    expect(await db.selectFrom('pigeonhole_logs').select('id').where('order_id', '=', order.id).where('action', '=', 'placed').execute()).toHaveLength(2);
    expect((await orderRow(order.id)).status).toBe('consolidated');
  });

  // PostgreSQL only: a third transaction holds the order's row, so both last scans arrive
  // while it is busy; without the scan's own lock each would count only its own placement
  // (neither completing the order) or both would claim a pigeonhole.
  it.runIf(testServer().db === 'postgres')('the last two items scanned while the order is busy: still complete once', async () => {
    const { db } = await testDb();
    const order = await paidOrder();
    for (const label of order.labels) await scan(label.barcode);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const blocker = db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', order.id)
        .execute();
      locked();
      await held;
    });
    await lockTaken;
    const scans = Promise.all(order.labels.map((label) => scan(label.barcode)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await blocker;
    const results = await scans;
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(results.filter((result) => result.json.complete === true)).toHaveLength(1);
    expect((await orderRow(order.id)).log.filter((status) => status === 'consolidated')).toHaveLength(1);
    expect(await db.selectFrom('pigeonholes').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
  });

  it('a newport (paper flow) order: label print → processing, printed, gathered → packing (no consolidated), dispatched', async () => {
    const order = await paidOrder();
    const { db } = await testDb();
    await db.updateTable('orders').set({ factory: 'newport' }).where('id', '=', order.id).execute();
    const printed = await staff.request(apiPath('factory.printLabels'), { method: 'POST', json: { orderId: order.id } });
    expect(printed.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe('processing');
    for (const label of order.labels) await scan(label.barcode);
    expect((await orderRow(order.id)).status).toBe('printed');
    await scan(order.labels[0]!.barcode);
    const done = await scan(order.labels[1]!.barcode);
    expect(done.json).toMatchObject({ complete: true, orderStatus: 'packing' });
    const hole = await db.selectFrom('pigeonholes').select('factory').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(hole.factory).toBe('newport');
    expect((await staff.post<Json>(apiPath('factory.dispatch', { orderId: order.id }), {})).json.status).toBe('complete');
    expect((await orderRow(order.id)).log.slice(-4)).toEqual(['processing', 'printed', 'packing', 'complete']);
  });

  it('refuses, with a clear message and nothing written: a cancelled label, an order on hold, unknown codes and badges', async () => {
    const order = await paidOrder();
    const { db } = await testDb();
    const [cancelled, other] = order.labels;
    await db.updateTable('factory_labels').set({ cancelled: 1 }).where('id', '=', cancelled!.id).execute();
    const refused = await scan(cancelled!.barcode);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(`Label ${cancelled!.barcode} was cancelled: its item was removed from order #${order.id}. Put it aside.`);
    expect(await db.selectFrom('label_logs').select('id').where('label_id', '=', cancelled!.id).execute()).toEqual([]);
    // The cancelled item no longer counts: the other one alone is the whole order.
    expect((await scan(other!.barcode)).json.orderStatus).toBe('printed');

    const held = await paidOrder([TEST_ITEM]);
    await moveOrder(demo, held.id, 'issue', staffId);
    expect((await scan(held.labels[0]!.barcode)).json.message).toBe(`Order #${held.id} is on hold (issue): put it aside.`);

    const unknown = await scan('PF0000000000');
    expect([unknown.status, unknown.json.message]).toEqual([404, 'No label has the code PF0000000000.']);
    const badge = await scan('NOT-A-BADGE');
    expect([badge.status, badge.json.message]).toEqual([404, 'Nothing has the code NOT-A-BADGE: not a label, a return label or a staff badge.']);
    expect((await scan(held.labels[0]!.barcode, 'NOT-A-BADGE')).status).toBe(422);
    expect((await scan('   ')).json.message).toBe('Scan or type a code.');
    expect((await scan('RX1234567890')).status).toBe(422);
  });
});

describe('reprints', () => {
  it('reprints a damaged item with a reason: a free child order with its own labels; the damaged label stops counting', async () => {
    const order = await paidOrder();
    const [damaged, kept] = order.labels;
    const bad = await staff.post<Json>(apiPath('factory.reprint', { labelId: damaged!.id }), { reason: 'Because' });
    expect([bad.status, bad.json.message]).toEqual([422, 'Choose why the item is reprinted.']);

    const reprinted = await staff.post<Json>(apiPath('factory.reprint', { labelId: damaged!.id }), { reason: 'Damaged in printing', badge: 'RFID-0001' });
    expect(reprinted.status, reprinted.text).toBe(200);
    const childId = reprinted.json.childOrderId;
    const { db } = await testDb();
    const child = await db
      .selectFrom('orders')
      .select(['parent_order_id', 'reprint_reason', 'status', 'total', 'factory'])
      .where('id', '=', childId)
      .executeTakeFirstOrThrow();
    expect(child).toEqual({ parent_order_id: order.id, reprint_reason: 'Damaged in printing', status: 'paid', total: 0, factory: 'ryde' });
    const childLabels = await db.selectFrom('factory_labels').select(['barcode']).where('order_id', '=', childId).execute();
    expect(childLabels).toHaveLength(1);
    const log = await db.selectFrom('label_logs').select(['note', 'user_id']).where('label_id', '=', damaged!.id).where('kind', '=', 'reprint').execute();
    expect(log).toEqual([{ note: `Damaged in printing — reprinted in order #${childId}`, user_id: staffId }]);

    const twice = await staff.post<Json>(apiPath('factory.reprint', { labelId: damaged!.id }), { reason: 'Misprint' });
    expect(twice.status).toBe(409);
    expect(await db.selectFrom('orders').select('id').where('parent_order_id', '=', order.id).execute()).toHaveLength(1);
    const replaced = await scan(damaged!.barcode);
    expect(replaced.json.message).toBe(`Label ${damaged!.barcode} was replaced by a reprint: scan the reprint's label instead.`);
    // The parent now waits only for the item it kept; the child goes through on its own.
    expect((await scan(kept!.barcode)).json.orderStatus).toBe('printed');
    expect((await scan(childLabels[0]!.barcode)).json.orderStatus).toBe('printed');

    const page = await staff.request(factoryScreens.order(order.id));
    expect(page.text).toContain('Replaced by a reprint');
    expect(page.text).toContain(`#${childId}`);
    expect((await staff.request(factoryScreens.order(2_000_000_000))).status).toBe(404);
  });
});
