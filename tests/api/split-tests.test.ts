// Split tests through the real server: sessions (cookie, start events, split-var,
// the query parameter), the cache keeping one copy per variation and never per visitor,
// core data's splitTest, conversions from orders, and the dashboard calls.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';
import type { Division } from '../../src/schemas/division.ts';
import { divisionId, storeRequest, testDb, testStore, type StoreRequestInit, type StoreResponse } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeBasket, makeOwner, makePage, makeSplitTestSessions, makeStore, uniqueEmail, type TestStore } from '../support/factories/index.ts';
import { starterHomePage } from '../../src/server/accounts/starter-store.ts';
import { node } from '../../src/seed/block-nodes.ts';
import { createSplitTest } from '../../src/server/engagement/split-tests/store-tests.ts';
import { textContent } from 'domutils';
import { parseHtml } from '../support/html.ts';
import { PAGE_VIEW_EVENT, SPLIT_TEST_START_EVENT } from '../../src/lib/event-calls.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = any;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const HEADLESS_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const CURL = 'curl/8.5.0';

/** A visitor's browser: a session client that sends a browser's user agent (clients without one get no session). */
class Browser extends SessionClient {
  override request<T = unknown>(path: string, init: StoreRequestInit = {}): Promise<StoreResponse<T>> {
    return super.request<T>(path, { ...init, headers: { 'user-agent': CHROME, ...init.headers } });
  }
}
const only = (code: string, variation: string) => [{ name: 'splitTest', args: [code, variation], not: false }];

let db: Db;
let own: TestStore;
let store: string;
let division: Division;
let hero: { id: number; old: number; fresh: number };

const cacheState = (response: StoreResponse) => response.headers['x-render-cache'] as string | undefined;
const splitCookie = (response: StoreResponse) => {
  const lines = response.headers['set-cookie'] ?? [];
  return (Array.isArray(lines) ? lines : [lines]).find((line) => line.startsWith('split-tests='));
};
const variationOf = (html: string) => (html.includes('Hero is NEW') ? 'New' : html.includes('Hero is OLD') ? 'Old' : 'none');

beforeAll(async () => {
  ({ db } = await testDb());
  store = `split${Date.now().toString(36)}`;
  own = await makeStore(db, { subdomain: store, companyName: 'Split Prints' });
  ({ division } = own);
  const id = await createSplitTest(own, {
    name: 'Homepage hero',
    code: 'hero',
    variations: [
      { name: 'Old', default: true },
      { name: 'New', default: false },
    ],
  });
  const variations = await db.selectFrom('split_test_variations').select(['id', 'name']).where('split_test_id', '=', id).execute();
  hero = { id, old: variations.find((row) => row.name === 'Old')!.id, fresh: variations.find((row) => row.name === 'New')!.id };
  division = { ...division, contentVersion: division.contentVersion + 1 };
  await makePage(
    { db, division },
    {
      ...starterHomePage('Split Prints'),
      blocks: [
        node('text', { text: '<p>Hero is OLD</p>' }, { conditions: only('hero', 'Old') }),
        node('text', { text: '<p>Hero is NEW</p>' }, { conditions: only('hero', 'New'), order: 1 }),
        node('text', { text: '<p>Misplaced</p>' }, { conditions: only('gone', 'A'), order: 2 }),
        node('text', { text: '<p>Everyone sees this</p>' }, { order: 3 }),
        node('text', { text: '<p>Typo content</p>' }, { conditions: only('hero', 'Newer'), order: 4 }),
        node('text', { text: '<p>Outside any test</p>' }, { conditions: only('', 'A'), order: 5 }),
      ],
    },
  );
});

