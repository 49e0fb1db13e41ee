// A direct store (its shoppers pay the store's own Stripe account) that has connected no account
// yet takes no payment: /pay/ says so plainly, the pay call refuses with the same words, and
// nothing is charged or left half-made — never a 500, never a payment the platform would hold.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/api.ts';
import { makeBasket, makeProduct, makeStore } from '../support/factories/index.ts';
import { SessionClient } from '../support/session-client.ts';
import { placeOrder } from '../../src/server/commerce/checkout/place-order.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';

const MESSAGE = 'This store is not taking payments yet. Please try again later.';
let store: StoreScope & { subdomain: string };
let order: { id: number; uuid: string };

beforeAll(async () => {
  const { db } = await testDb();
  store = await makeStore(db, { prefix: 'direct', settings: { paymentProcessor: { type: 'direct', accounts: [] } } });
  await makeProduct(store);
  const basket = await makeBasket(store, [1]);
  const placed = await placeOrder(
    store,
    { email: 'direct@example.com', shippingAddress: { name: 'Ada', street: '2 Low St', city: 'York', country: 'GB', zip: 'YO1 7HH' } },
    { visitorToken: basket.token, userId: null },
  );
  const row = await db.selectFrom('orders').select(['id', 'uuid']).where('uuid', '=', placed.uuid).executeTakeFirstOrThrow();
  order = row;
});

const attempts = async () => (await (await testDb()).db.selectFrom('payment_attempts').select('id').where('order_id', '=', order.id).execute()).length;

describe('a direct store with no connected account', () => {
  it('shows shoppers on /pay/ that it is not taking payments yet, with no card field', async () => {
    const shopper = new SessionClient(store.subdomain);
    const page = await shopper.request(`/pay/${order.uuid}/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(MESSAGE);
    expect(page.text).not.toContain('name="number"');
    expect(page.text).not.toContain('Pay now');
  });

  it('refuses the pay call and the form with the same words, charging nothing and keeping no attempt', async () => {
    const shopper = new SessionClient(store.subdomain);
    const called = await shopper.request<{ message: string }>('/omnis/v3/payments/pay/', {
      method: 'POST',
      json: { order: order.uuid, idempotencyKey: 'direct-not-ready-1', number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Ada' },
    });
    expect(called.status).toBe(409);
    expect(called.json.message).toBe(MESSAGE);
    const posted = await shopper.request(`/pay/${order.uuid}/`, {
      method: 'POST',
      body: new URLSearchParams({ idempotencyKey: 'direct-not-ready-2', number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Ada' }),
    });
    expect(posted.status).toBe(409);
    expect(posted.text).toContain(MESSAGE);
    expect(await attempts()).toBe(0);
  });
});
