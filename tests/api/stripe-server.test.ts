// The server configured with PAYMENT_PROVIDER=stripe, talking to a local fake of Stripe's
// API (tests/support/fake-stripe.ts): /pay/ opens a PaymentIntent and mounts Stripe's Payment
// Element (Stripe.js cannot load here: the page's shape is checked, and the fake plays the
// browser's confirmation), /pay/{order}/complete/ reads the outcome from Stripe, card fields
// are refused, and POST /omnis/v3/payments/stripe/webhook/ checks signatures on the raw body.
// This file starts its own server on a fresh SQLite database (the shared one runs the test
// processor).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { sql } from 'kysely';
import { PROJECT_ROOT, startTestServer, type TestServer } from '../support/server.ts';
import { requestStore, storeOrigin, type StoreRequestInit } from '../support/http.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { makeBasket, makeOwner, makePaymentAttempt, makeProduct, makeStore, withSession } from '../support/factories/index.ts';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { testServer } from '../support/api.ts';
import { scaled } from '../support/slowdown.ts';
import { CONTENT_SECURITY_POLICY, PAYMENT_PAGE_CONTENT_SECURITY_POLICY } from '../../src/platform/security/content-security-policy.ts';
import { CARD_FIELDS_REFUSED } from '../../src/server/commerce/payments/provider.ts';
import { guestCheckoutFields } from '../support/checkout-form.ts';