describe('sessions and the cache', () => {
  it('keeps one copy per variation: N visitors cost at most one render per variation', async () => {
    // The first rendering after a change shows the default to its visitor, with no session.
    const first = await storeRequest(store, '/');
    expect(first.status).toBe(200);
    expect(variationOf(first.text)).toBe('Old');
    expect(first.text).toContain('Everyone sees this');
    expect(first.text).not.toContain('Misplaced');
    const visitors = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const client = new Browser(store);
        const arrival = await client.request('/');
        const again = await client.request('/');
        return { client, arrival, again };
      }),
    );
    const variations = new Set<string>();
    let renders = cacheState(first) === 'miss' ? 1 : 0;
    for (const { client, arrival, again } of visitors) {
      const cookie = splitCookie(arrival);
      expect(cookie).toMatch(/^split-tests=[A-Za-z0-9_-]+\.\d+-\d+; Max-Age=7776000; Path=\/; SameSite=Lax$/);
      // Their page is the variation their session holds, and it stays theirs.
      const held = Number(client.cookies.get('split-tests')!.split('.')[1]!.split('-')[1]);
      const shown = variationOf(arrival.text);
      expect(held).toBe(shown === 'New' ? hero.fresh : hero.old);
      expect(variationOf(again.text)).toBe(shown);
      expect(splitCookie(again)).toBeUndefined();
      expect(cacheState(again)).toBe('hit');
      // A visitor's own first response sets a cookie: no shared cache may keep it; the next is public.
      expect(arrival.headers['cache-control']).toBe('private, no-cache');
      expect(again.headers['cache-control']).toMatch(/^public/);
      variations.add(shown);
      if (cacheState(arrival) === 'miss') renders += 1;
    }
    // 16 visitors, both variations (1 − 2⁻¹⁵ likely), and never more renders than variations.
    expect(variations).toEqual(new Set(['Old', 'New']));
    expect(renders).toBeLessThanOrEqual(2);
    const kept = await db.selectFrom('rendered_pages').select('cache_key').where('division_id', '=', division.id).execute();
    expect(kept.map((row) => row.cache_key).filter((key) => key.includes(`split:${hero.id}=`)).length).toBeLessThanOrEqual(2);
  });

  it('records one start event per visitor with the test and variation ids', async () => {
    const client = new Browser(store);
    await client.request('/');
    const visitor = client.cookies.get('split-tests')!.split('.')[0]!;
    const rows = await db.selectFrom('split_test_sessions').selectAll().where('visitor', '=', visitor).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ split_test_id: hero.id, converted_at: null });
    expect([hero.old, hero.fresh]).toContain(rows[0]!.variation_id);
    await client.request('/');
    expect(await db.selectFrom('split_test_sessions').selectAll().where('visitor', '=', visitor).execute()).toHaveLength(1);
  });

  it('lets split-var force a variation, and the cookie sticks', async () => {
    const client = new Browser(store);
    const forced = await client.request('/?split-var=hero:New');
    expect(variationOf(forced.text)).toBe('New');
    expect(client.cookies.get('split-tests')).toMatch(new RegExp(`\\.${hero.id}-${hero.fresh}$`));
    for (let visit = 0; visit < 3; visit += 1) expect(variationOf((await client.request('/')).text)).toBe('New');
    const back = await client.request('/?split-var=hero:Old');
    expect(variationOf(back.text)).toBe('Old');
    expect(variationOf((await client.request('/')).text)).toBe('Old');
    const visitor = client.cookies.get('split-tests')!.split('.')[0]!;
    expect(await db.selectFrom('split_test_sessions').select('variation_id').where('visitor', '=', visitor).execute()).toEqual([{ variation_id: hero.old }]);
  });

  it('shows the variation the query parameter named after the test names, without touching the session', async () => {
    const client = new Browser(store);
    await client.request('/?split-var=hero:Old');
    const held = client.cookies.get('split-tests');
    const asked = await client.request('/?hero=New');
    expect(variationOf(asked.text)).toBe('New');
    expect(splitCookie(asked)).toBeUndefined();
    expect(client.cookies.get('split-tests')).toBe(held);
    expect(variationOf((await client.request('/?hero=Nope')).text)).toBe('Old');
  });

  it('gives bots, and clients sending no user agent, no session: the default, publicly cacheable', async () => {
    for (const headers of [{ 'user-agent': BOT }, { 'user-agent': HEADLESS_CHROME }, { 'user-agent': CURL }, {}] as Record<string, string>[]) {
      await storeRequest(store, '/', { headers });
      const bot = await storeRequest(store, '/', { headers });
      expect(variationOf(bot.text)).toBe('Old');
      expect(splitCookie(bot)).toBeUndefined();
      expect(bot.headers['cache-control']).toMatch(/^public/);
      expect(cacheState(bot)).toBe('hit');
    }
  });

  it('calls the same user agents bots as the event collector does', async () => {
    for (const [agent, bot] of [
      [HEADLESS_CHROME, true],
      [CURL, true],
      [BOT, true],
      [CHROME, false],
    ] as const) {
      const page = await storeRequest(store, '/', { headers: { 'user-agent': agent } });
      const collected = await storeRequest<{ recorded: number; skipped: string | null }>(store, apiPath('events.collect'), {
        method: 'POST',
        body: JSON.stringify({ event: PAGE_VIEW_EVENT }),
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': agent },
      });
      expect(collected.status, agent).toBe(202);
      expect(splitCookie(page) !== undefined, agent).toBe(!bot);
      expect(collected.json.skipped, agent).toBe(bot ? 'bot' : null);
    }
  });

  it('starts no session on pages showing no test, nor on calls', async () => {
    expect(splitCookie(await new Browser('demo').request('/about/'))).toBeUndefined();
    expect(splitCookie(await new Browser(store).request('/omnis/v3/frontend/getStoreCoreData/json/'))).toBeUndefined();
  });
});

