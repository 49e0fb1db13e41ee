// Pro plans bought through Stripe Billing, through the official SDK against the local fake of
// Stripe's API and webhook events signed with the SDK's own helper: Checkout in subscription
// mode with the configured inline price, the Billing portal for the project's customer, and
// the events that set and clear Pro — each applied once, an older one never undoing a newer.
// SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/api.ts';
import { makeStore, uniqueName, type TestStore } from '../support/factories/index.ts';
import { startFakeStripe, stripeProviderOn, type FakeStripe } from '../support/fake-stripe.ts';
import { signedDelivery } from '../support/stripe-delivery.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { StripePaymentProvider } from '../../src/server/commerce/payments/stripe-provider.ts';
import { handlePaymentWebhook } from '../../src/server/commerce/payments/webhook.ts';
import { StripeBilling } from '../../src/server/accounts/billing/stripe-billing.ts';
import { openProBillingPortal, startProCheckout } from '../../src/server/accounts/billing/pro-checkout.ts';
import { proBillingView } from '../../src/server/accounts/billing/billing-view.ts';

const SECRET = 'whsec_test_printfront_billing';
let fake: FakeStripe;
let payments: StripePaymentProvider;
let billing: StripeBilling;
let db: Db;

beforeAll(async () => {
  fake = await startFakeStripe();
  payments = stripeProviderOn(fake, SECRET);
  billing = new StripeBilling({ secretKey: 'sk_test_printfront', apiUrl: fake.url });
  ({ db } = await testDb());
});
afterAll(async () => {
  await fake.close();
});

const newStore = (): Promise<TestStore> => makeStore(db, { subdomain: uniqueName('pro'), projectName: 'Pro buyer' });
const send = (type: string, object: Record<string, unknown>, options: { id?: string; created?: number } = {}) =>
  handlePaymentWebhook(db, payments, signedDelivery(SECRET, type, object, options).payload);
const proFlags = async (store: TestStore) => ({
  project: (await db.selectFrom('projects').select('is_pro').where('id', '=', store.division.projectId).executeTakeFirstOrThrow()).is_pro,
  store: (await db.selectFrom('divisions').select('is_pro').where('id', '=', store.division.id).executeTakeFirstOrThrow()).is_pro,
});

/** A subscription object as Stripe sends it (API 2026: the period on its one item). */
function subscription(id: string, projectId: number, fields: { status?: string; periodEnd?: number; cancel?: boolean; interval?: string } = {}) {
  return {
    id,
    object: 'subscription',
    customer: `cus_${id}`,
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancel ?? false,
    cancel_at: null,
    metadata: { project: String(projectId), interval: fields.interval ?? 'month' },
    items: {
      object: 'list',
      data: [{ id: `si_${id}`, current_period_end: fields.periodEnd ?? 1_900_000_000, price: { recurring: { interval: fields.interval ?? 'month' } } }],
    },
  };
}

