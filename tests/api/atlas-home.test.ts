// The back office's home and guard: every /atlas/ path is for internal staff
// only — the signed out log in, owners and shoppers get 403 — and the home page's
// figures come from one staff-only call, right for a store's orders on a controlled day.
// SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { signIn, type SessionClient } from '../support/session-client.ts';
import { makeOrder, makeStore, type TestStore } from '../support/factories/index.ts';
import { ATLAS_SECTIONS } from '../../src/lib/atlas-sections.ts';
import { logLabels, LABEL_PRINTED, PICKED, TO_PACKING } from '../../src/server/fulfilment/factory/label-logs.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;

let staff: SessionClient;
let owner: SessionClient;
let shopper: SessionClient;

beforeAll(async () => {
  [staff, owner, shopper] = await Promise.all([signIn(DEMO_USERS.staff), signIn(DEMO_USERS.owner), signIn(DEMO_USERS.shopper)]);
});

/** Screens this branch builds; the other sections come with their parts (404 until then). */
const BUILT_HERE = new Set(['/atlas/', '/atlas/stores/', '/atlas/products/']);

describe('the /atlas/ guard', () => {
  it('sends the signed out to log in on every section', async () => {
    for (const { path } of ATLAS_SECTIONS) {
      const response = await storeRequest('demo', `${path}?page=2`);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toBe(`/login/?redirect_uri=${encodeURIComponent(`${path}?page=2`)}`);
    }
  });

  it('answers 403 to the demo owner and the shopper on every section, and below them', async () => {
    for (const client of [owner, shopper]) {
      for (const path of [...ATLAS_SECTIONS.map((section) => section.path), '/atlas/orders/1/', '/atlas/not-a-screen/']) {
        const response = await client.request(path);
        expect(response.status, path).toBe(403);
        expect(response.text, path).toContain('The back office is for Printfront staff only.');
        expect(response.headers['x-render-cache'], path).toBeUndefined();
      }
    }
  });

  it('lets staff into every section, answered private and never kept by the render cache', async () => {
    for (const { path } of ATLAS_SECTIONS) {
      const response = await staff.request(path);
      if (BUILT_HERE.has(path)) expect(response.status, path).toBe(200);
      else expect([200, 404], path).toContain(response.status);
      if (response.status === 200) {
        expect(response.headers['cache-control'], path).toBe('private, no-store');
        expect(response.text, path).toContain('aria-label="Back office"');
      }
    }
  });
});