describe('split-test errors on the page', () => {
  it('shows the error marker for a variation the test does not have, the same for every visitor; hides what names no test', async () => {
    for (const client of [new Browser(store), new SessionClient(store)]) {
      const page = await client.request('/');
      expect(page.status).toBe(200);
      expect(
        parseHtml(page.text)
          .all('[data-block-error]')
          .map((marker) => textContent(marker)),
      ).toEqual(['Invalid variation "Newer" for Split Test Homepage hero']);
      expect(page.text).not.toContain('Typo content');
      // 'Split Test gone doesn't exist or is no longer active' and the variation outside a test: logged, hidden.
      expect(page.text).not.toContain('Misplaced');
      expect(page.text).not.toContain('Outside any test');
      expect(page.text).toContain('Everyone sees this');
    }
  });
});

describe('the start event in the analytics data', () => {
  /** This store's events sent with `agent` (each test's browser has a user agent of its own). */
  const eventsOf = (agent: string, name: string) =>
    db
      .selectFrom('events')
      .selectAll()
      .where('division_id', '=', division.id)
      .where('name', '=', name)
      .where('metadata_json', 'like', `%${agent.slice(-36)}%`)
      .orderBy('id')
      .execute();

  it('writes exactly one start event per test on a first visit, none on the second, under the visitor of their page views', async () => {
    const agent = `${CHROME} probe/${randomUUID()}`;
    const client = new Browser(store);
    const headers = { 'user-agent': agent };
    expect(splitCookie(await client.request('/', { headers }))).toBeDefined();
    const visitor = client.cookies.get('split-tests')!.split('.')[0]!;
    const [session] = await db.selectFrom('split_test_sessions').selectAll().where('visitor', '=', visitor).execute();
    const starts = await eventsOf(agent, SPLIT_TEST_START_EVENT);
    // One running test on the page: one event; the condition naming no running test ('gone') none.
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({ path: '/', source: 'server', user_id: null, day: new Date().toISOString().slice(0, 10) });
    expect(JSON.parse(starts[0]!.payload_json)).toEqual({ testId: hero.id, variationId: session!.variation_id });
    expect(JSON.parse(starts[0]!.metadata_json)).toMatchObject({ userAgent: agent, division: { id: division.id, name: store } });
    // The session cookie is not the analytics visitor: nothing links the two.
    expect(starts[0]!.visitor).not.toBe(visitor);

    await client.request('/', { headers });
    await client.request('/?hero=New', { headers });
    expect(await eventsOf(agent, SPLIT_TEST_START_EVENT)).toHaveLength(1);

    // The same browser's page view (the shell script's, without credentials) is the same visitor.
    const view = await storeRequest(store, apiPath('events.collect'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ event: PAGE_VIEW_EVENT, metadata: { userAgent: agent, location: `http://${store}.localhost/` } }),
    });
    expect(view.status, view.text).toBe(202);
    const [pageView] = await eventsOf(agent, PAGE_VIEW_EVENT);
    expect(pageView!.visitor).toBe(starts[0]!.visitor);
  });

  it('writes a start event again when split-var moves the visitor to another variation', async () => {
    const agent = `${CHROME} probe/${randomUUID()}`;
    const client = new Browser(store);
    const headers = { 'user-agent': agent };
    await client.request('/?split-var=hero:New', { headers });
    await client.request('/?split-var=hero:Old', { headers });
    const starts = await eventsOf(agent, SPLIT_TEST_START_EVENT);
    expect(starts.map((row) => JSON.parse(row.payload_json))).toEqual([
      { testId: hero.id, variationId: hero.fresh },
      { testId: hero.id, variationId: hero.old },
    ]);
  });

  it('writes none for bots', async () => {
    const agent = `${BOT} probe/${randomUUID()}`;
    await storeRequest(store, '/', { headers: { 'user-agent': agent } });
    await storeRequest(store, '/?split-var=hero:New', { headers: { 'user-agent': agent } });
    expect(await eventsOf(agent, SPLIT_TEST_START_EVENT)).toEqual([]);
  });
});

