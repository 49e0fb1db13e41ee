// Pro on the built-in test processor, as an owner does it in the browser (plain forms, no
// script): /teemill-plans/ → the test checkout → Pro, the plan and its invoice listed → the
// test billing portal → cancelled (Pro kept) → the period ends → Free. The same events as
// Stripe's drive it. Who may buy, forged forms and altered checkout links are refused. The
// period's end, run as its job would with a controlled clock, renews or ends the plan.
// SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/api.ts';
import { makeOwner, makeStore, uniqueName, type TestStore } from '../support/factories/index.ts';
import type { SessionClient } from '../support/session-client.ts';
import type { StoreResponse } from '../support/http.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { SecretBox } from '../../src/platform/security/secret-box.ts';
import { TestBilling } from '../../src/server/accounts/billing/test-billing.ts';
import { startProCheckout } from '../../src/server/accounts/billing/pro-checkout.ts';
import { changeTestSubscription, periodEnd, runTestPeriodEnd, subscribeInTestMode } from '../../src/server/accounts/billing/test-subscriptions.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await testDb());
});

/** What a browser sends for a form of the page: form-encoded, from a page of this host. */
async function formPost(client: SessionClient, path: string, fields: Record<string, string>, site = 'same-origin'): Promise<StoreResponse> {
  // A form cannot send the X-XSRF-TOKEN header: only the browser's same-origin verdict vouches for it.
  client.xsrf = false;
  try {
    return await client.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'sec-fetch-site': site } });
  } finally {
    client.xsrf = true;
  }
}

const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://any.host');
  return `${url.pathname}${url.search}${url.hash}`;
};
const isPro = async (store: TestStore) =>
  (await db.selectFrom('divisions').select('is_pro').where('id', '=', store.division.id).executeTakeFirstOrThrow()).is_pro === 1;
const count = async (table: 'billing_subscriptions' | 'billing_invoices', store: TestStore) =>
  (await db.selectFrom(table).select('id').where('project_id', '=', store.division.projectId).execute()).length;

