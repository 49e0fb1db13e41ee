// The server configured with PAYMENT_PROVIDER=stripe, talking to a local fake of Stripe's
// API (tests/support/fake-stripe.ts): the /pay/ form charges through PaymentIntents, and
// POST /omnis/v3/payments/stripe/webhook/ checks signatures on the raw body. This file starts
// its own server on a fresh SQLite database (the shared one runs the test processor).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startTestServer, type TestServer } from '../support/server.ts';
import { requestStore, storeOrigin, type StoreRequestInit } from '../support/http.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { makeBasket, makePaymentAttempt } from '../support/factories/index.ts';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { testServer } from '../support/api.ts';
import { scaled } from '../support/slowdown.ts';

const WEBHOOK = '/omnis/v3/payments/stripe/webhook/';
const WEBHOOK_SECRET = 'whsec_server_test';
let fake: FakeStripe;
let server: TestServer;
let connection: Connection;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({
    // Named by the API run's database, as the other extra servers are: the two runs go side by side.
    name: `api-stripe-${testServer().db}`,
    db: 'sqlite',
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_server', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url },
  });
  connection = await openDatabase(server.databaseUrl);
}, scaled(240_000));
afterAll(async () => {
  await connection?.db.destroy();
  await server?.stop();
  await fake?.close();
});

const request = (path: string, init?: StoreRequestInit) => requestStore(server.port, 'demo', path, init);
const form = (fields: Record<string, string>, cookie: string) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { cookie, origin: storeOrigin('demo', server.port) },
});
const keyIn = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';
const card = (number: string, idempotencyKey: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Olivia', idempotencyKey });

async function orderPage(): Promise<{ payPath: string; cookie: string; basketId: number }> {
  const { db } = connection;
  const division = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  const basket = await makeBasket({ db, division });
  const placed = await request(
    '/checkout/',
    form(
      {
        email: 'stripe@example.com',
        'shippingAddress.name': 'Olivia',
        'shippingAddress.street': '1 High St',
        'shippingAddress.city': 'Leeds',
        'shippingAddress.country': 'GB',
        'shippingAddress.zip': 'LS1 1AA',
        billingSameAsShipping: 'on',
        shippingMethod: 'standard',
        action: 'place',
      },
      basket.cookie,
    ),
  );
  expect(placed.status, placed.text.slice(0, 300)).toBe(303);
  return { payPath: String(placed.headers.location), cookie: basket.cookie, basketId: basket.basketId };
}

describe('paying through Stripe', () => {
  it("declines with Stripe's message, then pays through a PaymentIntent and redirects to the receipt", async () => {
    const { payPath, cookie, basketId } = await orderPage();
    const page = await request(payPath, { headers: { cookie } });
    expect(page.status).toBe(200);
    const declined = await request(payPath, form(card('4000000000000002', keyIn(page.text)), cookie));
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined.');
    const before = fake.charges;
    const paid = await request(payPath, form(card('4242424242424242', keyIn(declined.text)), cookie));
    expect(paid.status).toBe(303);
    const order = await connection.db.selectFrom('orders').selectAll().where('uuid', '=', payPath.split('/')[2]!).executeTakeFirstOrThrow();
    expect(paid.headers.location).toBe(`/receipt/${order.hash}`);
    expect(order).toMatchObject({ status: 'paid', payment_method: 'Visa •••• 4242' });
    expect(fake.intents.get(order.transaction_id!)).toMatchObject({ status: 'succeeded', amount: order.total, metadata: { order: order.uuid } });
    expect(fake.charges).toBe(before + 1);
    expect(await connection.db.selectFrom('basket_items').select('id').where('basket_id', '=', basketId).execute()).toHaveLength(0);
  });
});

describe('POST /omnis/v3/payments/stripe/webhook/', () => {
  it('refuses a body whose signature does not match, and settles a payment with a good one', async () => {
    const { payPath } = await orderPage();
    const { db } = connection;
    const order = await db.selectFrom('orders').selectAll().where('uuid', '=', payPath.split('/')[2]!).executeTakeFirstOrThrow();
    await makePaymentAttempt(db, order.id, { idempotencyKey: `webhook-${order.uuid}`, amount: order.total, providerReference: 'pi_from_webhook' });
    const body = JSON.stringify({
      id: 'evt_server',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_from_webhook', object: 'payment_intent', amount_received: order.total, metadata: { order: order.uuid } } },
    });
    const send = (signature: string, payload = body) =>
      request(WEBHOOK, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });

    const forged = await send(Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    const tampered = await send(
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
      body.replace('"evt_server"', '"evt_other"'),
    );
    expect(tampered.status).toBe(400);
    expect((await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('to_be_paid');

    const good = await send(Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }));
    expect(good.status, good.text).toBe(200);
    expect(good.json).toEqual({ received: true, result: 'paid' });
    expect(await db.selectFrom('orders').select(['status', 'transaction_id']).where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual({
      status: 'paid',
      transaction_id: 'pi_from_webhook',
    });
  });
});
