// /checkout/ and its call, /pay/ and its call, orders and payment attempts,
// idempotent paying under 50 concurrent submissions, tenant isolation. Baskets are put
// by the basket's own writes (tests/support/factories/baskets.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb, testStore, testStoreOrigin } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeBasket, type TestBasket } from '../support/factories/index.ts';
import { eventually } from '../support/eventually.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { addCoupon } from '../../src/server/commerce/checkout/coupons.ts';
import { orderTotals } from '../../src/server/commerce/checkout/totals.ts';
import { storeTaxFor } from '../../src/server/commerce/tax/store-tax.ts';
import { taxIncluded } from '../../src/server/commerce/tax/vat-rates.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { guestCheckoutFields } from '../support/checkout-form.ts';

const ORDERS = '/omnis/v3/checkout/orders/';
const PAY = '/omnis/v3/payments/pay/';
const REQUIRED = 'This field is required.';

let db: Db;
let demoId: number;
beforeAll(async () => {
  ({ db } = await testDb());
  demoId = await divisionId('demo');
  await addCoupon(db, demoId, 'TENOFF', { percentOff: 10 });
});

const unique = (name: string) => `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const ukAddress = { name: 'Olivia Shopper', company: '', street: '1 High Street', city: 'London', state: '', country: 'GB', zip: 'SW1A 1AA' };
const validCheckout = (email = unique('guest')) => ({ email, shippingAddress: ukAddress, shippingMethod: 'express' });
const card = (number: string, key: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Olivia Shopper', idempotencyKey: key });
const key = () => `key_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 12)}`;

/** A visitor of `host` holding a basket. */
async function shopper(host = 'demo', quantities?: number[]): Promise<{ client: SessionClient; basket: TestBasket }> {
  const basket = await makeBasket(await testStore(host), quantities);
  const client = new SessionClient(host);
  client.cookies.set('pf_visitor', basket.token);
  return { client, basket };
}

async function placeOrder(client: SessionClient, body: unknown = validCheckout()) {
  const response = await client.post<{ order: { uuid: string; total: number; payUrl: string } }>(ORDERS, body);
  expect(response.status, response.text).toBe(201);
  return response.json.order;
}

const orderByUuid = (uuid: string) => db.selectFrom('orders').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
const basketLines = (basketId: number) => db.selectFrom('basket_items').selectAll().where('basket_id', '=', basketId).execute();
const attemptsOf = (orderId: number) => db.selectFrom('payment_attempts').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

describe('POST /omnis/v3/checkout/orders/', () => {
  it('answers each invalid field with its validation message and writes nothing', async () => {
    const { client } = await shopper();
    const before = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const empty = await client.post<{ message: string; errors: Record<string, string[]> }>(ORDERS, {});
    expect(empty.status).toBe(422);
    expect(empty.json.message).toBe(REQUIRED);
    expect(empty.json.errors).toMatchObject({ email: [REQUIRED], 'shippingAddress.name': [REQUIRED], 'shippingAddress.country': [REQUIRED] });

    const blank = await client.post<{ errors: Record<string, string[]> }>(ORDERS, { email: 'nope', shippingAddress: { country: 'GB' } });
    expect(blank.json.errors).toEqual({
      email: ['Please enter a valid email address.'],
      'shippingAddress.name': [REQUIRED],
      'shippingAddress.street': [REQUIRED],
      'shippingAddress.city': [REQUIRED],
      'shippingAddress.zip': [REQUIRED],
    });

    const eu = await client.post<{ errors: Record<string, string[]> }>(ORDERS, {
      ...validCheckout(),
      shippingAddress: { ...ukAddress, country: 'FR', zip: '75001' },
    });
    expect(eu.status).toBe(422);
    expect(eu.json.errors).toEqual({ 'shippingAddress.eori': [REQUIRED] });

    const details = await client.post<{ errors: Record<string, string[]> }>(ORDERS, {
      ...validCheckout(),
      shippingAddress: { ...ukAddress, zip: 'not a postcode', country: 'XX' },
      billingSameAsShipping: false,
      billingAddress: { name: 'B' },
      shippingMethod: '   ',
      couponCode: 'NOSUCHCODE',
    });
    expect(details.json.errors).toMatchObject({
      'shippingAddress.country': ['Please choose a country we ship to.'],
      'billingAddress.street': [REQUIRED],
      shippingMethod: [REQUIRED],
      couponCode: ['This coupon code is not valid.'],
    });
    const after = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an empty basket', async () => {
    const response = await new SessionClient().post<{ errors: Record<string, string[]> }>(ORDERS, validCheckout());
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({ _: ['Your basket is empty.'] });
  });

  it('creates the order with its items, totals, coupon, addresses and status log, waiting for payment', async () => {
    const { client, basket } = await shopper('demo', [2, 1]);
    const body = {
      ...validCheckout(),
      couponCode: 'tenoff',
      shippingAddress: { ...ukAddress, country: 'de', zip: '10115', eori: 'de 123456789012345' },
      billingSameAsShipping: false,
      billingAddress: { ...ukAddress, company: 'Acme Ltd' },
    };
    const placed = await placeOrder(client, body);
    expect(placed.payUrl).toBe(`/pay/${placed.uuid}/`);
    const order = await orderByUuid(placed.uuid);
    // Germany, from the demo store (tax settings as seeded: its IOSS number decides the VAT).
    const expected = orderTotals(
      basket.products.map((product) => ({
        quantity: product.quantity,
        price: product.salePrice !== null && product.salePrice < product.price ? product.salePrice : product.price,
        taxCategory: product.taxCategory,
      })),
      { country: 'DE', buyerVatNumber: null, shippingPrice: () => 1499 }, // the demo store's EU express
      { percentOff: 10 },
      await storeTaxFor(await testStore('demo'), 'GBP'),
    ).totals;
    expect(order).toMatchObject({
      division_id: demoId,
      status: 'to_be_paid',
      currency: 'GBP',
      coupon_code: 'TENOFF',
      shipping_method: 'express',
      shipping_label: 'Express delivery',
      email: body.email,
      basket_id: basket.basketId,
      user_id: null,
      subtotal: expected.subtotal,
      goods_tax: expected.goodsTax,
      discount: expected.discount,
      shipping: expected.shipping,
      shipping_tax: expected.shippingTax,
      total: expected.total,
    });
    expect(order.discount).toBeGreaterThan(0);
    expect(order.hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.parse(order.shipping_address_json)).toMatchObject({ country: 'DE', eori: 'DE123456789012345' });
    expect(JSON.parse(order.billing_address_json)).toMatchObject({ company: 'Acme Ltd', country: 'GB' });
    const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    expect(items.map((item) => item.quantity)).toEqual([2, 1]);
    // A consumer in Germany, under €150, from a store with an IOSS number: German VAT (19%) inside each price.
    expect(order.tax_treatment).toBe('ioss');
    for (const item of items) expect(item).toMatchObject({ tax_rate_bp: 1900, tax: taxIncluded(item.price, 1900) });
    expect(items.every((item) => item.price > 0 && item.sku !== '')).toBe(true);
    const logs = await db.selectFrom('order_status_logs').selectAll().where('order_id', '=', order.id).execute();
    expect(logs.map((log) => log.status)).toEqual(['to_be_paid']);
    expect(await basketLines(basket.basketId)).toHaveLength(2);
  });

  it('answers other methods in the API shape', async () => {
    expect((await storeRequest('demo', ORDERS)).status).toBe(405);
  });
});

describe('POST /omnis/v3/payments/pay/', () => {
  it('validates the card fields with the spec messages', async () => {
    const { client } = await shopper();
    const placed = await placeOrder(client);
    const response = await client.post<{ errors: Record<string, string[]> }>(PAY, { order: placed.uuid, idempotencyKey: key() });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({ number: [REQUIRED], expiry: [REQUIRED], cvc: [REQUIRED], name: [REQUIRED] });
    const bad = await client.post<{ errors: Record<string, string[]> }>(PAY, { order: placed.uuid, ...card('4242 4242 4242 4241', key()), expiry: '01/20' });
    expect(bad.json.errors).toEqual({ number: ['Your card number is incorrect.'], expiry: ['Your card has expired.'] });
    expect(await attemptsOf((await orderByUuid(placed.uuid)).id)).toHaveLength(0);
    const noOrder = await client.post<{ errors: Record<string, string[]> }>(PAY, card('4242424242424242', key()));
    expect(noOrder.status).toBe(422);
    expect(noOrder.json.errors).toEqual({ order: [REQUIRED] });
  });

  it('records declined and short-of-funds attempts with their messages and leaves the basket intact', async () => {
    const { client, basket } = await shopper();
    const placed = await placeOrder(client);
    const declinedKey = key();
    const declined = await client.post<{ status: string; message: string }>(PAY, { order: placed.uuid, ...card('4000 0000 0000 0002', declinedKey) });
    expect(declined.status).toBe(402);
    expect(declined.json).toEqual({ status: 'declined', message: 'Your card was declined.' });
    // The same attempt sent again (a retry) is answered from its record, even with another card.
    const replay = await client.post<{ status: string; message: string }>(PAY, { order: placed.uuid, ...card('4242424242424242', declinedKey) });
    expect(replay.json).toEqual({ status: 'declined', message: 'Your card was declined.' });
    const poor = await client.post<{ message: string }>(PAY, { order: placed.uuid, ...card('4000000000009995', key()) });
    expect(poor.json.message).toBe('Your card has insufficient funds.');
    const order = await orderByUuid(placed.uuid);
    expect(order.status).toBe('to_be_paid');
    expect((await attemptsOf(order.id)).map(({ successful, message, method_name, provider }) => ({ successful, message, method_name, provider }))).toEqual([
      { successful: 0, message: 'Your card was declined.', method_name: 'Visa •••• 0002', provider: 'test' },
      { successful: 0, message: 'Your card has insufficient funds.', method_name: 'Visa •••• 9995', provider: 'test' },
    ]);
    expect(await basketLines(basket.basketId)).toHaveLength(2);
  });

  it('pays: status paid with its log row, transaction, basket emptied and the order mail through the queue and outbox', async () => {
    const { client, basket } = await shopper();
    const email = unique('paid');
    const placed = await placeOrder(client, validCheckout(email));
    const paid = await client.post<{ status: string; redirect: string }>(PAY, { order: placed.uuid, ...card('4242424242424242', key()) });
    expect(paid.status, paid.text).toBe(200);
    const order = await orderByUuid(placed.uuid);
    expect(paid.json).toEqual({ status: 'paid', redirect: `/receipt/${order.hash}` });
    expect(order).toMatchObject({ status: 'paid', payment_method: 'Visa •••• 4242' });
    expect(order.transaction_id).toMatch(/^test_pi_/);
    expect(order.paid_at).not.toBeNull();
    const logs = await db.selectFrom('order_status_logs').select('status').where('order_id', '=', order.id).orderBy('id').execute();
    expect(logs.map((log) => log.status)).toEqual(['to_be_paid', 'paid']);
    expect(await basketLines(basket.basketId)).toHaveLength(0);
    const mail = await eventually(
      () => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirst(),
      (row) => row !== undefined,
      10_000,
    );
    expect(mail).toMatchObject({ template: 'order-receipt', division_id: demoId, subject: `Your Northwind Tees order #${order.id} is confirmed` });
    expect(mail!.text).toContain(`Order number: #${order.id}.`);
    expect(mail!.text).toContain(`${testStoreOrigin('demo')}/receipt/${order.hash}`);
    expect(mail!.text).toContain(`${testStoreOrigin('demo')}/invoice/${order.hash}`);

    // Paying a paid order again, with any key, charges nothing more.
    const again = await client.post<{ status: string }>(PAY, { order: placed.uuid, ...card('4242424242424242', key()) });
    expect(again.json.status).toBe('paid');
    expect((await attemptsOf(order.id)).filter((attempt) => attempt.successful === 1)).toHaveLength(1);
  });

  it('50 concurrent submissions of one payment make exactly one charge and one paid order', async () => {
    const { client, basket } = await shopper();
    const placed = await placeOrder(client);
    const submission = card('4242424242424242', key());
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.post<{ status: string }>(PAY, { order: placed.uuid, ...submission })));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 200 || status === 202),
      statuses.join(),
    ).toBe(true);
    expect(answers.filter((answer) => answer.json.status === 'paid').length).toBeGreaterThan(0);
    const order = await orderByUuid(placed.uuid);
    expect(order.status).toBe('paid');
    const attempts = await attemptsOf(order.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ successful: 1, status: 'captured', idempotency_key: submission.idempotencyKey });
    const logs = await db.selectFrom('order_status_logs').select('status').where('order_id', '=', order.id).execute();
    expect(logs.filter((log) => log.status === 'paid')).toHaveLength(1);
    expect(await basketLines(basket.basketId)).toHaveLength(0);
  });

  it('50 concurrent submissions with different keys still pay once', async () => {
    const { client } = await shopper();
    const placed = await placeOrder(client);
    await Promise.all(Array.from({ length: 50 }, () => client.post(PAY, { order: placed.uuid, ...card('4242424242424242', key()) })));
    const order = await orderByUuid(placed.uuid);
    expect(order.status).toBe('paid');
    expect((await attemptsOf(order.id)).filter((attempt) => attempt.successful === 1)).toHaveLength(1);
  });
});