describe('an owner buys Pro and cancels it on the test processor', () => {
  let store: TestStore;
  let owner: SessionClient;
  beforeAll(async () => {
    store = await makeStore(db, { subdomain: uniqueName('pro-demo') });
    ({ client: owner } = await makeOwner(store, { session: true }));
  });

  it('subscribes through the test checkout: once, however often the button is pressed', async () => {
    const plans = await owner.request('/teemill-plans/');
    expect(plans.status).toBe(200);
    expect(plans.text).toContain('Go Pro monthly: £25.00');
    expect(plans.text).toContain('Go Pro yearly: £250.00');
    expect(plans.text).toContain('Test mode: plans are bought on the built-in test processor and nothing is charged.');

    const toCheckout = await formPost(owner, '/teemill-plans/', { intent: 'subscribe', interval: 'month' });
    expect(toCheckout.status, toCheckout.text).toBe(303);
    const checkoutPath = pathOf(toCheckout.headers.location);
    expect(checkoutPath).toMatch(/^\/teemill-plans\/test-checkout\/\?session=/);
    const checkout = await owner.request(checkoutPath);
    expect(checkout.status).toBe(200);
    expect(checkout.text).toContain('Subscribe (test)');
    expect(checkout.text).toContain('£25.00 a month');
    const session = new URL(checkoutPath, 'http://any.host').searchParams.get('session') ?? '';

    for (let press = 0; press < 2; press += 1) {
      const subscribed = await formPost(owner, '/teemill-plans/test-checkout/', { session });
      expect(subscribed.status, subscribed.text).toBe(303);
      expect(pathOf(subscribed.headers.location)).toBe('/teemill-plans/?subscribed=month');
    }
    expect(await isPro(store)).toBe(true);
    expect(await count('billing_subscriptions', store)).toBe(1);
    expect(await count('billing_invoices', store)).toBe(1);

    const back = await owner.request('/teemill-plans/?subscribed=month');
    expect(back.text).toContain('Welcome to Pro: every Pro feature is now on for your store.');
    expect(back.text).toContain('Pro, monthly');
    expect(back.text).toMatch(/Renews on \d{1,2} \w+ \d{4}\./);
    expect(back.text).toMatch(/TEST-[0-9A-F]{8}/);
    // Buying again while paying: sent to manage the plan instead.
    const again = await formPost(owner, '/teemill-plans/', { intent: 'subscribe', interval: 'year' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('Your store is already on Pro.');
  });

  it('cancels on the test portal (Pro stays until the period ends), then ends the period: back to Free', async () => {
    const toPortal = await formPost(owner, '/teemill-plans/', { intent: 'portal' });
    expect(toPortal.status).toBe(303);
    expect(pathOf(toPortal.headers.location)).toBe('/teemill-plans/test-portal/');
    expect((await owner.request('/teemill-plans/test-portal/')).text).toContain('Cancel plan');

    const cancelled = await formPost(owner, '/teemill-plans/test-portal/', { action: 'cancel' });
    expect(pathOf(cancelled.headers.location)).toBe('/teemill-plans/test-portal/?done=cancel');
    expect((await owner.request('/teemill-plans/test-portal/?done=cancel')).text).toContain('Pro stays on until the end of the period you paid for.');
    expect(await isPro(store)).toBe(true);
    expect((await owner.request('/teemill-plans/')).text).toContain('Cancelled: Pro stays on until');

    await formPost(owner, '/teemill-plans/test-portal/', { action: 'end-period' });
    expect(await isPro(store)).toBe(false);
    const plans = await owner.request('/teemill-plans/');
    expect(plans.text).toContain('Your Pro plan ended on');
    expect(plans.text).toContain('Go Pro monthly');
    const history = await db.selectFrom('pro_changes').select(['is_pro', 'source']).where('project_id', '=', store.division.projectId).orderBy('id').execute();
    expect(history).toEqual([
      { is_pro: 1, source: 'subscription' },
      { is_pro: 0, source: 'subscription' },
    ]);
  });
});

describe('who may buy, and forged or altered requests', () => {
  let store: TestStore;
  let owner: SessionClient;
  let member: SessionClient;
  beforeAll(async () => {
    store = await makeStore(db, { subdomain: uniqueName('pro-guard') });
    ({ client: owner } = await makeOwner(store, { session: true }));
    ({ client: member } = await makeOwner(store, { role: 'staff', session: true }));
  });

  it('a member without the billing permission is told who can, and their form is refused (403)', async () => {
    const plans = await member.request('/teemill-plans/');
    expect(plans.status).toBe(200);
    expect(plans.text).toContain('Ask the store owner to upgrade');
    expect(plans.text).not.toContain('Go Pro monthly');
    const refused = await formPost(member, '/teemill-plans/', { intent: 'subscribe', interval: 'month' });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Only the store owner, or someone with the billing permission, can change the plan.');
    expect((await formPost(member, '/teemill-plans/test-portal/', { action: 'cancel' })).status).toBe(403);
  });

  it('a form from another site, an unknown plan and an altered checkout link change nothing', async () => {
    expect((await formPost(owner, '/teemill-plans/', { intent: 'subscribe', interval: 'month' }, 'cross-site')).status).toBe(403);
    expect((await formPost(owner, '/teemill-plans/', { intent: 'subscribe', interval: 'weekly' })).status).toBe(422);
    const altered = await formPost(owner, '/teemill-plans/test-checkout/', { session: 'v1.not.a.session' });
    expect(altered.status).toBe(400);
    expect(altered.text).toContain('This checkout has expired. Please choose your plan again.');
    expect((await formPost(owner, '/teemill-plans/test-portal/', { action: 'cancel' })).status).toBe(404);
    expect(await isPro(store)).toBe(false);
    expect(await count('billing_subscriptions', store)).toBe(0);
  });
});

describe('the end of a test period', () => {
  // Periods in the future of the machine's clock: the test server's own job runner must not
  // run the queued period end before the test does, with its own time.
  const secrets = new SecretBox(Buffer.alloc(32, 7));
  const billing = new TestBilling(secrets, () => new Date('2036-01-31T12:00:00Z'));

  /** A store subscribed at `start` on the test processor, as the checkout page would. */
  async function subscribedStore(start: Date, interval: 'month' | 'year' = 'month'): Promise<TestStore> {
    const store = await makeStore(db, { subdomain: uniqueName('pro-period') });
    const url = await startProCheckout(db, billing, {
      projectId: store.division.projectId,
      interval,
      email: 'o@example.com',
      origin: 'https://x.example.test',
    });
    const sealed = new URL(url).searchParams.get('session') ?? '';
    await subscribeInTestMode(db, sealed, billing.readSession(sealed, store.division.projectId), start);
    return store;
  }
  const plan = (store: TestStore) =>
    db
      .selectFrom('billing_subscriptions')
      .select(['subscription_id', 'current_period_end', 'status'])
      .where('project_id', '=', store.division.projectId)
      .executeTakeFirstOrThrow();

  it('periods end the same day next month or next year (31 January → 28 February is the calendar’s)', () => {
    expect(periodEnd(new Date('2026-03-15T09:30:00Z'), 'month').toISOString()).toBe('2026-04-15T09:30:00.000Z');
    expect(periodEnd(new Date('2026-03-15T09:30:00Z'), 'year').toISOString()).toBe('2027-03-15T09:30:00.000Z');
    expect(periodEnd(new Date('2026-01-31T12:00:00Z'), 'month').toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T12:00:00Z'), 'year').toISOString()).toBe('2029-02-28T12:00:00.000Z');
  });

  it('renews with a new invoice when due, not before; ends a cancelled plan at its end', async () => {
    const start = new Date('2036-01-31T12:00:00Z');
    const store = await subscribedStore(start);
    const { subscription_id: id, current_period_end: end } = await plan(store);
    expect(end).toBe(periodEnd(start, 'month').toISOString());
    await runTestPeriodEnd(db, id, new Date(new Date(end!).getTime() - 1000));
    expect(await count('billing_invoices', store)).toBe(1);
    const due = new Date(new Date(end!).getTime() + 1000);
    await runTestPeriodEnd(db, id, due);
    expect(await count('billing_invoices', store)).toBe(2);
    expect((await plan(store)).current_period_end).toBe(periodEnd(due, 'month').toISOString());
    expect(await isPro(store)).toBe(true);

    await changeTestSubscription(db, store.division.projectId, 'cancel', new Date(due.getTime() + 1000));
    const next = new Date((await plan(store)).current_period_end!);
    await runTestPeriodEnd(db, id, new Date(next.getTime() + 1000));
    expect((await plan(store)).status).toBe('canceled');
    expect(await isPro(store)).toBe(false);
    // The job running again (a retry) finds the plan ended and does nothing.
    await runTestPeriodEnd(db, id, new Date(next.getTime() + 5000));
    expect(await count('billing_invoices', store)).toBe(2);
  });

  it('switching to yearly starts a new, paid year at once', async () => {
    const start = new Date('2036-02-01T08:00:00Z');
    const store = await subscribedStore(start);
    const switchedAt = new Date('2036-02-10T08:00:00Z');
    await changeTestSubscription(db, store.division.projectId, 'switch', switchedAt);
    const row = await db
      .selectFrom('billing_subscriptions')
      .select(['plan_interval', 'current_period_end'])
      .where('project_id', '=', store.division.projectId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ plan_interval: 'year', current_period_end: '2037-02-10T08:00:00.000Z' });
    const amounts = await db.selectFrom('billing_invoices').select('amount_paid').where('project_id', '=', store.division.projectId).orderBy('id').execute();
    expect(amounts.map((invoice) => invoice.amount_paid)).toEqual([2500, 25000]);
  });
});