describe('buying Pro on Stripe', () => {
  it('opens Checkout in subscription mode with the inline price, the project in the metadata, and the plans page to come back to', async () => {
    const store = await newStore();
    const url = await startProCheckout(db, billing, {
      projectId: store.division.projectId,
      interval: 'year',
      email: 'owner@example.com',
      origin: 'https://pro.example.test',
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const form = fake.checkoutSessions.at(-1)!;
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '25000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Printfront Pro',
      client_reference_id: String(store.division.projectId),
      'metadata[project]': String(store.division.projectId),
      'subscription_data[metadata][project]': String(store.division.projectId),
      customer_email: 'owner@example.com',
      success_url: 'https://pro.example.test/teemill-plans/?subscribed=year',
      cancel_url: 'https://pro.example.test/teemill-plans/',
    });
  });

  it('charges a price made in Stripe instead when configured', async () => {
    const store = await newStore();
    const priced = new StripeBilling(
      { secretKey: 'sk_test_printfront', apiUrl: fake.url },
      { currency: 'GBP', monthly: 2500, yearly: 25000, monthlyPriceId: 'price_pro_monthly', yearlyPriceId: undefined },
    );
    await startProCheckout(db, priced, { projectId: store.division.projectId, interval: 'month', email: 'o@example.com', origin: 'https://pro.example.test' });
    const form = fake.checkoutSessions.at(-1)!;
    expect(form['line_items[0][price]']).toBe('price_pro_monthly');
    expect(Object.keys(form).filter((field) => field.includes('price_data'))).toEqual([]);
  });

  it('checkout.session.completed turns the project and its stores Pro, once; the subscription and invoice events fill in the plan', async () => {
    const store = await newStore();
    const projectId = store.division.projectId;
    const session = {
      id: 'cs_x',
      object: 'checkout.session',
      mode: 'subscription',
      subscription: `sub_${projectId}`,
      customer: `cus_sub_${projectId}`,
      payment_status: 'paid',
      client_reference_id: String(projectId),
      metadata: { project: String(projectId), interval: 'month' },
    };
    const completed = signedDelivery(SECRET, 'checkout.session.completed', session);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => handlePaymentWebhook(db, payments, completed.payload)));
    expect(outcomes.filter((outcome) => outcome === 'pro')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(3);
    expect(await proFlags(store)).toEqual({ project: 1, store: 1 });
    const history = await db.selectFrom('pro_changes').select(['is_pro', 'source', 'user_id', 'reason']).where('project_id', '=', projectId).execute();
    expect(history).toEqual([{ is_pro: 1, source: 'subscription', user_id: null, reason: `checkout.session.completed (${completed.id})` }]);

    expect(await send('customer.subscription.created', subscription(`sub_${projectId}`, projectId, { periodEnd: 1_900_000_000 }))).toBe('unchanged');
    const invoice = {
      id: `in_${projectId}`,
      object: 'invoice',
      number: 'PF-0001',
      amount_paid: 2500,
      currency: 'gbp',
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_1/test',
      invoice_pdf: 'https://pay.stripe.com/invoice/acct_1/test/pdf',
      period_start: 1_897_000_000,
      period_end: 1_900_000_000,
      status_transitions: { paid_at: 1_897_000_100 },
      parent: { type: 'subscription_details', subscription_details: { subscription: `sub_${projectId}`, metadata: { project: String(projectId) } } },
    };
    expect(await send('invoice.paid', invoice)).toBe('recorded');
    const view = await proBillingView(db, projectId);
    expect(view.plan).toEqual({
      interval: 'month',
      status: 'active',
      currentPeriodEnd: new Date(1_900_000_000_000).toISOString(),
      cancelAtPeriodEnd: false,
      paying: true,
      test: false,
    });
    expect(view.invoices).toEqual([
      {
        number: 'PF-0001',
        amount: { amount: 2500, currency: 'GBP' },
        paidAt: new Date(1_897_000_100_000).toISOString(),
        periodStart: new Date(1_897_000_000_000).toISOString(),
        periodEnd: new Date(1_900_000_000_000).toISOString(),
        hostedUrl: 'https://invoice.stripe.com/i/acct_1/test',
        pdfUrl: 'https://pay.stripe.com/invoice/acct_1/test/pdf',
      },
    ]);
  });

  it('a cancellation keeps Pro until the period ends; deleted clears it, and an older update arriving late does not bring it back', async () => {
    const store = await newStore();
    const projectId = store.division.projectId;
    const id = `sub_late_${projectId}`;
    const t = 1_800_000_000;
    expect(await send('customer.subscription.created', subscription(id, projectId), { created: t })).toBe('pro');
    expect(await send('customer.subscription.updated', subscription(id, projectId, { cancel: true }), { created: t + 10 })).toBe('unchanged');
    expect(await proFlags(store)).toEqual({ project: 1, store: 1 });
    expect((await proBillingView(db, projectId)).plan?.cancelAtPeriodEnd).toBe(true);
    expect(await send('customer.subscription.deleted', subscription(id, projectId, { status: 'canceled', cancel: true }), { created: t + 30 })).toBe('not_pro');
    expect(await proFlags(store)).toEqual({ project: 0, store: 0 });
    // Sent before the deletion, delivered after it: recorded, changes nothing.
    expect(await send('customer.subscription.updated', subscription(id, projectId, { status: 'active' }), { created: t + 20 })).toBe('stale');
    expect(await proFlags(store)).toEqual({ project: 0, store: 0 });
    const reasons = await db.selectFrom('pro_changes').select('is_pro').where('project_id', '=', projectId).orderBy('id').execute();
    expect(reasons.map((row) => row.is_pro)).toEqual([1, 0]);
    // Buying again later keeps the one customer at Stripe (its card, its invoices).
    await startProCheckout(db, billing, { projectId, interval: 'month', email: 'again@example.com', origin: 'https://pro.example.test' });
    expect(fake.checkoutSessions.at(-1)).toMatchObject({ customer: `cus_${id}` });
    expect(fake.checkoutSessions.at(-1)?.customer_email).toBeUndefined();
  });

  it('past_due keeps Pro while Stripe retries the card; unpaid ends it', async () => {
    const store = await newStore();
    const projectId = store.division.projectId;
    const id = `sub_dunning_${projectId}`;
    const t = 1_810_000_000;
    expect(await send('customer.subscription.created', subscription(id, projectId), { created: t })).toBe('pro');
    expect(await send('customer.subscription.updated', subscription(id, projectId, { status: 'past_due' }), { created: t + 1 })).toBe('unchanged');
    expect(await send('customer.subscription.updated', subscription(id, projectId, { status: 'unpaid' }), { created: t + 2 })).toBe('not_pro');
  });

  it('an event naming no project of ours is recorded and ignored', async () => {
    expect(await send('customer.subscription.created', subscription('sub_stranger', 999_999_999))).toBe('ignored');
    const session = { id: 'cs_pay', object: 'checkout.session', mode: 'payment', subscription: null, customer: null, payment_status: 'paid', metadata: {} };
    expect(await send('checkout.session.completed', session)).toBe('ignored');
  });

  it('opens the Billing portal for the project customer, back to the plans page; 404 for a project that never subscribed', async () => {
    const store = await newStore();
    const projectId = store.division.projectId;
    await send('customer.subscription.created', subscription(`sub_portal_${projectId}`, projectId));
    const url = await openProBillingPortal(db, billing, projectId, 'https://pro.example.test');
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(fake.portalSessions.at(-1)).toEqual({ customer: `cus_sub_portal_${projectId}`, return_url: 'https://pro.example.test/teemill-plans/#billing' });
    const never = await newStore();
    await expect(openProBillingPortal(db, billing, never.division.projectId, 'https://pro.example.test')).rejects.toMatchObject({
      status: 404,
      message: 'This store has no Pro plan to manage.',
    });
    // A project paying already is sent to manage its plan, not to buy a second one.
    await expect(
      startProCheckout(db, billing, { projectId, interval: 'month', email: 'o@example.com', origin: 'https://pro.example.test' }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