describe('a signed-in customer', () => {
  it('gets the details of their last order filled in at the next checkout', async () => {
    const { client } = await shopper();
    expect((await client.login(DEMO_USERS.shopper.email, DEMO_USERS.shopper.password)).status).toBe(200);
    const street = `${Date.now()} Saved Street`;
    const placed = await placeOrder(client, { ...validCheckout(DEMO_USERS.shopper.email), shippingAddress: { ...ukAddress, street } });
    const order = await orderByUuid(placed.uuid);
    expect(order.user_id).not.toBeNull();
    const logs = await db.selectFrom('order_status_logs').selectAll().where('order_id', '=', order.id).execute();
    expect(logs[0]?.user_id).toBe(order.user_id);
    const page = await client.request('/checkout/');
    expect(page.text).toContain(`value="${street}"`);
    expect(page.text).toContain(`value="${DEMO_USERS.shopper.email}"`);
    // A guest's form starts empty.
    const guest = await (await shopper()).client.request('/checkout/');
    expect(guest.text).not.toContain(street);
  });
});

describe('POST /omnis/v3/payments/stripe/webhook/', () => {
  it('is not served while the built-in test processor is configured (tests/api/stripe-server.test.ts runs it with Stripe)', async () => {
    const response = await storeRequest<{ code: string }>('demo', '/omnis/v3/payments/stripe/webhook/', {
      method: 'POST',
      json: { type: 'payment_intent.succeeded' },
    });
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('notFound');
  });
});

