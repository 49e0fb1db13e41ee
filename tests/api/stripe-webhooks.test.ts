// Stripe's events as the truth about a payment, through the official SDK (signatures made with
// its own test-header helper) and a local fake of Stripe's API: each event applied once, however
// often and in whatever order it arrives; a second payment for a paid order given back, once;
// disputes and failed refunds put on the order's history for staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';
import { testDb, testStore } from '../support/api.ts';
import { sql } from 'kysely';
import { makeBasket, makePaymentAttempt } from '../support/factories/index.ts';
import { startFakeStripe, stripeProviderOn, type FakeStripe } from '../support/fake-stripe.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import type { StripePaymentProvider } from '../../src/server/commerce/payments/stripe-provider.ts';
import { placeOrder } from '../../src/server/commerce/checkout/place-order.ts';
import { handlePaymentWebhook } from '../../src/server/commerce/payments/webhook.ts';
import { refundDuplicatePayment } from '../../src/server/commerce/payments/duplicate-refund.ts';
import { refundOrder } from '../../src/server/commerce/refunds/refund-order.ts';

const WEBHOOK_SECRET = 'whsec_test_printfront_events';
let fake: FakeStripe;
let provider: StripePaymentProvider;
let db: Db;
let scope: StoreScope;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = stripeProviderOn(fake, WEBHOOK_SECRET);
  scope = await testStore('north');
  ({ db } = scope);
});
afterAll(async () => {
  await fake.close();
});

const key = () => `evt_${randomUUID().replace(/-/g, '')}`;

/** An order waiting for payment, with one PaymentIntent and its attempt per `intents`. */
async function orderWithIntents(intents = 1): Promise<{ id: number; uuid: string; total: number; references: string[] }> {
  const basket = await makeBasket(scope);
  const placed = await placeOrder(
    scope,
    { email: 'events@example.com', shippingAddress: { name: 'Ada', street: '2 Low St', city: 'York', country: 'GB', zip: 'YO1 7HH' } },
    { visitorToken: basket.token, userId: null },
  );
  const row = await db.selectFrom('orders').select(['id', 'total']).where('uuid', '=', placed.uuid).executeTakeFirstOrThrow();
  const references: string[] = [];
  for (let n = 0; n < intents; n += 1) {
    const session = await provider.initiatePayment({ amount: row.total, currency: 'GBP', orderUuid: placed.uuid, idempotencyKey: key() });
    await makePaymentAttempt(db, row.id, { amount: row.total, providerReference: session.reference, status: 'pending' });
    references.push(session.reference);
  }
  return { id: row.id, uuid: placed.uuid, total: row.total, references };
}

/** A signed delivery of one event, as Stripe posts it. */
function delivery(type: string, object: Record<string, unknown>, id = key()) {
  const rawBody = JSON.stringify({ id, object: 'event', type, data: { object } }, null, 2);
  return {
    id,
    payload: { rawBody, headers: new Headers({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: WEBHOOK_SECRET }) }) },
  };
}
const intentEvent = (type: string, reference: string, uuid: string, extra: Record<string, unknown> = {}) =>
  delivery(type, { id: reference, object: 'payment_intent', amount_received: 0, metadata: { order: uuid }, ...extra });

/** The tasks of the jobs queued under a key (which names the attempt), on either database's queue. */
async function queuedTasks(key: string): Promise<string[]> {
  const connection = await testDb();
  if (connection.dialect === 'postgres') {
    const { rows } = await sql<{ task: string }>`select task_identifier as task from graphile_worker.jobs where key = ${key}`.execute(connection.db);
    return rows.map((row) => row.task);
  }
  return (await connection.db.selectFrom('jobs').select('task').where('key', '=', key).execute()).map((row) => row.task);
}

