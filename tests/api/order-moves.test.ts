// Order flows: moveOrder moves an order only along its flow, records each move in the status
// log (user, status, date), keeps to its own store and lets only one of two concurrent moves
// apply. Runs on both databases (TEST_DB), against the test server's seeded database.
import { beforeAll, describe, expect, it } from 'vitest';
import { moveOrder } from '../../src/server/commerce/orders/move-order.ts';
import { ApiError } from '../../src/platform/errors/api-error.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import { testDb, testServer, testStore } from '../support/api.ts';
import { makeOrder } from '../support/factories/index.ts';

let demo: StoreScope;
let north: StoreScope;
let staffId: number;

beforeAll(async () => {
  const { db } = await testDb();
  demo = await testStore('demo');
  north = await testStore('north');
  staffId = (await db.selectFrom('users').select('id').where('email', '=', 'staff@printfront.test').executeTakeFirstOrThrow()).id;
});

async function statusOf(orderId: number) {
  const { db } = await testDb();
  const order = await db.selectFrom('orders').select(['status', 'updated_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const log = await db.selectFrom('order_status_logs').select(['status', 'user_id', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
  return { ...order, log };
}

async function refusal(move: Promise<unknown>): Promise<ApiError> {
  const error = await move.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('moveOrder', () => {
  it('moves along the flow and logs who, what and when', async () => {
    const order = await makeOrder(demo, { status: 'paid' });
    const before = await statusOf(order.id);
    const at = new Date('2026-11-26T09:00:00.000Z');
    const moved = await moveOrder(demo, order.id, 'label_printed', staffId, { now: at });
    expect(moved).toEqual({ orderId: order.id, from: 'paid', to: 'label_printed', at: at.toISOString() });
    await moveOrder(demo, order.id, 'complete', null, { from: 'label_printed', now: new Date('2026-11-26T09:05:00.000Z') });
    const after = await statusOf(order.id);
    expect(after.status).toBe('complete');
    expect(after.updated_at).toBe('2026-11-26T09:05:00.000Z');
    expect(after.log.slice(before.log.length)).toEqual([
      { status: 'label_printed', user_id: staffId, created_at: '2026-11-26T09:00:00.000Z' },
      { status: 'complete', user_id: null, created_at: '2026-11-26T09:05:00.000Z' },
    ]);
  });

  it('refuses a move backwards, a no-op and another flow’s code, writing nothing', async () => {
    const order = await makeOrder(demo, { status: 'packing' });
    const before = await statusOf(order.id);
    const back = await refusal(moveOrder(demo, order.id, 'paid', staffId));
    expect(back.status).toBe(422);
    expect(back.message).toBe('An order cannot move from packing to paid on the normal flow.');
    expect((await refusal(moveOrder(demo, order.id, 'packing', staffId))).status).toBe(422);
    expect((await refusal(moveOrder(demo, order.id, 'bespoke_packing', staffId))).status).toBe(422);
    expect(await statusOf(order.id)).toEqual(before);
  });

  it('a refunded order stays refunded', async () => {
    const order = await makeOrder(demo, { status: 'complete' });
    await moveOrder(demo, order.id, 'refunded', staffId);
    const error = await refusal(moveOrder(demo, order.id, 'complete', staffId));
    expect(error.message).toBe('An order cannot move from refunded to complete on the normal flow.');
  });

  it('an order that was ever a quote follows the bespoke flow', async () => {
    const order = await makeOrder(demo, { status: 'quote' });
    await moveOrder(demo, order.id, 'bespoke_requested_terms', staffId);
    await moveOrder(demo, order.id, 'bespoke_paid', staffId);
    expect((await refusal(moveOrder(demo, order.id, 'processing', staffId))).message).toBe(
      'An order cannot move from bespoke_paid to processing on the bespoke flow.',
    );
    expect((await statusOf(order.id)).status).toBe('bespoke_paid');
  });

  it('another store’s order is refused (403) and a missing one is 404, writing nothing', async () => {
    const order = await makeOrder(north, { status: 'paid' });
    const before = await statusOf(order.id);
    const error = await refusal(moveOrder(demo, order.id, 'processing', staffId));
    expect([error.status, error.kind]).toEqual([403, 'otherStore']);
    expect(await statusOf(order.id)).toEqual(before);
    expect((await refusal(moveOrder(demo, 2_000_000_000, 'processing', staffId))).status).toBe(404);
  });

  it('a stale screen is a 409: the order moved on since the caller saw it', async () => {
    const order = await makeOrder(demo, { status: 'processing' });
    const error = await refusal(moveOrder(demo, order.id, 'packing', staffId, { from: 'paid' }));
    expect([error.status, error.message]).toEqual([409, 'The order is no longer paid: someone moved it first. Reload it and try again.']);
    expect((await statusOf(order.id)).status).toBe('processing');
  });

  it('two moves at once from the same status: only one applies', async () => {
    const order = await makeOrder(demo, { status: 'paid' });
    const before = await statusOf(order.id);
    const results = await Promise.allSettled([
      moveOrder(demo, order.id, 'processing', staffId, { from: 'paid' }),
      moveOrder(demo, order.id, 'refunded', staffId, { from: 'paid' }),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect([won.length, lost.length]).toEqual([1, 1]);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    const after = await statusOf(order.id);
    expect(after.status).toBe((won[0] as PromiseFulfilledResult<{ to: string }>).value.to);
    expect(after.log.length).toBe(before.log.length + 1);
  });

  // PostgreSQL only: a third transaction holds the order's row lock, so both moves read
  // "paid" and then queue on their update; without the compare-and-set both would apply.
  it.runIf(testServer().db === 'postgres')('two moves that both read the same status: the compare-and-set lets one through', async () => {
    const { db } = await testDb();
    const order = await makeOrder(demo, { status: 'paid' });
    const before = await statusOf(order.id);
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
    const moves = Promise.allSettled([moveOrder(demo, order.id, 'processing', staffId), moveOrder(demo, order.id, 'refunded', staffId)]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // both moves read and wait on the lock
    release();
    await blocker;
    const results = await moves;
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
    expect((await statusOf(order.id)).log.length).toBe(before.log.length + 1);
  });

  it('two identical moves at once with no expected status: one applies, one record', async () => {
    const order = await makeOrder(demo, { status: 'paid' });
    const before = await statusOf(order.id);
    const results = await Promise.allSettled([moveOrder(demo, order.id, 'processing', staffId), moveOrder(demo, order.id, 'processing', staffId)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const after = await statusOf(order.id);
    expect(after.status).toBe('processing');
    expect(after.log.length).toBe(before.log.length + 1);
  });
});
