// POST /event-collector/ (no credentials) and POST /omnis/v3/events/logEvent/ (a list), stored
// bounded: the storage limits (keys 256, values 16384 characters), a rate per address, bots skipped, one store's
// events never another's, visitors as a daily salted hash (no cookie set, no address stored).
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb, testStore, testStoreOrigin } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { clearLimit, makeEvents, makeOwner, useUpLimit } from '../support/factories/index.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { daySalt } from '../../src/server/engagement/events/visitor.ts';

const COLLECTOR = '/event-collector/';
const LOG_EVENT = '/omnis/v3/events/logEvent/';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let db: Db;
let demoId: number;
let northId: number;

const eventsNamed = (name: string) => db.selectFrom('events').selectAll().where('name', '=', name).orderBy('id').execute();
const unique = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

function collect(body: unknown, headers: Record<string, string> = {}, host = 'demo') {
  return storeRequest<{ recorded: number; skipped: string | null; message?: string }>(host, COLLECTOR, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, origin: testStoreOrigin(host), ...headers },
  });
}

beforeAll(async () => {
  ({ db } = await testDb());
  demoId = await divisionId('demo');
  northId = await divisionId('north');
});
beforeEach(async () => {
  await db.deleteFrom('rate_limits').where('key', 'like', 'events:%').execute();
});