const orderRow = (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const attemptStatus = async (reference: string) =>
  (await db.selectFrom('payment_attempts').select('status').where('provider_reference', '=', reference).executeTakeFirstOrThrow()).status;
const changes = async (orderId: number) =>
  (await db.selectFrom('order_change_logs').select(['kind', 'detail_json']).where('order_id', '=', orderId).where('kind', '=', 'payment').execute()).map(
    (row) => JSON.parse(row.detail_json) as Record<string, unknown>,
  );

describe('Stripe webhooks', () => {
  it('applies an event once: its replays, and deliveries at the same moment, change nothing more', async () => {
    const order = await orderWithIntents();
    const succeeded = intentEvent('payment_intent.succeeded', order.references[0]!, order.uuid, { amount_received: order.total });
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => handlePaymentWebhook(db, provider, succeeded.payload)));
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(7);
    expect(await handlePaymentWebhook(db, provider, succeeded.payload)).toBe('duplicate');
    expect((await orderRow(order.id)).status).toBe('paid');
    const paidLogs = await db.selectFrom('order_status_logs').select('status').where('order_id', '=', order.id).where('status', '=', 'paid').execute();
    expect(paidLogs).toHaveLength(1);
    const recorded = await db.selectFrom('payment_events').selectAll().where('event_id', '=', succeeded.id).execute();
    expect(recorded).toMatchObject([
      { provider: 'stripe', type: 'payment_intent.succeeded', reference: order.references[0], order_id: order.id, outcome: 'paid' },
    ]);
  });

  it('moves a payment only forward: late or out-of-order events leave a paid order paid', async () => {
    const order = await orderWithIntents();
    const [reference] = order.references as [string];
    expect(await handlePaymentWebhook(db, provider, intentEvent('payment_intent.requires_action', reference, order.uuid).payload)).toBe('pending');
    expect(await attemptStatus(reference)).toBe('requires_action');
    expect(await handlePaymentWebhook(db, provider, intentEvent('payment_intent.processing', reference, order.uuid).payload)).toBe('pending');
    expect(
      await handlePaymentWebhook(
        db,
        provider,
        intentEvent('payment_intent.payment_failed', reference, order.uuid, { last_payment_error: { message: 'Your card was declined.' } }).payload,
      ),
    ).toBe('failed');
    // Another card on the same PaymentIntent, then events that arrive after it.
    expect(
      await handlePaymentWebhook(db, provider, intentEvent('payment_intent.succeeded', reference, order.uuid, { amount_received: order.total }).payload),
    ).toBe('paid');
    for (const type of ['payment_intent.payment_failed', 'payment_intent.processing', 'payment_intent.requires_action', 'payment_intent.canceled']) {
      expect(await handlePaymentWebhook(db, provider, intentEvent(type, reference, order.uuid).payload), type).toBe('unchanged');
    }
    expect(await attemptStatus(reference)).toBe('captured');
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('gives back a second payment for a paid order, once, through the Refunds API with an idempotency key', async () => {
    const order = await orderWithIntents(2);
    const [first, second] = order.references as [string, string];
    expect(await handlePaymentWebhook(db, provider, intentEvent('payment_intent.succeeded', first, order.uuid, { amount_received: order.total }).payload)).toBe(
      'paid',
    );
    expect(
      await handlePaymentWebhook(db, provider, intentEvent('payment_intent.succeeded', second, order.uuid, { amount_received: order.total }).payload),
    ).toBe('refund_due');
    expect(await attemptStatus(second)).toBe('refund_due');
    expect((await orderRow(order.id)).transaction_id).toBe(first);
    const attempt = await db.selectFrom('payment_attempts').select('id').where('provider_reference', '=', second).executeTakeFirstOrThrow();
    // The job is enqueued with the event; the test server's job runner may already be trying it
    // with its own processor (the built-in test one, which knows no Stripe payment), so it is
    // found by its key, and run below with this test's provider.
    expect(await queuedTasks(`duplicate-payment:${attempt.id}`)).toEqual(['payment.refund-duplicate']);

    // Run twice (a retried job): Stripe is asked for one refund, under the same key.
    const lines: string[] = [];
    await refundDuplicatePayment(db, attempt.id, provider, (line) => lines.push(line));
    await refundDuplicatePayment(db, attempt.id, provider, (line) => lines.push(line));
    expect(fake.refunds.filter((refund) => refund.paymentIntent === second)).toEqual([
      expect.objectContaining({ amount: order.total, idempotencyKey: `duplicate-payment:${second}` }),
    ]);
    expect(fake.refunds.filter((refund) => refund.paymentIntent === first)).toEqual([]);
    expect(await attemptStatus(second)).toBe('refunded');
    expect((await changes(order.id)).map((detail) => detail.event)).toEqual(['second payment received', 'second payment refunded']);
    expect(lines).toHaveLength(1);
  });

  it("puts a dispute and a failed refund on the order's history, and ignores what is not its own", async () => {
    const order = await orderWithIntents();
    const [reference] = order.references as [string];
    await handlePaymentWebhook(db, provider, intentEvent('payment_intent.succeeded', reference, order.uuid, { amount_received: order.total }).payload);
    const dispute = delivery('charge.dispute.created', { id: 'dp_1', object: 'dispute', amount: order.total, reason: 'fraudulent', payment_intent: reference });
    expect(await handlePaymentWebhook(db, provider, dispute.payload)).toBe('recorded');
    expect(await handlePaymentWebhook(db, provider, dispute.payload)).toBe('duplicate');
    const refunded = delivery('charge.refunded', { id: 'ch_1', object: 'charge', amount_refunded: 500, payment_intent: reference });
    expect(await handlePaymentWebhook(db, provider, refunded.payload)).toBe('recorded');
    const failed = delivery('charge.refund.updated', { id: 're_9', object: 'refund', amount: 500, status: 'failed', payment_intent: reference });
    expect(await handlePaymentWebhook(db, provider, failed.payload)).toBe('recorded');
    expect(await changes(order.id)).toEqual([
      { event: 'dispute opened', reference, amount: order.total, reason: 'fraudulent' },
      { event: 'refund failed', reference, refund: 're_9', amount: 500 },
    ]);
    const stranger = delivery('charge.dispute.created', { id: 'dp_2', object: 'dispute', amount: 100, reason: 'general', payment_intent: 'pi_not_ours' });
    expect(await handlePaymentWebhook(db, provider, stranger.payload)).toBe('ignored');
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it("gives a staff refund back through the Refunds API under the refund's own key, once however often it is asked", async () => {
    const order = await orderWithIntents();
    const [reference] = order.references as [string];
    await handlePaymentWebhook(db, provider, intentEvent('payment_intent.succeeded', reference, order.uuid, { amount_received: order.total }).payload);
    const request = {
      orderId: order.id,
      amount: 500,
      reason: 'Print faded',
      idempotencyKey: key(),
      userId: null,
      actor: 'staff' as const,
      origin: 'https://north.example',
      provider,
    };
    const first = await refundOrder(scope, request);
    const again = await refundOrder(scope, request);
    expect(again.id).toBe(first.id);
    expect(fake.refunds.filter((refund) => refund.paymentIntent === reference)).toEqual([
      expect.objectContaining({ amount: 500, idempotencyKey: `refund:${first.id}`, metadata: { refund: String(first.id) } }),
    ]);
    expect((await orderRow(order.id)).refunded_total).toBe(500);
  });

  it('a refund Stripe later fails is marked failed and its share refundable again, once', async () => {
    const order = await orderWithIntents();
    const [reference] = order.references as [string];
    await handlePaymentWebhook(db, provider, intentEvent('payment_intent.succeeded', reference, order.uuid, { amount_received: order.total }).payload);
    const refund = await refundOrder(scope, {
      orderId: order.id,
      amount: 700,
      reason: 'Wrong size',
      idempotencyKey: key(),
      userId: null,
      actor: 'staff',
      origin: 'https://north.example',
      provider,
    });
    const made = fake.refunds.find((entry) => entry.metadata?.refund === String(refund.id))!;
    const object = { id: made.id, object: 'refund', amount: 700, status: 'failed', payment_intent: reference, metadata: { refund: String(refund.id) } };
    const failed = delivery('charge.refund.updated', object);
    expect(await handlePaymentWebhook(db, provider, failed.payload)).toBe('recorded');
    expect(await handlePaymentWebhook(db, provider, failed.payload)).toBe('duplicate');
    // Another event about the same refund (canceled after failed) releases nothing more.
    expect(await handlePaymentWebhook(db, provider, delivery('charge.refund.updated', { ...object, status: 'canceled' }).payload)).toBe('recorded');
    expect((await db.selectFrom('refunds').select('status').where('id', '=', refund.id).executeTakeFirstOrThrow()).status).toBe('failed');
    expect((await orderRow(order.id)).refunded_total).toBe(0);
    expect(await changes(order.id)).toEqual([
      { event: 'refund failed', reference, refund: made.id, amount: 700, refundableAgain: true },
      { event: 'refund canceled', reference, refund: made.id, amount: 700 },
    ]);
  });
});
