// The Stripe provider on the official SDK, against a local fake of Stripe's API reached
// through the SDK's host/port/protocol options: PaymentIntents for paying an order (success,
// decline, insufficient funds, idempotent replays), and webhooks verified on the raw body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';
import { testStore } from '../support/api.ts';
import { makeBasket, makePaymentAttempt } from '../support/factories/index.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import { StripePaymentProvider } from '../../src/server/commerce/payments/stripe-provider.ts';
import { payOrder } from '../../src/server/commerce/payments/pay.ts';
import { PayInput } from '../../src/schemas/payment.ts';
import { placeOrder } from '../../src/server/commerce/checkout/place-order.ts';
import { handlePaymentWebhook } from '../../src/server/commerce/payments/webhook.ts';
import { WebhookSignatureError } from '../../src/server/commerce/payments/provider.ts';

const WEBHOOK_SECRET = 'whsec_test_printfront';
let fake: FakeStripe;
let provider: StripePaymentProvider;
let db: Db;
let scope: StoreScope;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = new StripePaymentProvider({ secretKey: 'sk_test_printfront', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
  scope = await testStore('demo');
  ({ db } = scope);
});
afterAll(async () => {
  await fake.close();
});

const key = () => `stripe_${randomUUID().replace(/-/g, '')}`;
const pay = (number: string, idempotencyKey = key()) => PayInput(new Date()).parse({ number, expiry: '12/39', cvc: '123', name: 'Olivia', idempotencyKey });
const options = () => ({ provider, origin: 'http://demo.localhost', userId: null });

async function newOrder(): Promise<{ uuid: string; basketId: number }> {
  const basket = await makeBasket(scope);
  const order = await placeOrder(
    scope,
    { email: 'stripe@example.com', shippingAddress: { name: 'Olivia', street: '1 High St', city: 'Leeds', country: 'GB', zip: 'LS1 1AA' } },
    { visitorToken: basket.token, userId: null },
  );
  return { uuid: order.uuid, basketId: basket.basketId };
}
const order = (uuid: string) => db.selectFrom('orders').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();

describe('StripePaymentProvider (PaymentIntents)', () => {
  it('pays an order through a PaymentIntent with the order in its metadata', async () => {
    const placed = await newOrder();
    const before = fake.charges;
    const result = await payOrder(scope, placed.uuid, pay('4242424242424242'), options());
    const paid = await order(placed.uuid);
    expect(result).toEqual({ kind: 'paid', hash: paid.hash });
    expect(paid.status).toBe('paid');
    expect(paid.transaction_id).toMatch(/^pi_fake_/);
    const intent = fake.intents.get(paid.transaction_id!)!;
    expect(intent).toMatchObject({
      amount: paid.total,
      currency: 'gbp',
      status: 'succeeded',
      metadata: { order: placed.uuid },
      payment_method: 'pm_card_visa',
    });
    expect(fake.charges).toBe(before + 1);
    expect(await provider.getPaymentStatus(intent.id)).toBe('captured');
    expect(await provider.refundPayment(intent.id, 100)).toBe('refunded');
  });

  it("shows Stripe's decline messages and records the attempts", async () => {
    const placed = await newOrder();
    expect(await payOrder(scope, placed.uuid, pay('4000000000000002'), options())).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(await payOrder(scope, placed.uuid, pay('4000000000009995'), options())).toEqual({ kind: 'declined', message: 'Your card has insufficient funds.' });
    const attempts = await db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', (await order(placed.uuid)).id)
      .orderBy('id')
      .execute();
    expect(attempts.map((attempt) => [attempt.provider, attempt.successful, attempt.message])).toEqual([
      ['stripe', 0, 'Your card was declined.'],
      ['stripe', 0, 'Your card has insufficient funds.'],
    ]);
    expect((await order(placed.uuid)).status).toBe('to_be_paid');
  });

  it("sends each attempt's idempotency key to Stripe, so a replay creates and charges nothing new", async () => {
    const placed = await newOrder();
    const session = await provider.initiatePayment({ amount: 1000, currency: 'GBP', orderUuid: placed.uuid, idempotencyKey: 'replay-key' });
    const again = await provider.initiatePayment({ amount: 1000, currency: 'GBP', orderUuid: placed.uuid, idempotencyKey: 'replay-key' });
    expect(again.reference).toBe(session.reference);
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2039, cvc: '123', name: 'Olivia' };
    const before = fake.charges;
    await provider.authorizePayment({ reference: session.reference, idempotencyKey: 'replay-key', card });
    const replay = await provider.authorizePayment({ reference: session.reference, idempotencyKey: 'replay-key', card });
    expect(replay.status).toBe('captured');
    expect(fake.charges).toBe(before + 1);
    expect(
      await provider.cancelPayment(
        (await provider.initiatePayment({ amount: 5, currency: 'GBP', orderUuid: placed.uuid, idempotencyKey: 'cancel-key' })).reference,
      ),
    ).toBe('cancelled');
  });

  it("charges a direct store's payments to its own account", async () => {
    const direct: StoreScope = {
      db,
      division: { ...scope.division, settings: { ...scope.division.settings, paymentProcessor: { type: 'direct', accounts: ['acct_northwind'] } } },
    };
    const placed = await newOrder();
    expect((await payOrder(direct, placed.uuid, pay('4242424242424242'), options())).kind).toBe('paid');
    expect(fake.accounts.at(-1)).toBe('acct_northwind');
  });
});