describe("core data's splitTest", () => {
  it('lists running tests with the default and discovered false when no session exists', async () => {
    const data = await storeRequest<Json>(store, '/omnis/v3/frontend/getStoreCoreData/json/');
    expect(data.json.state.splitTest.tests).toEqual([
      {
        id: hero.id,
        code: 'hero',
        name: 'Homepage hero',
        variation: { id: hero.old, name: 'Old' },
        discovered: false,
        availableVariations: [
          { id: hero.old, name: 'Old', default: true },
          { id: hero.fresh, name: 'New', default: false },
        ],
      },
    ]);
  });
  it("says the visitor's variation once discovered", async () => {
    const client = new Browser(store);
    await client.request('/?split-var=hero:New');
    const data = await client.request<Json>('/omnis/v3/frontend/getStoreCoreData/json/');
    expect(data.json.state.splitTest.tests[0]).toMatchObject({ variation: { id: hero.fresh, name: 'New' }, discovered: true });
  });
  it('shows the seeded named tests on the demo store (homepage Old/New, favourite products show)', async () => {
    const data = await storeRequest<Json>('demo', '/omnis/v3/frontend/getStoreCoreData/json/');
    const tests = data.json.state.splitTest.tests.map((test: Json) => [test.code, test.availableVariations.map((variation: Json) => variation.name)]);
    expect(tests).toEqual(
      expect.arrayContaining([
        ['homepage', ['Old', 'New']],
        ['favourite-products', ['hide', 'show']],
      ]),
    );
    const client = new Browser('demo');
    const home = await client.request('/?split-var=homepage:New,favourite-products:show');
    expect(home.text).toContain('Our favourites');
    const plain = await new Browser('demo').request('/?split-var=favourite-products:hide');
    expect(plain.text).not.toContain('Our favourites');
  });
});

describe('conversions', () => {
  it("converts the visitor's session when they place an order, once", async () => {
    const demoId = await divisionId('demo');
    const client = new Browser('demo');
    await client.request('/?split-var=homepage:New');
    const visitor = client.cookies.get('split-tests')!.split('.')[0]!;
    const demo = await testStore('demo');
    const basket = await makeBasket(demo, [1]);
    client.cookies.set('pf_visitor', basket.token);
    const response = await client.post<Json>('/omnis/v3/checkout/orders/', {
      email: uniqueEmail('shopper'),
      shippingAddress: { name: 'Olivia Shopper', street: '1 High Street', city: 'London', country: 'GB', zip: 'SW1A 1AA' },
      shippingMethod: 'standard',
    });
    expect(response.status, response.text).toBe(201);
    // Every test of the store the visitor is in converts (the demo homepage shows both named tests).
    const sessions = () => db.selectFrom('split_test_sessions').select(['split_test_id', 'converted_at', 'order_id']).where('visitor', '=', visitor).execute();
    const rows = await sessions();
    const homepage = await db.selectFrom('split_tests').select('id').where('division_id', '=', demoId).where('code', '=', 'homepage').executeTakeFirstOrThrow();
    expect(rows.map((row) => row.split_test_id)).toContain(homepage.id);
    for (const row of rows) expect(row.converted_at).not.toBeNull();
    const orderId = rows[0]!.order_id;
    expect(orderId).not.toBeNull();
    // A second order does not count again.
    const second = await makeBasket(demo, [1]);
    client.cookies.set('pf_visitor', second.token);
    expect(
      (
        await client.post('/omnis/v3/checkout/orders/', {
          email: uniqueEmail('shopper'),
          shippingAddress: { name: 'Olivia Shopper', street: '1 High Street', city: 'London', country: 'GB', zip: 'SW1A 1AA' },
          shippingMethod: 'standard',
        })
      ).status,
    ).toBe(201);
    expect((await sessions()).map((row) => row.order_id)).toEqual(rows.map(() => orderId));
  });
});

