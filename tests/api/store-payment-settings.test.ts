// The store's payment settings (/dashboard/store/settings/payments/) with the built-in test
// processor, on SQLite and PostgreSQL: the owner chooses teemill or direct; "Connect with
// Stripe" (a plain form) opens the store's account once and sends the owner (303) to its
// onboarding — here the test onboarding, through the same path — and the screen shows where
// it stands. Shoppers of a direct store are refused, never with a 500, until it is ready.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb, testStoreOrigin } from '../support/api.ts';
import { makeBasket, makeOwner, makeProduct, makeStore } from '../support/factories/index.ts';
import { SessionClient } from '../support/session-client.ts';
import type { TestStore } from '../support/factories/index.ts';
import { placeOrder } from '../../src/server/commerce/checkout/place-order.ts';
import { findConnectedAccount } from '../../src/server/commerce/payments/connected-accounts.ts';
import { findDivisionById } from '../../src/server/stores/index.ts';

const SETTINGS = '/dashboard/store/settings/payments/';
const CONNECT = '/dashboard/store/settings/payments/connect/';
const TEST_ONBOARDING = '/dashboard/store/settings/payments/test-onboarding/';
const NOT_TAKING_PAYMENTS = 'This store is not taking payments yet. Please try again later.';

let store: TestStore;
let owner: SessionClient;

beforeAll(async () => {
  const { db } = await testDb();
  store = await makeStore(db, { prefix: 'payouts' });
  await makeProduct(store);
  ({ client: owner } = await makeOwner(store, { session: true }));
});

/** A plain form posted from the store's own page, as a browser sends it. */
const post = (client: SessionClient, path: string, fields: Record<string, string> = {}, origin = testStoreOrigin(store.subdomain)) =>
  client.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      'sec-fetch-site': origin === testStoreOrigin(store.subdomain) ? 'same-origin' : 'cross-site',
    },
  });

const processorType = async () => (await findDivisionById((await testDb()).db, store.division.id))!.settings.paymentProcessor.type;
const connected = async () => findConnectedAccount((await testDb()).db, store.division.id);

async function newOrderUuid(): Promise<string> {
  const basket = await makeBasket(store, [1]);
  const placed = await placeOrder(
    store,
    { email: 'payouts@example.com', shippingAddress: { name: 'Ada', street: '2 Low St', city: 'York', country: 'GB', zip: 'YO1 7HH' } },
    { visitorToken: basket.token, userId: null },
  );
  return placed.uuid;
}

describe('payment settings', () => {
  it('shows a teemill store its processor, with no Stripe account section', async () => {
    const page = await owner.request(SETTINGS);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Payment settings');
    expect(page.text).toMatch(/<input type="radio" name="processor" value="teemill" checked/);
    expect(page.text).not.toContain('Connect with Stripe');
    expect(page.text).toContain('5% fee');
  });

  it('refuses an unknown processor (422), a post from another site (403) and connecting before choosing direct (409)', async () => {
    const unknown = await post(owner, SETTINGS, { processor: 'paypal' });
    expect(unknown.status).toBe(422);
    expect(unknown.text).toContain('Choose who takes the store’s payments.');
    const forged = await post(owner, SETTINGS, { processor: 'direct' }, 'https://evil.example');
    expect(forged.status).toBe(403);
    const early = await post(owner, CONNECT);
    expect(early.status).toBe(409);
    expect(early.text).toContain('Choose “Your own Stripe account” and save before connecting it.');
    expect(await processorType()).toBe('teemill');
    expect(await connected()).toBeUndefined();
  });

  it('refuses a staff member without the settings right', async () => {
    const { client: staff } = await makeOwner(store, { role: 'staff', session: true });
    const saved = await post(staff, SETTINGS, { processor: 'direct' });
    expect(saved.status).toBe(403);
    expect(saved.text).toContain('You need the settings permission');
    expect((await post(staff, CONNECT)).status).toBe(403);
    expect(await processorType()).toBe('teemill');
  });

  it('saves direct, connects through the test onboarding, and shows unfinished then ready; shoppers are refused until then', async () => {
    const saved = await post(owner, SETTINGS, { processor: 'direct' });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`${SETTINGS}?saved=1`);
    expect(await processorType()).toBe('direct');
    const notConnected = await owner.request(`${SETTINGS}?saved=1`);
    expect(notConnected.text).toContain('Saved.');
    expect(notConnected.text).toContain('data-connection="not_connected"');
    expect(notConnected.text).toContain('Connect with Stripe');
    expect(notConnected.text).toContain('Test mode');

    // A direct store with no ready account: shoppers read why, never a 500.
    const uuid = await newOrderUuid();
    const shopper = new SessionClient(store.subdomain);
    const refused = await shopper.request(`/pay/${uuid}/`);
    expect(refused.status).toBe(200);
    expect(refused.text).toContain(NOT_TAKING_PAYMENTS);

    const connect = await post(owner, CONNECT);
    expect(connect.status).toBe(303);
    expect(new URL(String(connect.headers.location)).pathname).toBe(TEST_ONBOARDING);
    const account = await connected();
    expect(account).toMatchObject({ provider: 'test', chargesEnabled: false, requirementsDue: ['external_account', 'tos_acceptance.date'] });
    // Asked again (a second click), the same account.
    expect((await post(owner, CONNECT)).status).toBe(303);
    expect((await connected())!.accountId).toBe(account!.accountId);

    const unfinished = await owner.request(SETTINGS);
    expect(unfinished.text).toContain('data-connection="unfinished"');
    expect(unfinished.text).toContain('Stripe still needs:');
    expect(unfinished.text).toContain('A bank account for payouts');
    expect(unfinished.text).toContain('Accepting Stripe’s terms of service');
    expect(unfinished.text).toContain('Finish onboarding with Stripe');
    expect((await shopper.request(`/pay/${uuid}/`)).text).toContain(NOT_TAKING_PAYMENTS);

    const form = await owner.request(TEST_ONBOARDING);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Test mode');
    expect(form.text).toContain(account!.accountId);
    const done = await post(owner, TEST_ONBOARDING);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${SETTINGS}?connect=return`);

    const ready = await owner.request(`${SETTINGS}?connect=return`);
    expect(ready.status).toBe(200);
    expect(ready.text).toContain('data-connection="ready"');
    expect(ready.text).toContain('Ready: your store takes payments on your Stripe account');
    expect(ready.text).not.toContain('Connect with Stripe');
    const payable = await shopper.request(`/pay/${uuid}/`);
    expect(payable.status).toBe(200);
    expect(payable.text).not.toContain(NOT_TAKING_PAYMENTS);
    expect(payable.text).toContain('name="number"');
  });

  it('sends a refresh_url visit without an account back to the settings, and hides the test onboarding of another store', async () => {
    const { db } = await testDb();
    const other = await makeStore(db, { prefix: 'payouts-other', settings: { paymentProcessor: { type: 'direct', accounts: [] } } });
    const { client: otherOwner } = await makeOwner(other, { session: true });
    const refresh = await otherOwner.request(CONNECT);
    expect(refresh.status).toBe(303);
    expect(refresh.headers.location).toBe(SETTINGS);
    expect(await findConnectedAccount(db, other.division.id)).toBeUndefined();
    // The first store's owner is no member of this one: the guard refuses before any service runs.
    const intruder = await owner.request(TEST_ONBOARDING, { host: other.subdomain });
    expect(intruder.status).toBe(403);
  });
});