describe('the stats call', () => {
  let subdomain: string;
  let other: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = await testDb();
    const store = await makeStore(db, { prefix: 'stats', name: 'Stats Prints', themeName: 'nordic' });
    const elsewhere = await makeStore(db, { prefix: 'statsother', name: 'Other Prints', themeName: 'nordic' });
    [subdomain, other] = [store.subdomain, elsewhere.subdomain];
    // The figures run to Wednesday 25 November 2026; late after 3 working days = paid before Friday the 20th.
    const order = async (name: string, status: string, createdAt: string, where: TestStore = store) =>
      (ids[name] = (await makeOrder(where, { status, createdAt })).id);
    await order('a', 'paid', '2026-11-25T09:00:00.000Z');
    await order('b', 'paid', '2026-11-25T15:00:00.000Z');
    await order('c', 'processing', '2026-11-19T10:00:00.000Z'); // late: 4 working days
    await order('d', 'complete', '2026-11-18T10:00:00.000Z'); // shipped: never late
    await order('e', 'packing', '2026-11-20T10:00:00.000Z'); // exactly 3 working days: not late
    await order('f', 'to_be_paid', '2026-11-24T10:00:00.000Z'); // unpaid
    await order('g', 'paid', '2026-10-01T10:00:00.000Z'); // before the window, and late
    await order('h', 'paid', '2026-11-26T08:00:00.000Z'); // after the day shown
    await order('x', 'paid', '2026-11-10T10:00:00.000Z', elsewhere); // another store's, late
    // Order c's label (made when it was paid), printed twice on the 24th, scanned and picked on the 25th, and printed before the window.
    const label = await db.selectFrom('factory_labels').select('id').where('order_id', '=', ids.c!).orderBy('id').executeTakeFirstOrThrow();
    for (const [entry, at] of [
      [LABEL_PRINTED, '2026-11-24T10:00:00.000Z'],
      [LABEL_PRINTED, '2026-11-24T23:59:59.000Z'],
      [TO_PACKING, '2026-11-25T11:00:00.000Z'],
      [PICKED, '2026-11-25T11:30:00.000Z'],
      [LABEL_PRINTED, '2026-10-20T10:00:00.000Z'],
    ] as const) {
      await logLabels(db, [label.id], entry, null, at);
    }
  });

  it('counts one store’s orders per day, by status, its labels and its late orders', async () => {
    const response = await staff.request<Json>(apiPath('atlas.stats', { store: subdomain, date: '2026-11-25', lateAfter: 3 }));
    expect(response.status, response.text).toBe(200);
    const { stats } = response.json;
    expect(stats.days).toHaveLength(30);
    expect([stats.days[0], stats.days.at(-1)]).toEqual(['2026-10-27', '2026-11-25']);
    const perDay = Object.fromEntries(
      stats.days.map((day: string, index: number) => [day, stats.ordersPerDay[index]]).filter(([, count]: [string, number]) => count > 0),
    );
    expect(perDay).toEqual({ '2026-11-18': 1, '2026-11-19': 1, '2026-11-20': 1, '2026-11-25': 2 });
    expect(stats.byStatus).toEqual([
      { code: 'to_be_paid', name: 'To be paid', colour: '#4b5563', count: 1 },
      { code: 'paid', name: 'Paid', colour: '#047857', count: 2 },
      { code: 'processing', name: 'Processing', colour: '#1d4ed8', count: 1 },
      { code: 'packing', name: 'Packing', colour: '#6d28d9', count: 1 },
      { code: 'complete', name: 'Complete', colour: '#0e7490', count: 1 },
    ]);
    const at = (day: string) => stats.days.indexOf(day);
    expect(stats.throughput.printed.reduce((sum: number, value: number) => sum + value, 0)).toBe(2);
    expect(stats.throughput.printed[at('2026-11-24')]).toBe(2);
    expect(stats.throughput.scanned[at('2026-11-25')]).toBe(1);
    expect(stats.throughput.scanned.reduce((sum: number, value: number) => sum + value, 0)).toBe(1);
    expect(stats.late).toMatchObject({ total: 2, cutoff: '2026-11-20', lateAfter: 3 });
    expect(stats.late.orders.map((order: Json) => [order.id, order.status, order.waiting])).toEqual([
      [ids.g, 'paid', 39],
      [ids.c, 'processing', 4],
    ]);
    expect(stats.late.orders[1]).toMatchObject({ subdomain, storeName: 'Stats Prints', statusName: 'Processing' });
  });

  it('moves the late line with lateAfter and the day shown', async () => {
    const five = await staff.request<Json>(apiPath('atlas.stats', { store: subdomain, date: '2026-11-25', lateAfter: 5 }));
    expect(five.json.stats.late.orders.map((order: Json) => order.id)).toEqual([ids.g]);
    const later = await staff.request<Json>(apiPath('atlas.stats', { store: subdomain, date: '2026-11-30', lateAfter: 3 }));
    // Monday the 30th: paid before Wednesday the 25th is late, so the packing order of the 20th joins in.
    expect(later.json.stats.late.orders.map((order: Json) => order.id)).toEqual([ids.g, ids.c, ids.e]);
    expect(later.json.stats.ordersPerDay.at(-5)).toBe(1); // the 26th: order h
  });

  it('spans every store without a store named', async () => {
    const all = await staff.request<Json>(apiPath('atlas.stats', { date: '2026-11-25', lateAfter: 3 }));
    expect(all.status).toBe(200);
    const late = all.json.stats.late.orders.map((order: Json) => order.id);
    expect(late).toEqual(expect.arrayContaining([ids.x, ids.c]));
    const one = await staff.request<Json>(apiPath('atlas.stats', { store: other, date: '2026-11-25' }));
    expect(one.json.stats.late.orders.map((order: Json) => order.id)).toEqual([ids.x]);
    expect(one.json.stats.byStatus).toEqual([{ code: 'paid', name: 'Paid', colour: '#047857', count: 1 }]);
  });

  it('answers 422 for bad input and 404 for an unknown store', async () => {
    const bad = await staff.request<Json>('/omnis/v3/atlas/stats/?date=2026-02-30&lateAfter=0');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['date', 'lateAfter']);
    expect((await staff.request(apiPath('atlas.stats', { store: 'no-such-store-here' }))).status).toBe(404);
    expect((await staff.post(apiPath('atlas.stats'))).status).toBe(405);
  });

  it('is staff only: 401 signed out, 403 for the owner and the shopper', async () => {
    expect((await storeRequest('demo', apiPath('atlas.stats'))).status).toBe(401);
    for (const client of [owner, shopper]) {
      const refused = await client.request<Json>(apiPath('atlas.stats', { store: subdomain }));
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe('Permission denied');
    }
  });

  it('draws the home page: the figures as tables, the charts island, late orders linked', async () => {
    const page = await staff.request(`/atlas/?store=${subdomain}&date=2026-11-25&lateAfter=3`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<caption[^>]*>Orders per day<\/caption>/);
    expect(page.text).toMatch(/<caption[^>]*>Orders by status<\/caption>/);
    expect(page.text).toContain(`href="/atlas/orders/${ids.c}/"`);
    expect(page.text).toMatch(/<astro-island[^>]+client="visible"/);
    const wrong = await staff.request('/atlas/?date=yesterday');
    expect(wrong.status).toBe(200);
    expect(wrong.text).toContain('Please enter a date as YYYY-MM-DD.');
  });
});