describe('the dashboard calls', () => {
  let owner: SessionClient;
  beforeAll(async () => {
    ({ client: owner } = await makeOwner(own, { session: true }));
  });

  it('starts a test and reads its results with a confidence figure', async () => {
    const created = await owner.post<Json>(apiPath('splitTests.start', { division: division.id }), {
      name: 'Checkout button',
      code: 'checkout-button',
      variations: [{ name: 'Blue', default: true }, { name: 'Green' }],
    });
    expect(created.status, created.text).toBe(201);
    const test = created.json.test;
    expect(test).toMatchObject({
      code: 'checkout-button',
      active: true,
      variations: [
        { name: 'Blue', default: true, visitors: 0 },
        { name: 'Green', default: false, visitors: 0 },
      ],
    });
    const [blue, green] = test.variations as { id: number }[];
    await makeSplitTestSessions(db, { testId: test.id, variationId: blue!.id, visitors: 100, conversions: 10, visitorPrefix: 'b' });
    await makeSplitTestSessions(db, { testId: test.id, variationId: green!.id, visitors: 100, conversions: 25, visitorPrefix: 'g' });
    const listed = await owner.request<Json>(apiPath('splitTests.list', { division: division.id }));
    const read = listed.json.tests.find((candidate: Json) => candidate.id === test.id);
    expect(read.variations[0]).toMatchObject({ visitors: 100, conversions: 10, conversionRate: 0.1, confidence: null });
    expect(read.variations[1]).toMatchObject({ visitors: 100, conversions: 25, conversionRate: 0.25 });
    // z = 0.15 / sqrt(0.175·0.825·0.02) ≈ 2.7923 → two-sided confidence ≈ 0.99477.
    expect(read.variations[1].confidence).toBeCloseTo(0.99477, 3);
  });

  it('refuses bad tests with the field messages and writes nothing', async () => {
    const before = await db
      .selectFrom('split_tests')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('division_id', '=', division.id)
      .executeTakeFirstOrThrow();
    const noDefault = await owner.post<Json>(apiPath('splitTests.start', { division: division.id }), {
      name: 'X',
      code: 'x',
      variations: [{ name: 'A' }, { name: 'B' }],
    });
    expect(noDefault.status).toBe(422);
    expect(noDefault.json.errors.variations).toEqual(['Exactly one variation must be the default.']);
    const badCode = await owner.post<Json>(apiPath('splitTests.start', { division: division.id }), {
      name: 'X',
      code: 'Has Spaces',
      variations: [{ name: 'A', default: true }, { name: 'B' }],
    });
    expect(badCode.status).toBe(422);
    const duplicate = await owner.post<Json>(apiPath('splitTests.start', { division: division.id }), {
      name: 'Again',
      code: 'hero',
      variations: [{ name: 'A', default: true }, { name: 'B' }],
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.errors.code).toEqual(['This store already has a split test with this code.']);
    const after = await db
      .selectFrom('split_tests')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('division_id', '=', division.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("keeps each store's tests to that store", async () => {
    expect((await storeRequest(store, apiPath('splitTests.list', { division: division.id }))).status).toBe(401);
    const demoId = await divisionId('demo');
    const other = await owner.request(apiPath('splitTests.list', { division: demoId }));
    expect(other.status).toBe(403);
    const northOwner = (await makeOwner(await testStore('north'), { session: true })).client;
    expect((await northOwner.post(apiPath('splitTests.end', { division: await divisionId('north'), id: hero.id }))).status).toBe(404);
  });

  it('ends a test: its variations stop showing (the page logs that it is no longer active), the rest of the page stays', async () => {
    const client = new Browser(store);
    await client.request('/?split-var=hero:New');
    const ended = await owner.post<Json>(apiPath('splitTests.end', { division: division.id, id: hero.id }));
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json.test).toMatchObject({ active: false });
    const page = await eventually(
      () => client.request('/'),
      (response) => !response.text.includes('Hero is NEW'),
      5000,
    );
    expect(page.text).not.toContain('Hero is OLD');
    expect(page.text).toContain('Everyone sees this');
    // The test is gone: its invalid variation is now a test that is no longer active (logged, hidden).
    expect(page.text).not.toContain('data-block-error');
  });
});