describe('Stripe webhooks', () => {
  const signed = (payload: string, secret = WEBHOOK_SECRET) =>
    new Headers({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) });

  it('pays the order of a succeeded PaymentIntent, once, verified on the raw body', async () => {
    const placed = await newOrder();
    const row = await order(placed.uuid);
    // A payment that Stripe finished after the shopper left (3-D Secure, a closed tab).
    const session = await provider.initiatePayment({ amount: row.total, currency: 'GBP', orderUuid: placed.uuid, idempotencyKey: key() });
    await makePaymentAttempt(db, row.id, { idempotencyKey: key(), amount: row.total, providerReference: session.reference });
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: session.reference, object: 'payment_intent', amount_received: row.total, metadata: { order: placed.uuid } } },
    };
    const rawBody = JSON.stringify(event, null, 2);

    await expect(handlePaymentWebhook(db, provider, { rawBody, headers: signed(rawBody, 'whsec_wrong') })).rejects.toThrow(WebhookSignatureError);
    // The same event re-serialised is not the body that was signed.
    await expect(handlePaymentWebhook(db, provider, { rawBody: JSON.stringify(event), headers: signed(rawBody) })).rejects.toThrow(WebhookSignatureError);
    expect((await order(placed.uuid)).status).toBe('to_be_paid');

    expect(await handlePaymentWebhook(db, provider, { rawBody, headers: signed(rawBody) })).toBe('paid');
    expect(await handlePaymentWebhook(db, provider, { rawBody, headers: signed(rawBody) })).toBe('duplicate');
    const paid = await order(placed.uuid);
    expect(paid).toMatchObject({ status: 'paid', transaction_id: session.reference, payment_method: 'Visa •••• 4242' });
    const logs = await db.selectFrom('order_status_logs').select('status').where('order_id', '=', paid.id).execute();
    expect(logs.filter((log) => log.status === 'paid')).toHaveLength(1);
    expect(await db.selectFrom('basket_items').selectAll().where('basket_id', '=', placed.basketId).execute()).toHaveLength(0);
  });

  it('ignores events it does not handle and PaymentIntents it does not know', async () => {
    const other = JSON.stringify({ id: 'evt_2', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(await handlePaymentWebhook(db, provider, { rawBody: other, headers: signed(other) })).toBe('ignored');
    const unknown = JSON.stringify({
      id: 'evt_3',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_unknown', amount_received: 1, metadata: {} } },
    });
    expect(await handlePaymentWebhook(db, provider, { rawBody: unknown, headers: signed(unknown) })).toBe('ignored');
  });
});