describe('POST /event-collector/', () => {
  it('records a page view for the host’s store with its path and a visitor hash, setting no cookie', async () => {
    const name = unique('page_view_probe');
    const location = `${testStoreOrigin('demo')}/about/?utm_source=mail`;
    const response = await collect({
      event: name,
      payload: { title: 'About' },
      metadata: { environment: 'production', location, userAgent: BROWSER, currency: 'GBP', division: { id: demoId, name: 'Demo' } },
    });
    expect(response.status, response.text).toBe(202);
    expect(response.json).toEqual({ recorded: 1, skipped: null });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const [row] = await eventsNamed(name);
    expect(row).toMatchObject({ division_id: demoId, path: '/about/', source: 'collector', user_id: null, day: new Date().toISOString().slice(0, 10) });
    expect(row!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(row!.payload_json)).toEqual({ title: 'About' });
    expect(JSON.parse(row!.metadata_json)).toMatchObject({ currency: 'GBP', division: { id: demoId, name: 'Demo' } });
    // The address itself is stored nowhere.
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
  });

  it('counts one browser as one visitor a day and another browser as another', async () => {
    const name = unique('visitor_probe');
    await collect({ event: name });
    await collect({ event: name });
    await collect({ event: name }, { 'user-agent': `${BROWSER} Edg/131.0` });
    const rows = await eventsNamed(name);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
  });

  it('takes a batch (the client’s beacon on unload), all or none', async () => {
    const name = unique('batch');
    const ok = await collect([
      { event: name, payload: { n: 1 } },
      { event: name, payload: { n: 2 } },
    ]);
    expect(ok.json).toEqual({ recorded: 2, skipped: null });
    const bad = await collect([{ event: name }, { event: '' }]);
    expect(bad.status).toBe(422);
    expect(await eventsNamed(name)).toHaveLength(2);
    const tooMany = await collect(Array.from({ length: 51 }, () => ({ event: name })));
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.message).toBe('Must contain no more than 50 events.');
    expect(await eventsNamed(name)).toHaveLength(2);
  });

  it('refuses names and values past the storage limits with 422, and bodies past 64 KB with 413', async () => {
    const missing = await collect({ payload: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe('This field is required.');
    const longName = await collect({ event: 'a'.repeat(257) });
    expect(longName.status).toBe(422);
    expect(longName.json.message).toBe('Must contain no more than 256 characters.');
    const name = unique('big');
    const bigPayload = await collect({ event: name, payload: { text: 'x'.repeat(16_400) } });
    expect(bigPayload.status).toBe(422);
    expect(bigPayload.json.message).toBe('Must contain no more than 16384 characters.');
    const notJson = await collect('{nope');
    expect(notJson.status).toBe(400);
    const huge = await collect({ event: name, payload: { text: 'x'.repeat(70_000) } });
    expect(huge.status).toBe(413);
    expect(await eventsNamed(name)).toHaveLength(0);
  });

  it('skips bots (202, nothing stored)', async () => {
    const name = unique('bot');
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', '']) {
      const response = await collect({ event: name }, { 'user-agent': agent });
      expect(response.status).toBe(202);
      expect(response.json).toEqual({ recorded: 0, skipped: 'bot' });
    }
    expect(await eventsNamed(name)).toHaveLength(0);
  });

  it('refuses other sites (Origin, Sec-Fetch-Site) and metadata naming another store, writing nothing', async () => {
    const name = unique('cross');
    expect((await collect({ event: name }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await collect({ event: name }, { origin: testStoreOrigin('north') })).status).toBe(403);
    expect((await collect({ event: name }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const other = await collect({ event: name, metadata: { division: { id: northId, name: 'North' } } });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe("Oops... Looks like you're trying to access a page from another store");
    expect(await eventsNamed(name)).toHaveLength(0);
    // Without an Origin (not a browser) it is taken, for the host's store.
    const withoutOrigin = await storeRequest('demo', COLLECTOR, { method: 'POST', body: JSON.stringify({ event: name }), headers: { 'user-agent': BROWSER } });
    expect(withoutOrigin.status).toBe(202);
    expect((await collect({ event: name }, {}, 'north')).status).toBe(202);
    expect((await eventsNamed(name)).map((row) => row.division_id).sort()).toEqual([demoId, northId].sort());
  });

  it('reads no credentials: a signed-in visitor’s events carry no user', async () => {
    const owner = (await makeOwner(await testStore('demo'), { session: true })).client;
    const name = unique('no_credentials');
    const cookie = [...owner.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    expect((await collect({ event: name }, { cookie })).status).toBe(202);
    expect((await eventsNamed(name))[0]!.user_id).toBeNull();
  });

  it('holds one address to 60 calls a minute (429 with Retry-After)', async () => {
    const name = unique('rate');
    for (let index = 0; index < 60; index += 1) expect((await collect({ event: name })).status).toBe(202);
    const refused = await collect({ event: name });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await eventsNamed(name)).toHaveLength(60);
  });

  it('holds each store to 100000 events a day, whoever sends them (429, nothing written)', async () => {
    const name = unique('store_quota');
    const key = `events-store:${northId}`;
    await useUpLimit(db, key, 99_999);
    try {
      const refused = await collect([{ event: name }, { event: name }], {}, 'north');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(80_000);
      expect(await eventsNamed(name)).toHaveLength(0);
    } finally {
      await clearLimit(db, key);
    }
    expect((await collect([{ event: name }, { event: name }], {}, 'north')).status).toBe(202);
    expect(Number((await db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirstOrThrow()).count)).toBe(2);
  });

  it('answers other methods with 405', async () => {
    expect((await storeRequest('demo', COLLECTOR)).status).toBe(405);
  });
});

describe('POST /omnis/v3/events/logEvent/', () => {
  it('records a list of { name, data } with the signed-in user, behind the XSRF check', async () => {
    const owner = (await makeOwner(await testStore('demo'), { session: true })).client;
    const name = unique('logged');
    const response = await owner.request<{ recorded: number }>(LOG_EVENT, {
      method: 'POST',
      json: [{ name, data: { test: 'homepage', variation: 'New' } }, { name }],
      headers: { 'user-agent': BROWSER },
    });
    expect(response.status, response.text).toBe(202);
    expect(response.json.recorded).toBe(2);
    const rows = await eventsNamed(name);
    expect(rows.map((row) => [row.source, row.division_id, JSON.parse(row.payload_json)])).toEqual([
      ['api', demoId, { test: 'homepage', variation: 'New' }],
      ['api', demoId, {}],
    ]);
    const user = await db.selectFrom('store_members').select('user_id').where('division_id', '=', demoId).orderBy('user_id', 'desc').executeTakeFirstOrThrow();
    expect(rows[0]!.user_id).toBe(user.user_id);
  });

  it('takes { events: [...] } from a visitor too, and refuses an empty or bad list with 422', async () => {
    const visitor = new SessionClient('north');
    const name = unique('visitor_logged');
    const ok = await visitor.request(LOG_EVENT, { method: 'POST', json: { events: [{ name, data: { a: 1 } }] }, headers: { 'user-agent': BROWSER } });
    expect(ok.status, ok.text).toBe(202);
    expect((await eventsNamed(name))[0]).toMatchObject({ division_id: northId, user_id: null });
    const empty = await visitor.request<{ message: string }>(LOG_EVENT, { method: 'POST', json: [], headers: { 'user-agent': BROWSER } });
    expect(empty.status).toBe(422);
    expect(empty.json.message).toBe('This field is required.');
    const bad = await visitor.request(LOG_EVENT, { method: 'POST', json: [{ name: 'x', data: 'not an object' }], headers: { 'user-agent': BROWSER } });
    expect(bad.status).toBe(422);
  });

  it('refuses a call without the X-XSRF-TOKEN header (403), writing nothing', async () => {
    const visitor = new SessionClient('demo');
    visitor.xsrf = false;
    const name = unique('no_xsrf');
    const response = await visitor.request(LOG_EVENT, { method: 'POST', json: [{ name }], headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(403);
    expect(await eventsNamed(name)).toHaveLength(0);
  });
});

describe('retention', () => {
  // Days long past, so the pruning cannot reach what other tests write today.
  it('a new day’s salt replaces older ones and prunes events past 400 days', async () => {
    const old = unique('ancient');
    const kept = unique('kept');
    // An earlier day's salt, then events of long ago: one past 400 days from the new day, one within.
    await daySalt(db, '2019-12-01');
    await makeEvents(await testStore('demo'), [
      { name: old, visitor: 'x', day: '2018-11-20', time: '00:00:00.000', source: 'api' },
      { name: kept, visitor: 'x', day: '2018-12-01', time: '00:00:00.000', source: 'api' },
    ]);
    const salt = await daySalt(db, '2020-01-01');
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(await daySalt(db, '2020-01-01')).toBe(salt);
    expect(await db.selectFrom('event_salts').select('day').where('day', '=', '2019-12-01').executeTakeFirst()).toBeUndefined();
    expect(await eventsNamed(old)).toHaveLength(0);
    expect(await eventsNamed(kept)).toHaveLength(1);
    await db.deleteFrom('events').where('name', '=', kept).execute();
    await db.deleteFrom('event_salts').where('day', '=', '2020-01-01').execute();
  });
});