describe('tenant isolation', () => {
  it("never shows nor takes payment for a store's order from another store's host", async () => {
    const { client } = await shopper('demo');
    const placed = await placeOrder(client);
    const page = await storeRequest('north', `/pay/${placed.uuid}/`);
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('name="idempotencyKey"');
    // Not the payment form, nor the order's summary: the other store's ordinary not-found page.
    expect(page.text).not.toContain('Pay now');
    expect(page.text).toContain('We were unable to find this page');
    const north = new SessionClient('north');
    const paid = await north.post<{ code: string }>(PAY, { order: placed.uuid, ...card('4242424242424242', key()) });
    expect(paid.status).toBe(404);
    expect((await orderByUuid(placed.uuid)).status).toBe('to_be_paid');
    // A demo visitor's basket cookie means nothing on north: its basket there is empty.
    const elsewhere = new SessionClient('north');
    elsewhere.cookies.set('pf_visitor', client.cookies.get('pf_visitor')!);
    expect((await elsewhere.post<{ errors: unknown }>(ORDERS, validCheckout())).json.errors).toEqual({ _: ['Your basket is empty.'] });
  });
});

describe('the pages without JavaScript', () => {
  const formHeaders = (host = 'demo') => ({ origin: testStoreOrigin(host) });

  it('/checkout/ shows the basket, keeps values and shows messages by the fields, then redirects to /pay/ and pays', async () => {
    const { client, basket } = await shopper();
    const page = await client.request('/checkout/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="shippingAddress.zip"');
    expect(page.headers['cache-control']).toMatch(/no-store/);

    const invalid = new URLSearchParams({
      email: 'olivia@',
      'shippingAddress.name': '"><b>Olivia</b>',
      'shippingAddress.country': 'GB',
      billingSameAsShipping: 'on',
      shippingMethod: 'standard',
      action: 'place',
    });
    const refused = await client.request('/checkout/', { method: 'POST', body: invalid, headers: formHeaders() });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Please enter a valid email address.');
    expect(refused.text).toContain(REQUIRED);
    expect(refused.text).toMatch(/value="&quot;(>|&gt;)(<|&lt;)b(>|&gt;)Olivia/);
    expect(refused.text).not.toContain('"><b>Olivia</b>');

    const email = unique('form');
    const valid = new URLSearchParams(guestCheckoutFields(email));
    const placed = await client.request('/checkout/', { method: 'POST', body: valid, headers: formHeaders() });
    expect(placed.status).toBe(303);
    const payPath = String(placed.headers.location);
    expect(payPath).toMatch(/^\/pay\/[0-9a-f-]{36}\/$/);

    const payPage = await client.request(payPath);
    expect(payPage.status).toBe(200);
    const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(payPage.text)?.[1];
    expect(idempotencyKey).toBeDefined();
    const declined = await client.request(payPath, {
      method: 'POST',
      body: new URLSearchParams({ ...card('4000000000000002', idempotencyKey!) }),
      headers: formHeaders(),
    });
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined.');
    const nextKey = /name="idempotencyKey" value="([^"]+)"/.exec(declined.text)?.[1];
    expect(nextKey).not.toBe(idempotencyKey);
    expect(await basketLines(basket.basketId)).toHaveLength(2);

    const paid = await client.request(payPath, {
      method: 'POST',
      body: new URLSearchParams({ ...card('4242424242424242', nextKey!) }),
      headers: formHeaders(),
    });
    expect(paid.status).toBe(303);
    const order = await db.selectFrom('orders').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(paid.headers.location).toBe(`/receipt/${order.hash}`);
    expect(order.status).toBe('paid');
    // The paid order's /pay/ now sends the shopper to the receipt.
    expect((await client.request(payPath)).headers.location).toBe(`/receipt/${order.hash}`);
  });

  it('re-prices with "Update totals" and refuses a form posted from another site', async () => {
    const { client } = await shopper();
    const update = new URLSearchParams({
      'shippingAddress.country': 'US',
      shippingMethod: 'express',
      couponCode: 'TENOFF',
      billingSameAsShipping: 'on',
      action: 'update',
    });
    const updated = await client.request('/checkout/', { method: 'POST', body: update, headers: formHeaders() });
    expect(updated.status).toBe(200);
    expect(updated.text).toContain('£19.99');
    expect(updated.text).toContain('Discount (TENOFF)');
    const foreign = await client.request('/checkout/', { method: 'POST', body: update, headers: { origin: 'http://evil.example' } });
    expect(foreign.status).toBe(422);
    expect(foreign.text).toContain('Your session has expired');
  });

  it('/checkout/ with an empty basket says so', async () => {
    const page = await storeRequest('demo', '/checkout/?express=true');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Your basket is empty.');
  });
});
