// Store payouts through Stripe Connect, on the official SDK against the local fake of Stripe's
// API: a direct store's payments are direct charges on its connected account (Stripe-Account
// header) with the platform's application fee, refunded on the same account with the fee; its
// account is opened once and onboarded through account links; account.updated events (signed
// with the SDK's own test-header helper) keep its state, once each and never over a newer one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';
import { testDb } from '../support/api.ts';
import { makeBasket, makeConnectedAccount, makeProduct, makeStore, storeScope } from '../support/factories/index.ts';
import { NEW_ACCOUNT_REQUIREMENTS, startFakeStripe, stripeProviderOn, type FakeStripe } from '../support/fake-stripe.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import type { StripePaymentProvider } from '../../src/server/commerce/payments/stripe-provider.ts';
import { placeOrder } from '../../src/server/commerce/checkout/place-order.ts';
import { openOrderPayment } from '../../src/server/commerce/payments/browser-payment.ts';
import { handlePaymentWebhook } from '../../src/server/commerce/payments/webhook.ts';
import { WebhookSignatureError } from '../../src/server/commerce/payments/provider.ts';
import { NOT_TAKING_PAYMENTS, payableAccount, refundAccount } from '../../src/server/commerce/payments/store-account.ts';
import { findConnectedAccount } from '../../src/server/commerce/payments/connected-accounts.ts';
import { onboardingLocation, refreshConnectedAccount } from '../../src/server/commerce/payments/connect-onboarding.ts';
import { findDivisionById } from '../../src/server/stores/index.ts';

const WEBHOOK_SECRET = 'whsec_test_connect_platform';
const CONNECT_SECRET = 'whsec_test_connect_accounts';
const LINKS = {
  refreshUrl: 'https://shop.example/dashboard/store/settings/payments/connect/',
  returnUrl: 'https://shop.example/dashboard/store/settings/payments/?connect=return',
};
let fake: FakeStripe;
let provider: StripePaymentProvider;
let db: Db;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = stripeProviderOn(fake, WEBHOOK_SECRET, { connectWebhookSecret: CONNECT_SECRET });
  ({ db } = await testDb());
});
afterAll(async () => {
  await fake.close();
});

/** A new direct store with one product, as its request would see it (read again after changes). */
async function directStore(): Promise<StoreScope> {
  const store = await makeStore(db, { prefix: 'connect', settings: { paymentProcessor: { type: 'direct', accounts: [] } } });
  await makeProduct(store);
  return store;
}
const fresh = async (store: StoreScope) => storeScope(db, store.division.subdomain);

async function newOrder(store: StoreScope) {
  const basket = await makeBasket(store, [1]);
  const placed = await placeOrder(
    store,
    { email: 'connect@example.com', shippingAddress: { name: 'Ada', street: '2 Low St', city: 'York', country: 'GB', zip: 'YO1 7HH' } },
    { visitorToken: basket.token, userId: null },
  );
  return db.selectFrom('orders').selectAll().where('uuid', '=', placed.uuid).executeTakeFirstOrThrow();
}

