// The merchant analytics page — visits per day, top pages and conversion
// (orders ÷ visitors) from the store's own events and paid orders, for its members only.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testStore, testStoreOrigin } from '../support/api.ts';
import { makeEvents, makeOrder, makeOwner, type TestStore } from '../support/factories/index.ts';
import { parseHtml } from '../support/html.ts';
import { storeAnalytics } from '../../src/server/merchant/analytics/store-analytics.ts';

const PAGE = '/dashboard/store/analytics/';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let demo: TestStore;
let north: TestStore;

beforeAll(async () => {
  [demo, north] = [await testStore('demo'), await testStore('north')];
});

describe('store analytics figures', () => {
  // A window years ahead, which no other test writes to.
  it('counts visitors per day, page views, top pages and conversion for the store alone', async () => {
    const now = new Date('2031-05-20T12:00:00Z');
    const view = (visitor: string, day: string, path = '/', name = 'page_view') => ({ name, path, visitor, day });
    await makeEvents(demo, [
      view('a', '2031-05-19'),
      view('a', '2031-05-19', '/about/'),
      view('b', '2031-05-19'),
      view('a', '2031-05-20'),
      view('c', '2031-05-20'),
      view('d', '2031-05-20'),
      view('c', '2031-05-20', '/shop/'),
      view('c', '2031-05-20', '/', 'add_to_basket'),
      view('z', '2031-03-01'),
    ]);
    await makeEvents(north, [view('n', '2031-05-20', '/north-only/')]);
    await makeOrder(demo, { createdAt: '2031-05-20T09:00:00.000Z' });
    await makeOrder(demo, { createdAt: '2031-05-20T11:00:00.000Z', status: 'pending' });
    await makeOrder(north, { createdAt: '2031-05-20T09:00:00.000Z' });

    const figures = await storeAnalytics(demo, now);
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
    expect((await storeAnalytics(north, now)).topPages).toEqual([{ path: '/north-only/', pageViews: 1, visitors: 1 }]);
  });
});

describe(PAGE, () => {
  it('shows the owner the page views the shell script sends, in a server table', async () => {
    const path = `/analytics-probe-${randomUUID().slice(0, 8)}/`;
    await demo.db.deleteFrom('rate_limits').where('key', 'like', 'events:%').execute();
    for (let index = 0; index < 3; index += 1) {
      const sent = await storeRequest('demo', '/event-collector/', {
        method: 'POST',
        body: JSON.stringify({ event: 'page_view', metadata: { location: `${testStoreOrigin('demo')}${path}` } }),
        headers: { 'user-agent': BROWSER, origin: testStoreOrigin('demo') },
      });
      expect(sent.status).toBe(202);
    }
    const { client: owner } = await makeOwner(demo, { session: true });
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
    const { client: northOwner } = await makeOwner(north, { session: 'demo' });
    const refused = await northOwner.request(PAGE);
    expect(refused.status).toBe(403);
    const anonymous = await storeRequest('demo', PAGE);
    expect(anonymous.status).toBe(302);
    expect(String(anonymous.headers.location)).toMatch(/^\/login\//);
  });
});