const WEBHOOK = '/omnis/v3/payments/stripe/webhook/';
const WEBHOOK_SECRET = 'whsec_server_test';
const PUBLISHABLE_KEY = 'pk_test_server_publishable';
let fake: FakeStripe;
let server: TestServer;
let connection: Connection;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({
    // Named by the API run's database, as the other extra servers are: the two runs go side by side.
    name: `api-stripe-${testServer().db}`,
    db: 'sqlite',
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_server',
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
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
const card = { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Olivia', idempotencyKey: 'abcdefghijklmnop1234' };

async function orderPage(): Promise<{ payPath: string; cookie: string; basketId: number }> {
  const { db } = connection;
  const division = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  const basket = await makeBasket({ db, division });
  const placed = await request('/checkout/', form(guestCheckoutFields('stripe@example.com'), basket.cookie));
  expect(placed.status, placed.text.slice(0, 300)).toBe(303);
  return { payPath: String(placed.headers.location), cookie: basket.cookie, basketId: basket.basketId };
}

const orderOf = (payPath: string) => connection.db.selectFrom('orders').selectAll().where('uuid', '=', payPath.split('/')[2]!).executeTakeFirstOrThrow();
const completePath = (payPath: string) => `${payPath}complete/`;
/** The PaymentIntent the order's latest attempt holds. */
async function intentOf(payPath: string): Promise<string> {
  const order = await orderOf(payPath);
  const attempt = await connection.db
    .selectFrom('payment_attempts')
    .select('provider_reference')
    .where('order_id', '=', order.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return attempt.provider_reference!;
}
/** The Stripe.js island's props as Astro serialises them ([0, value] per prop). */
function islandProps(html: string): Record<string, string> {
  const island = /<astro-island[^>]*component-url="[^"]*StripePayment[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  const props = /props="([^"]*)"/.exec(island)?.[1] ?? '{}';
  const decoded = JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, [number, string]>;
  return Object.fromEntries(Object.entries(decoded).map(([name, [, value]]) => [name, value]));
}

describe('/pay/ with Stripe', () => {
  it("opens one PaymentIntent per attempt and mounts the Payment Element with its client secret, under Stripe's CSP, with no card field of ours", async () => {
    const { payPath, cookie } = await orderPage();
    const order = await orderOf(payPath);
    const creations = fake.creations.length;
    const page = await request(payPath, { headers: { cookie } });
    expect(page.status, page.text.slice(0, 300)).toBe(200);
    expect(fake.creations.length).toBe(creations + 1);
    const created = fake.creations.at(-1)!;
    expect(created.idempotencyKey).toBe(`${order.uuid}-1:create`);
    expect(created.form).toMatchObject({
      amount: String(order.total),
      currency: order.currency.toLowerCase(),
      'automatic_payment_methods[enabled]': 'true',
      'metadata[order]': order.uuid,
      'metadata[order_id]': String(order.id),
      'metadata[subdomain]': 'demo',
      'metadata[division_id]': String(order.division_id),
    });
    const reference = await intentOf(payPath);
    const props = islandProps(page.text);
    expect(props).toEqual({
      publishableKey: PUBLISHABLE_KEY,
      clientSecret: fake.intents.get(reference)!.client_secret,
      returnUrl: `${storeOrigin('demo', server.port)}${completePath(payPath)}`,
    });
    const island = /<astro-island[^>]*component-url="[^"]*StripePayment[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(island).toContain('client="load"');
    expect(page.text).toContain('Loading the secure payment form');
    expect(page.text).not.toMatch(/<input[^>]*name="(number|cvc|expiry)"/);
    expect(page.text).not.toMatch(/autocomplete="cc-/);
    expect(page.headers['content-security-policy']).toBe(PAYMENT_PAGE_CONTENT_SECURITY_POLICY);
    expect(page.headers['cache-control']).toBe('private, no-store');

    // A reload reuses the intent: no second one.
    const again = await request(payPath, { headers: { cookie } });
    expect(fake.creations.length).toBe(creations + 1);
    expect(islandProps(again.text).clientSecret).toBe(props.clientSecret);
  });

  it("keeps every other page's policy, its completion page included, and ships Stripe's code on /pay/ only", async () => {
    const { payPath, cookie } = await orderPage();
    const pay = await request(payPath, { headers: { cookie } });
    fake.payInBrowser(await intentOf(payPath), 'processing');
    for (const path of ['/', '/basket/', '/checkout/', completePath(payPath)]) {
      const page = await request(path, { headers: { cookie } });
      expect(page.headers['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY);
      expect(page.text, path).not.toContain('StripePayment');
    }
    // The built files holding Stripe.js's loader are the island's own: no other page refers to them.
    const assets = path.join(PROJECT_ROOT, 'dist/client/_astro');
    const stripeFiles = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes('js.stripe.com'));
    expect(stripeFiles.length).toBeGreaterThan(0);
    const islandUrl = /component-url="([^"]*StripePayment[^"]*)"/.exec(pay.text)![1]!;
    const island = readFileSync(path.join(PROJECT_ROOT, 'dist/client', islandUrl), 'utf8');
    for (const file of stripeFiles) expect(path.basename(islandUrl) === file || island.includes(file), file).toBe(true);
    const home = await request('/', { headers: { cookie } });
    for (const file of stripeFiles) expect(home.text).not.toContain(file);
  });

  it('refuses card fields, on the pay call and on the page, and charges nothing', async () => {
    const { payPath, cookie } = await orderPage();
    const order = await orderOf(payPath);
    const before = fake.charges;
    // An unsafe API call echoes its XSRF cookie in the header.
    const call = await request('/omnis/v3/payments/pay/', {
      method: 'POST',
      json: { order: order.uuid, ...card },
      headers: { cookie: `${cookie}; XSRF-TOKEN=stripe-test-token`, 'x-xsrf-token': 'stripe-test-token' },
    });
    expect(call.status).toBe(400);
    expect(call.json).toMatchObject({ message: CARD_FIELDS_REFUSED });
    const posted = await request(payPath, form(card, cookie));
    expect(posted.status).toBe(400);
    expect(posted.text).toContain(CARD_FIELDS_REFUSED);
    expect(fake.charges).toBe(before);
    expect((await orderOf(payPath)).status).toBe('to_be_paid');
  });
});

describe('/pay/{order}/complete/', () => {
  it('reads a succeeded payment from Stripe, not from the address, and shows the receipt', async () => {
    const { payPath, cookie, basketId } = await orderPage();
    await request(payPath, { headers: { cookie } });
    const reference = await intentOf(payPath);
    const secret = fake.intents.get(reference)!.client_secret;
    const returned = `${completePath(payPath)}?payment_intent=${reference}&payment_intent_client_secret=${secret}&redirect_status=succeeded`;
    // The address says succeeded; Stripe does not: back to /pay/.
    const early = await request(returned, { headers: { cookie } });
    expect(early.status).toBe(303);
    expect(early.headers.location).toBe(payPath);
    expect((await orderOf(payPath)).status).toBe('to_be_paid');

    fake.payInBrowser(reference, 'succeeded');
    const done = await request(returned, { headers: { cookie } });
    const order = await orderOf(payPath);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`/receipt/${order.hash}`);
    expect(order).toMatchObject({ status: 'paid', transaction_id: reference, payment_method: 'Visa •••• 4242' });
    expect(await connection.db.selectFrom('basket_items').select('id').where('basket_id', '=', basketId).execute()).toHaveLength(0);
    // Paid: /pay/ and the completion page both go to the receipt.
    expect((await request(payPath, { headers: { cookie } })).headers.location).toBe(`/receipt/${order.hash}`);
    expect((await request(completePath(payPath), { headers: { cookie } })).headers.location).toBe(`/receipt/${order.hash}`);
  });

  it('says a processing payment is being confirmed and looks again by itself', async () => {
    const { payPath, cookie } = await orderPage();
    await request(payPath, { headers: { cookie } });
    fake.payInBrowser(await intentOf(payPath), 'processing');
    const page = await request(completePath(payPath), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Your payment is being confirmed.');
    expect(page.headers.refresh).toBe('5');
    expect(page.text).not.toContain('<script src');
    // /pay/ sends a shopper whose payment is being confirmed here rather than to pay again.
    expect((await request(payPath, { headers: { cookie } })).headers.location).toBe(completePath(payPath));
    expect((await orderOf(payPath)).status).toBe('to_be_paid');
  });

  it("sends a declined payment back to /pay/ with Stripe's message, on the same intent; a canceled one to a new intent", async () => {
    const { payPath, cookie } = await orderPage();
    await request(payPath, { headers: { cookie } });
    const reference = await intentOf(payPath);
    fake.payInBrowser(reference, 'declined');
    const back = await request(completePath(payPath), { headers: { cookie } });
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(payPath);
    const declined = await request(payPath, { headers: { cookie } });
    expect(declined.text).toMatch(/data-payment-message[^>]*>Your card was declined\.</);
    expect(islandProps(declined.text).clientSecret).toBe(fake.intents.get(reference)!.client_secret);

    fake.payInBrowser(reference, 'canceled');
    expect((await request(completePath(payPath), { headers: { cookie } })).headers.location).toBe(payPath);
    const renewed = await request(payPath, { headers: { cookie } });
    expect(renewed.text).toContain('Oops... looks like something went wrong. Please try again.');
    const next = await intentOf(payPath);
    expect(next).not.toBe(reference);
    expect(islandProps(renewed.text).clientSecret).toBe(fake.intents.get(next)!.client_secret);
  });

  it("is the order's own: another store's visitor and an unknown order get not found", async () => {
    const { payPath, cookie } = await orderPage();
    expect((await requestStore(server.port, 'north', completePath(payPath), { headers: { cookie } })).status).toBe(404);
    expect((await request('/pay/00000000-0000-4000-8000-000000000000/complete/', { headers: { cookie } })).status).toBe(404);
  });

  it('leaves no client secret in any log line or database row', async () => {
    const { payPath, cookie } = await orderPage();
    await request(payPath, { headers: { cookie } });
    const reference = await intentOf(payPath);
    fake.payInBrowser(reference, 'succeeded');
    await request(`${completePath(payPath)}?payment_intent=${reference}&payment_intent_client_secret=${fake.intents.get(reference)!.client_secret}`, {
      headers: { cookie },
    });
    expect((await orderOf(payPath)).status).toBe('paid');
    const secrets = [...fake.intents.values()].map((intent) => intent.client_secret);
    expect(secrets.length).toBeGreaterThan(0);
    const log = readFileSync(server.logFile, 'utf8');
    for (const secret of secrets) expect(log.includes(secret), `a log line holds ${secret}`).toBe(false);
    const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(connection.db);
    for (const { name } of tables) {
      const { rows } = await sql`select * from ${sql.table(name)}`.execute(connection.db);
      const text = JSON.stringify(rows);
      for (const secret of secrets) expect(text.includes(secret), `${name} holds ${secret}`).toBe(false);
      expect(text.includes('_secret_'), name).toBe(false);
    }
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

describe('Store payouts (Connect) on a Stripe deployment', () => {
  it('connects a direct store through account links, keeps its state from account.updated, then takes its payments on its account with the fee', async () => {
    const { db } = connection;
    const store = await makeStore(db, { prefix: 'connected', settings: { paymentProcessor: { type: 'direct', accounts: [] } } });
    await makeProduct(store);
    const owner = (await withSession(db, await makeOwner(store), store.subdomain)).client.on(server.port);
    const origin = storeOrigin(store.subdomain, server.port);
    const post = (path: string, fields: Record<string, string> = {}, cookie?: string) =>
      requestStore(server.port, store.subdomain, path, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { origin, ...(cookie ? { cookie } : {}) },
      });
    const ownerPost = (path: string) => owner.request(path, { method: 'POST', body: new URLSearchParams(), headers: { origin } });

    const connect = await ownerPost('/dashboard/store/settings/payments/connect/');
    expect(connect.status, connect.text.slice(0, 300)).toBe(303);
    const link = fake.accountLinks.at(-1)!;
    expect(connect.headers.location).toBe(link.url);
    expect(link).toMatchObject({
      type: 'account_onboarding',
      refreshUrl: `${origin}/dashboard/store/settings/payments/connect/`,
      returnUrl: `${origin}/dashboard/store/settings/payments/?connect=return`,
    });
    // Stripe's refresh_url (a GET, when the link expired): a fresh link for the same account.
    const refreshed = await owner.request('/dashboard/store/settings/payments/connect/');
    expect(refreshed.status).toBe(303);
    expect(refreshed.headers.location).toBe(fake.accountLinks.at(-1)!.url);
    expect(fake.accountLinks.at(-1)!.account).toBe(link.account);

    const back = await owner.request('/dashboard/store/settings/payments/?connect=return');
    expect(back.status).toBe(200);
    expect(back.text).toContain('data-connection="unfinished"');
    for (const words of ['Your type of business', 'A bank account for payouts', 'An identity document']) expect(back.text).toContain(words);

    // A shopper meanwhile: the order waits, nothing is opened with Stripe.
    const basket = await makeBasket(store, [1]);
    const placed = await post('/checkout/', guestCheckoutFields('connect@example.com'), basket.cookie);
    expect(placed.status, placed.text.slice(0, 300)).toBe(303);
    const payPath = String(placed.headers.location);
    const creations = fake.creations.length;
    const waiting = await requestStore(server.port, store.subdomain, payPath, { headers: { cookie: basket.cookie } });
    expect(waiting.status).toBe(200);
    expect(waiting.text).toContain('This store is not taking payments yet. Please try again later.');
    expect(fake.creations.length).toBe(creations);

    // Stripe says onboarding is done (its Connect endpoint, the account named on the event).
    const account = fake.finishOnboarding(link.account);
    const body = JSON.stringify({
      id: `evt_connect_${link.account}`,
      object: 'event',
      type: 'account.updated',
      account: link.account,
      created: Math.floor(Date.now() / 1000),
      data: { object: account },
    });
    const delivered = await requestStore(server.port, store.subdomain, WEBHOOK, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) },
    });
    expect(delivered.json).toEqual({ received: true, result: 'recorded' });
    expect((await owner.request('/dashboard/store/settings/payments/')).text).toContain('data-connection="ready"');

    const pay = await requestStore(server.port, store.subdomain, payPath, { headers: { cookie: basket.cookie } });
    expect(pay.status).toBe(200);
    const creation = fake.creations.at(-1)!;
    const order = await orderOf(payPath);
    expect(creation).toMatchObject({ account: link.account, applicationFee: Math.round((order.total * 5) / 100) });
    // Stripe.js acts on the connected account, where the direct charge lives.
    expect(islandProps(pay.text).stripeAccount).toBe(link.account);
    // The test onboarding is the test processor's alone.
    expect((await owner.request('/dashboard/store/settings/payments/test-onboarding/')).status).toBe(404);
  });

  it('tells the owner when Stripe refuses to open the account, keeping nothing (never a 500)', async () => {
    const { db } = connection;
    const store = await makeStore(db, { prefix: 'refused', settings: { paymentProcessor: { type: 'direct', accounts: [] } } });
    const owner = (await withSession(db, await makeOwner(store), store.subdomain)).client.on(server.port);
    fake.refuseAccounts = true;
    try {
      const refused = await owner.request('/dashboard/store/settings/payments/connect/', {
        method: 'POST',
        body: new URLSearchParams(),
        headers: { origin: storeOrigin(store.subdomain, server.port) },
      });
      expect(refused.status).toBe(502);
      expect(refused.text).toContain('Stripe could not be reached or refused the request, so nothing changed.');
      expect(refused.text).toContain('data-connection="not_connected"');
    } finally {
      fake.refuseAccounts = false;
    }
    expect(await db.selectFrom('connected_accounts').select('id').where('division_id', '=', store.division.id).execute()).toEqual([]);
  });
});
