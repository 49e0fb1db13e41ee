// The merchant analytics page — visits per day, top pages and conversion
// (orders ÷ visitors) from the store's own events and paid orders, for its members only.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb, testStoreOrigin } from '../support/api.ts';
import { ownerClient } from '../support/store-owner.ts';
import { insertOrder } from '../support/orders.ts';
import { parseHtml } from '../support/html.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import { storeAnalytics } from '../../src/server/merchant/analytics/store-analytics.ts';

const PAGE = '/dashboard/store/analytics/';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let db: Db;
let demoId: number;
let northId: number;

const scopeOf = (id: number) => ({ db, division: { id } }) as unknown as StoreScope;
const view = (division: number, name: string, path: string | null, visitor: string, day: string) => ({
  division_id: division,
  name,
  path,
  visitor,
  user_id: null,
  source: 'collector' as const,
  payload_json: '{}',
  metadata_json: '{}',
  day,
  created_at: `${day}T10:00:00.000Z`,
});

beforeAll(async () => {
  ({ db } = await testDb());
  demoId = await divisionId('demo');
  northId = await divisionId('north');
});

describe('store analytics figures', () => {
  // A window years ahead, which no other test writes to.
  it('counts visitors per day, page views, top pages and conversion for the store alone', async () => {
    const now = new Date('2031-05-20T12:00:00Z');
    await db
      .insertInto('events')
      .values([
        view(demoId, 'page_view', '/', 'a', '2031-05-19'),
        view(demoId, 'page_view', '/about/', 'a', '2031-05-19'),
        view(demoId, 'page_view', '/', 'b', '2031-05-19'),
        view(demoId, 'page_view', '/', 'a', '2031-05-20'),
        view(demoId, 'page_view', '/', 'c', '2031-05-20'),
        view(demoId, 'page_view', '/', 'd', '2031-05-20'),
        view(demoId, 'page_view', '/shop/', 'c', '2031-05-20'),
        view(demoId, 'add_to_basket', '/', 'c', '2031-05-20'),
        view(demoId, 'page_view', '/', 'z', '2031-03-01'),
        view(northId, 'page_view', '/north-only/', 'n', '2031-05-20'),
      ])
      .execute();
    await insertOrder(demoId, { createdAt: '2031-05-20T09:00:00.000Z' });
    await insertOrder(demoId, { createdAt: '2031-05-20T11:00:00.000Z', status: 'pending' });
    await insertOrder(northId, { createdAt: '2031-05-20T09:00:00.000Z' });

    const figures = await storeAnalytics(scopeOf(demoId), now);
    expect(figures.from).toBe('2031-04-21');
    expect(figures.to).toBe('2031-05-20');
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-2)).toEqual({ day: '2031-05-19', visitors: 2, pageViews: 3, orders: 0 });
    expect(figures.days.at(-1)).toEqual({ day: '2031-05-20', visitors: 3, pageViews: 4, orders: 1 });
    expect(figures.days[0]).toEqual({ day: '2031-04-21', visitors: 0, pageViews: 0, orders: 0 });
    expect(figures.topPages).toEqual([
      { path: '/', pageViews: 5, visitors: 4 },
      { path: '/about/', pageViews: 1, visitors: 1 },
      { path: '/shop/', pageViews: 1, visitors: 1 },
    ]);
    expect(figures.totals).toEqual({ visitors: 5, pageViews: 7, orders: 1, conversion: 0.2 });
    expect((await storeAnalytics(scopeOf(northId), now)).topPages).toEqual([{ path: '/north-only/', pageViews: 1, visitors: 1 }]);
  });
});

describe(PAGE, () => {
  it('shows the owner the page views the shell script sends, in a server table', async () => {
    const path = `/analytics-probe-${randomUUID().slice(0, 8)}/`;
    await db.deleteFrom('rate_limits').where('key', 'like', 'events:%').execute();
    for (let index = 0; index < 3; index += 1) {
      const sent = await storeRequest('demo', '/event-collector/', {
        method: 'POST',
        body: JSON.stringify({ event: 'page_view', metadata: { location: `${testStoreOrigin('demo')}${path}` } }),
        headers: { 'user-agent': BROWSER, origin: testStoreOrigin('demo') },
      });
      expect(sent.status).toBe(202);
    }
    const owner = await ownerClient('demo', demoId);
    const response = await owner.request(PAGE);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store|private/);
    const html = parseHtml(response.text);
    const row = html.all(`tr[data-page="${path}"]`);
    expect(row).toHaveLength(1);
    expect(response.text).toContain('id="analytics-data"');
    expect(response.text).toMatch(/<a href="\/dashboard\/store\/analytics\/" aria-current="page"[^>]*>Analytics<\/a>/);
  });

  it('is for members of the store: another store’s owner gets the 403 text, a visitor is sent to sign in', async () => {
    const northOwner = await ownerClient('demo', northId);
    const refused = await northOwner.request(PAGE);
    expect(refused.status).toBe(403);
    const anonymous = await storeRequest('demo', PAGE);
    expect(anonymous.status).toBe(302);
    expect(String(anonymous.headers.location)).toMatch(/^\/login\//);
  });
});