/** A signed account.updated delivery for a connected account, as Stripe's Connect endpoint posts it. */
function accountUpdated(account: Record<string, unknown>, created: number, options: { id?: string; secret?: string } = {}) {
  const rawBody = JSON.stringify(
    {
      id: options.id ?? `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'account.updated',
      account: account.id,
      created,
      data: { object: account },
    },
    null,
    2,
  );
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: options.secret ?? CONNECT_SECRET });
  return { rawBody, headers: new Headers({ 'stripe-signature': signature }) };
}

const stripeAccount = (id: string, ready: boolean, currentlyDue: string[] = ready ? [] : ['external_account']) => ({
  id,
  object: 'account',
  charges_enabled: ready,
  payouts_enabled: ready,
  details_submitted: ready,
  requirements: { currently_due: currentlyDue, eventually_due: currentlyDue, past_due: [], disabled_reason: null },
});

describe('payments of a direct store', () => {
  it('are direct charges on its connected account, with the platform fee (5% by default, rounded)', async () => {
    const store = await directStore();
    const account = await makeConnectedAccount(store);
    const order = await newOrder(await fresh(store));
    await openOrderPayment(await fresh(store), order, provider);
    const creation = fake.creations.at(-1)!;
    expect(creation.account).toBe(account.accountId);
    expect(creation.applicationFee).toBe(Math.round((order.total * 5) / 100));
    expect(creation.form.application_fee_amount).toBe(String(Math.round((order.total * 5) / 100)));
  });

  it('take the fee PLATFORM_FEE_PERCENT sets, and none at 0%', async () => {
    const store = await directStore();
    await makeConnectedAccount(store);
    const tenPercent = stripeProviderOn(fake, WEBHOOK_SECRET, { platformFeePercent: 10 });
    const order = await newOrder(await fresh(store));
    const opened = await tenPercent.initiatePayment({ amount: 1995, currency: 'GBP', orderUuid: order.uuid, idempotencyKey: randomUUID(), account: 'acct_x' });
    expect(opened.reference).toMatch(/^pi_/);
    expect(fake.creations.at(-1)!.applicationFee).toBe(200);
    const free = stripeProviderOn(fake, WEBHOOK_SECRET, { platformFeePercent: 0 });
    await free.initiatePayment({ amount: 1995, currency: 'GBP', orderUuid: order.uuid, idempotencyKey: randomUUID(), account: 'acct_x' });
    expect(fake.creations.at(-1)!.applicationFee).toBeUndefined();
  });

  it("of a teemill store land on the platform's account with no fee", async () => {
    const store = await makeStore(db, { prefix: 'platform' });
    await makeProduct(store);
    const order = await newOrder(store);
    await openOrderPayment(store, order, provider);
    expect(fake.creations.at(-1)).toMatchObject({ account: undefined, applicationFee: undefined });
  });

  it('are refunded on the same account, the platform fee going back with them', async () => {
    const store = await directStore();
    const account = await makeConnectedAccount(store);
    const order = await newOrder(await fresh(store));
    const { payment } = await openOrderPayment(await fresh(store), order, provider);
    fake.payInBrowser(payment.reference, 'succeeded');
    const on = await refundAccount(db, (await fresh(store)).division);
    expect(on).toBe(account.accountId);
    expect(await provider.refundPayment(payment.reference, 300, { account: on, idempotencyKey: randomUUID() })).toBe('refunded');
    expect(fake.refunds.at(-1)).toMatchObject({ paymentIntent: payment.reference, amount: 300, account: account.accountId, refundApplicationFee: true });
  });

  it('are refused with the shoppers’ message while onboarding is unfinished, charging nothing', async () => {
    const store = await directStore();
    await makeConnectedAccount(store, { chargesEnabled: false });
    const before = fake.creations.length;
    await expect(payableAccount(db, (await fresh(store)).division)).rejects.toMatchObject({ status: 409, message: NOT_TAKING_PAYMENTS });
    const order = await newOrder(await fresh(store));
    await expect(openOrderPayment(await fresh(store), order, provider)).rejects.toMatchObject({ status: 409, message: NOT_TAKING_PAYMENTS });
    expect(fake.creations.length).toBe(before);
  });
});

describe('connecting a store’s Stripe account', () => {
  it('opens one Standard account per store (however often asked) and answers a fresh onboarding link each time', async () => {
    const store = await directStore();
    const first = await onboardingLocation(store, provider, LINKS);
    const again = await onboardingLocation(store, provider, LINKS);
    const kept = (await findConnectedAccount(db, store.division.id))!;
    expect(kept).toMatchObject({ provider: 'stripe', chargesEnabled: false, requirementsDue: NEW_ACCOUNT_REQUIREMENTS });
    const opened = fake.connectedAccounts.get(kept.accountId)!;
    expect(opened).toMatchObject({ type: 'standard', metadata: { division_id: String(store.division.id), subdomain: store.division.subdomain } });
    expect([...fake.connectedAccounts.values()].filter((account) => account.metadata.division_id === String(store.division.id))).toHaveLength(1);
    expect(first).not.toBe(again);
    expect(fake.accountLinks.slice(-2)).toEqual([
      { account: kept.accountId, type: 'account_onboarding', refreshUrl: LINKS.refreshUrl, returnUrl: LINKS.returnUrl, url: first },
      { account: kept.accountId, type: 'account_onboarding', refreshUrl: LINKS.refreshUrl, returnUrl: LINKS.returnUrl, url: again },
    ]);
    // The store state's list of accounts names it too.
    expect((await findDivisionById(db, store.division.id))!.settings.paymentProcessor.accounts).toEqual([kept.accountId]);
  });

  it('reads the account afresh when the owner comes back, before any webhook', async () => {
    const store = await directStore();
    await onboardingLocation(store, provider, LINKS);
    const { accountId } = (await findConnectedAccount(db, store.division.id))!;
    await refreshConnectedAccount(store, provider);
    expect((await findConnectedAccount(db, store.division.id))!.chargesEnabled).toBe(false);
    fake.finishOnboarding(accountId);
    await refreshConnectedAccount(store, provider);
    expect(await findConnectedAccount(db, store.division.id)).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, requirementsDue: [] });
    expect(await payableAccount(db, (await fresh(store)).division)).toBe(accountId);
  });
});

describe('account.updated webhooks', () => {
  it('keep the onboarding state, once per event, and never let an older update overwrite a newer one', async () => {
    const store = await directStore();
    const { accountId } = await makeConnectedAccount(store, { chargesEnabled: false });
    const t = 1_800_000_000;
    const unfinished = accountUpdated(stripeAccount(accountId, false, ['individual.dob.day', 'external_account']), t);
    expect(await handlePaymentWebhook(db, provider, unfinished)).toBe('recorded');
    expect(await findConnectedAccount(db, store.division.id)).toMatchObject({
      chargesEnabled: false,
      requirementsDue: ['individual.dob.day', 'external_account'],
    });

    const ready = accountUpdated(stripeAccount(accountId, true), t + 60);
    expect(await handlePaymentWebhook(db, provider, ready)).toBe('recorded');
    expect(await handlePaymentWebhook(db, provider, ready)).toBe('duplicate');
    // Sent before the ready one, delivered after it: the account stays ready.
    const late = accountUpdated(stripeAccount(accountId, false), t + 30);
    expect(await handlePaymentWebhook(db, provider, late)).toBe('unchanged');
    expect(await findConnectedAccount(db, store.division.id)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
    });
    expect(await payableAccount(db, (await fresh(store)).division)).toBe(accountId);

    const recorded = await db.selectFrom('connected_account_events').select(['outcome']).where('account_id', '=', accountId).orderBy('id').execute();
    expect(recorded.map((row) => row.outcome)).toEqual(['recorded', 'recorded', 'unchanged']);
  });

  it('stop a store taking payments when Stripe disables its charges', async () => {
    const store = await directStore();
    const { accountId } = await makeConnectedAccount(store);
    expect(await handlePaymentWebhook(db, provider, accountUpdated(stripeAccount(accountId, false, ['individual.verification.document']), 1_900_000_000))).toBe(
      'recorded',
    );
    await expect(payableAccount(db, (await fresh(store)).division)).rejects.toMatchObject({ status: 409, message: NOT_TAKING_PAYMENTS });
    // Past payments are still refunded on it.
    expect(await refundAccount(db, (await fresh(store)).division)).toBe(accountId);
  });

  it("accept the platform endpoint's secret or the Connect endpoint's, refuse any other, and ignore accounts of no store", async () => {
    const stranger = stripeAccount('acct_not_ours', true);
    expect(await handlePaymentWebhook(db, provider, accountUpdated(stranger, 1_800_000_000, { secret: WEBHOOK_SECRET }))).toBe('ignored');
    expect(await handlePaymentWebhook(db, provider, accountUpdated(stranger, 1_800_000_000, { secret: CONNECT_SECRET }))).toBe('ignored');
    await expect(handlePaymentWebhook(db, provider, accountUpdated(stranger, 1_800_000_000, { secret: 'whsec_wrong' }))).rejects.toThrow(WebhookSignatureError);
    const platformOnly = stripeProviderOn(fake, WEBHOOK_SECRET);
    await expect(handlePaymentWebhook(db, platformOnly, accountUpdated(stranger, 1_800_000_000, { secret: CONNECT_SECRET }))).rejects.toThrow(
      WebhookSignatureError,
    );
  });
});
