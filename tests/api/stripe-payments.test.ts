// The Stripe provider on the official SDK, against a local fake of Stripe's API reached
// through the SDK's host/port/protocol options: PaymentIntents opened for the Payment Element
// (one per order attempt, reused across renderings, read back after the browser confirmed),
// and webhooks verified on the raw body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';
import { testStore } from '../support/api.ts';
import { makeBasket, makeConnectedAccount, makePaymentAttempt, makeProduct, makeStore, storeScope } from '../support/factories/index.ts';
import { startFakeStripe, stripeProviderOn, type FakeStripe } from '../support/fake-stripe.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import type { StripePaymentProvider } from '../../src/server/commerce/payments/stripe-provider.ts';
import { payOrder } from '../../src/server/commerce/payments/pay.ts';
import { PayInput } from '../../src/schemas/payment.ts';
import { placeOrder } from '../../src/server/commerce/checkout/place-order.ts';
import { handlePaymentWebhook } from '../../src/server/commerce/payments/webhook.ts';
import { CARD_FIELDS_REFUSED, WebhookSignatureError } from '../../src/server/commerce/payments/provider.ts';
import { attemptKey, openOrderPayment, readOrderPayment, settleBrowserPayment } from '../../src/server/commerce/payments/browser-payment.ts';

const WEBHOOK_SECRET = 'whsec_test_printfront';
let fake: FakeStripe;
let provider: StripePaymentProvider;
let db: Db;
let scope: StoreScope;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = stripeProviderOn(fake, WEBHOOK_SECRET);
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

describe('StripePaymentProvider (PaymentIntents for the Payment Element)', () => {
  it("opens an intent with the order's amount and currency, automatic payment methods, the order and store in its metadata, and the attempt's key", async () => {
    const placed = await newOrder();
    const row = await order(placed.uuid);
    const { payment, replaced } = await openOrderPayment(scope, row, provider);
    expect(replaced).toBe(false);
    expect(payment).toMatchObject({ state: 'payable', amount: row.total, currency: 'gbp', declineMessage: null, methodName: 'Card' });
    expect(payment.clientSecret).toMatch(new RegExp(`^${payment.reference}_secret_`));
    const creation = fake.creations.at(-1)!;
    expect(creation.idempotencyKey).toBe(`${attemptKey(placed.uuid, 1)}:create`);
    expect(creation.form).toEqual({
      amount: String(row.total),
      currency: 'gbp',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[order]': placed.uuid,
      'metadata[order_id]': String(row.id),
      'metadata[division_id]': String(scope.division.id),
      'metadata[subdomain]': 'demo',
    });
    expect(Number.isInteger(row.total) && row.total > 0).toBe(true);
    const attempts = await db.selectFrom('payment_attempts').selectAll().where('order_id', '=', row.id).execute();
    expect(attempts).toMatchObject([{ provider: 'stripe', status: 'pending', provider_reference: payment.reference, amount: row.total }]);
  });

  it("reuses the attempt's intent while it can be paid (a decline included), and opens a new one once it is canceled", async () => {
    const placed = await newOrder();
    const row = await order(placed.uuid);
    const first = (await openOrderPayment(scope, row, provider)).payment;
    const creations = fake.creations.length;
    expect((await openOrderPayment(scope, row, provider)).payment.reference).toBe(first.reference);
    fake.payInBrowser(first.reference, 'insufficient_funds');
    const declined = (await openOrderPayment(scope, row, provider)).payment;
    expect(declined).toMatchObject({ reference: first.reference, state: 'payable', declineMessage: 'Your card has insufficient funds.' });
    expect(fake.creations.length).toBe(creations);

    fake.payInBrowser(first.reference, 'canceled');
    const next = await openOrderPayment(scope, row, provider);
    expect(next.replaced).toBe(true);
    expect(next.payment.reference).not.toBe(first.reference);
    expect(fake.creations.at(-1)!.idempotencyKey).toBe(`${attemptKey(placed.uuid, 2)}:create`);
    const attempts = await db.selectFrom('payment_attempts').select(['status', 'provider_reference']).where('order_id', '=', row.id).orderBy('id').execute();
    expect(attempts).toEqual([
      { status: 'cancelled', provider_reference: first.reference },
      { status: 'pending', provider_reference: next.payment.reference },
    ]);
  });

  it('asks Stripe again with the same key when a rendering stopped before recording the intent, so no second intent is made', async () => {
    const placed = await newOrder();
    const row = await order(placed.uuid);
    const { payment } = await openOrderPayment(scope, row, provider);
    await db.updateTable('payment_attempts').set({ provider_reference: null }).where('order_id', '=', row.id).execute();
    const before = fake.intents.size;
    expect((await openOrderPayment(scope, row, provider)).payment.reference).toBe(payment.reference);
    expect(fake.intents.size).toBe(before);
  });

  it('reads a succeeded intent with its card, and records the order paid once', async () => {
    const placed = await newOrder();
    const row = await order(placed.uuid);
    const { payment } = await openOrderPayment(scope, row, provider);
    fake.payInBrowser(payment.reference, 'succeeded');
    const paid = await readOrderPayment(scope, row, provider);
    expect(paid).toMatchObject({ state: 'succeeded', methodName: 'Visa •••• 4242' });
    await settleBrowserPayment(scope, row, paid!, { origin: 'http://demo.localhost', userId: null });
    await settleBrowserPayment(scope, row, paid!, { origin: 'http://demo.localhost', userId: null });
    expect(await order(placed.uuid)).toMatchObject({ status: 'paid', transaction_id: payment.reference, payment_method: 'Visa •••• 4242' });
    const logs = await db.selectFrom('order_status_logs').select('status').where('order_id', '=', row.id).execute();
    expect(logs.filter((log) => log.status === 'paid')).toHaveLength(1);
    expect(await provider.refundPayment(payment.reference, 100)).toBe('refunded');
  });

  it('refuses card details: the pay service never charges a card through Stripe', async () => {
    const placed = await newOrder();
    const before = fake.requests.length;
    await expect(payOrder(scope, placed.uuid, pay('4242424242424242'), options())).rejects.toMatchObject({ status: 400, message: CARD_FIELDS_REFUSED });
    expect(fake.requests.length).toBe(before);
  });

  it("opens a direct store's payments on its own connected account", async () => {
    const store = await makeStore(db, { prefix: 'northwind', settings: { paymentProcessor: { type: 'direct', accounts: [] } } });
    await makeProduct(store);
    const { accountId } = await makeConnectedAccount(store);
    const direct = await storeScope(db, store.subdomain);
    const basket = await makeBasket(direct, [1]);
    const placed = await placeOrder(
      direct,
      { email: 'stripe@example.com', shippingAddress: { name: 'Olivia', street: '1 High St', city: 'Leeds', country: 'GB', zip: 'LS1 1AA' } },
      { visitorToken: basket.token, userId: null },
    );
    await openOrderPayment(direct, await order(placed.uuid), provider);
    expect(fake.creations.at(-1)!.account).toBe(accountId);
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
