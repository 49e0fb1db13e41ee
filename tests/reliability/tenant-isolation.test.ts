// Tenant isolation: every route that takes an id (in its path, or a body id such as
// a basket line's key) is called with store A's objects by people who must not reach them —
// store B's owner on B's host (with B's division, and with A's), and other signed-in people on
// A's own host. No call may read (a 4xx whose body is only { message, code }) or write (A's row
// as it was) A's object. Store A is `demo` (owner@demo.test); B is `north` as its other owner,
// rival@demo.test, who is no member of demo. The routes come from src/pages (api-routes.ts):
// a new id-taking route fails this file until it is given A's object or a reason below.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answers, HTTP_METHODS, listApiRoutes, loadSchemas, type ApiRoute, type HttpMethod } from '../support/api-routes.ts';
import { HostSession } from '../support/host-session.ts';
import { recordFigures } from '../support/reliability.ts';
import { RELIABILITY_DATABASES, startReliabilityServer, type ReliabilityServer } from '../support/reliability-servers.ts';
import { makeBasket, testDocument, tshirtBlank } from '../support/factories/index.ts';
import { zodArbitrary } from '../support/zod-arbitrary.ts';
import { SERVICE_BODY_SCHEMAS } from './fuzz-schemas.ts';
import { LIVE_CHAT_TOKEN_HEADER } from '../../src/lib/live-chat-calls.ts';
import { VISITOR_COOKIE } from '../../src/server/commerce/basket/owner.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { quoteProducts } from '../../src/server/fulfilment/quotes/quote-products.ts';
import { apiPath } from '../../src/schemas/api.ts';

const OWNER_A = { email: 'owner@demo.test', password: 'demo-owner-2026' };
const OWNER_B = { email: 'rival@demo.test', password: 'demo-rival-2026' };
const SHOPPER = { email: 'shopper@demo.test', password: 'demo-shopper-2026' };

/** Store A's object a route names: its row (table + key) and the path parameter values reaching it. */
interface Target extends RowKey {
  params: Record<string, string>;
}

/** One row: its table and the columns that pick it. */
interface RowKey {
  table: string;
  where: Record<string, string | number>;
}

/**
 * Routes with an id that is no store object, or a link meant to be shared: not tried here.
 * Bearer links (an order's or quote's hash, a design's uuid for reading) are reachable by anyone
 * holding them on their own store's host by design; they are still tried from B's host.
 */
const NOT_STORE_OBJECTS: Record<string, string> = {
  '/omnis/v3/live-chat/group/[groupId]/status/': 'chat groups are the platform’s, not a store’s',
  '/a/[code]/': 'an affiliate link: public by design',
  '/pwa/icons/[file]/': 'the store’s own icons for its host',
  '/fonts/custom/[file]/': 'the store’s own font files for its host (another host answers 404: tests/api/custom-fonts.test.ts)',
  '/fonts/library/[version]/[file]/': 'the font library’s faces: the platform’s, the same for every store',
  '/learn/[...rest]/': 'public help pages',
  '/omnis/[...rest]/': 'the unknown-API catch-all',
  '/omnis/v3/frontend/retex/remill/label/[code].pdf': 'a remill label code: a bearer link printed for the sender',
  '/omnis/v3/frontend/[...division]/getStoreCoreData/json/': 'public core data of the host’s store',
  '/omnis/v3/collections/get/[division]/': 'public collections of the host’s store',
  '/omnis/v3/division/[division]/products/': 'public products of the host’s store',
  '/omnis/v3/atlas/permissions/request/[permissions]/': 'a permission name, not an object',
};

/** Bearer links: on A's host, anyone holding them may use them (receipts, quotes, shared designs). */
const BEARER = [/\/frontend\/orders\/\[hash\]\//, /\/frontend\/quotes\/\[hash\]\//];
const BEARER_READS = [/\/studio\/designs\/\[uuid\]\/$/];
/** Public reads on A's own host: a product's published reviews are on its page for everyone. */
const PUBLIC_READS_ON_A = [/\/products\/\[id\]\/reviews\/$/];
/**
 * Params naming a kind of thing every store has its own of (a plugin's code): B's owner reaching
 * B's own with it is no crossing; only naming A's store, or asking on A's host, is tried.
 */
const PER_STORE_KINDS = [/\/settings\/plugins\/\[code\]\//];

interface Fixtures {
  divisionA: { id: number; code: string };
  divisionB: { id: number; code: string };
  page: number;
  product: number;
  collection: number;
  media: number | null;
  redirect: number;
  splitTest: number;
  chat: number;
  design: string;
  order: { id: number; hash: string };
  quote: { id: number; hash: string };
  recipient: number | null;
  /** A plugin A has settings of (its row is A's division and this code). */
  plugin: string | null;
  ownerA: number;
  shopper: number;
  projectA: number;
  basketKey: string;
}

function targetFor(route: ApiRoute, f: Fixtures): Target | null {
  const p = route.pattern;
  const row = (table: string, column: string, value: string | number, params: Record<string, string>): Target => ({
    table,
    where: { [column]: value },
    params,
  });
  if (/\/pages\/\[id\]\//.test(p)) return row('pages', 'id', f.page, { id: String(f.page), version: '1' });
  if (/\/media\/\[id\]\//.test(p)) return f.media === null ? null : row('media_items', 'id', f.media, { id: String(f.media) });
  if (/\/search-redirects\/\[id\]\//.test(p)) return row('search_redirects', 'id', f.redirect, { id: String(f.redirect) });
  if (/\/split-tests\/\[division\]\/\[id\]\//.test(p)) return row('split_tests', 'id', f.splitTest, { id: String(f.splitTest) });
  if (/\/dashboard\/store\/products\/\[id\]\/|\/products\/\[id\]\/reviews\/|\/atlas\/products\/\[id\]\//.test(p))
    return row('products', 'id', f.product, { id: String(f.product) });
  if (/\/dashboard\/store\/collections\/\[id\]\//.test(p)) return row('collections', 'id', f.collection, { id: String(f.collection) });
  if (/\/frontend\/orders\/\[hash\]\//.test(p)) return row('orders', 'id', f.order.id, { hash: f.order.hash, file: 'label.pdf' });
  if (/\/frontend\/quotes\/\[hash\]\//.test(p)) return row('orders', 'id', f.quote.id, { hash: f.quote.hash });
  if (/\/live-chat\/chat\/\[chatId\]\//.test(p)) return row('live_chats', 'id', f.chat, { chatId: String(f.chat) });
  if (/\/studio\/designs\/\[uuid\]\//.test(p)) return row('designs', 'uuid', f.design, { uuid: f.design });
  if (/\/mark-as-deleted\/\[recipientId\]\//.test(p))
    return f.recipient === null ? null : row('notification_recipients', 'id', f.recipient, { recipientId: String(f.recipient) });
  if (/\/settings\/plugins\/\[code\]\//.test(p))
    return f.plugin === null ? null : { table: 'plugin_settings', where: { division_id: f.divisionA.id, code: f.plugin }, params: { code: f.plugin } };
  // Staff-only (atlas) calls on A's things: nobody here is staff, so every one is refused.
  if (/\/atlas\/orders\/\[hash\]\//.test(p)) return row('orders', 'id', f.order.id, { hash: f.order.hash });
  if (/\/atlas\/(orders|returns|factory\/orders)\/\[id\]\//.test(p)) return row('orders', 'id', f.order.id, { id: String(f.order.id) });
  if (/\/atlas\/quotes\/\[id\]\//.test(p)) return row('orders', 'id', f.quote.id, { id: String(f.quote.id) });
  if (/\/atlas\/stores\/\[id\]\//.test(p)) return row('divisions', 'id', f.divisionA.id, { id: String(f.divisionA.id) });
  if (/\/atlas\/projects\/\[id\]\//.test(p)) return row('projects', 'id', f.projectA, { id: String(f.projectA) });
  if (/\/atlas\/(users|staff)\/\[id\]\//.test(p)) return row('users', 'id', f.ownerA, { id: String(f.ownerA), rfidId: '1' });
  if (/\/atlas\/customers\/\[id\]\//.test(p)) return row('users', 'id', f.shopper, { id: String(f.shopper) });
  // Factory labels and permission requests are the platform's rows, not a store's: tried with id 1
  // (nobody here may reach atlas at all), watching A's order.
  if (/\/atlas\/factory\/labels\/\[id\]\/|\/permission-requests\/\[requestId\]\//.test(p)) return row('orders', 'id', f.order.id, { id: '1', requestId: '1' });
  return null;
}

const idParams = (route: ApiRoute) => route.segments.filter((segment) => segment.param && segment.param !== 'division');

function pathOf(route: ApiRoute, params: Record<string, string>): string {
  const last = route.segments.at(-1);
  const isFile = Boolean(last?.suffix?.includes('.') || last?.literal?.includes('.'));
  const parts = route.segments.map((segment) => segment.literal ?? `${encodeURIComponent(params[segment.param!] ?? '1')}${segment.suffix ?? ''}`);
  return `/${parts.join('/')}${isFile ? '' : '/'}`;
}

async function rowOf(running: ReliabilityServer, key: RowKey): Promise<string> {
  const conditions = Object.entries(key.where).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const result = await sql`select * from ${sql.table(key.table)} where ${sql.join(conditions, sql` and `)}`.execute(running.connection.db);
  return JSON.stringify(result.rows);
}

/** A refusal that gives nothing away: a 4xx whose JSON is only the error shape. */
function leak(status: number, body: unknown, text: string): string | null {
  if (status < 400 || status >= 500) return `answered ${status}`;
  if (!body || typeof body !== 'object') return text.length > 0 && !/^<!DOCTYPE/i.test(text) ? 'a non-JSON body' : null;
  const extra = Object.keys(body).filter((key) => !['message', 'code', 'errors'].includes(key));
  return extra.length > 0 ? `body carries ${extra.join(', ')}` : null;
}

describe.each(RELIABILITY_DATABASES)('tenant isolation (%s)', (db) => {
  let running: ReliabilityServer;
  let routes: ApiRoute[];
  let fixtures: Fixtures;
  const people = {} as Record<'ownerA' | 'ownerBonB' | 'ownerBonA' | 'shopperOnA' | 'visitorA', HostSession>;

  const signedIn = async (host: string, account: { email: string; password: string }) => {
    const session = new HostSession(running.server.port, host);
    await session.login(account.email, account.password);
    return session;
  };

  beforeAll(async () => {
    routes = listApiRoutes();
    await loadSchemas(routes);
    for (const route of routes) route.bodySchema ??= SERVICE_BODY_SCHEMAS[route.pattern];
    running = await startReliabilityServer('tenant', db);
    const { db: database } = running.connection;
    people.ownerA = await signedIn('demo', OWNER_A);
    people.ownerBonB = await signedIn('north', OWNER_B);
    people.ownerBonA = await signedIn('demo', OWNER_B);
    people.shopperOnA = await signedIn('demo', SHOPPER);
    people.visitorA = new HostSession(running.server.port, 'demo');

    const divisionA = await database.selectFrom('divisions').select(['id', 'code', 'project_id']).where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    const divisionB = await database.selectFrom('divisions').select(['id', 'code']).where('subdomain', '=', 'north').executeTakeFirstOrThrow();
    const division = `/omnis/v3/divisions/${divisionA.id}`;

    // A's things, made through the real calls by A's owner and a visitor of A.
    const redirect = await people.ownerA.request<{ searchRedirect: { id: number } }>(`${division}/settings/search-redirects/`, {
      method: 'POST',
      json: { searchTerm: `tenant-${Date.now()}`, destinationUrl: '/collection/sale/' },
    });
    expect(redirect.status, redirect.text).toBe(201);
    const splitTest = await people.ownerA.request<{ id?: number; splitTest?: { id: number } }>(`/omnis/v3/split-tests/${divisionA.id}/`, {
      method: 'POST',
      json: { name: 'Tenant test', code: `tenant-${Date.now()}`, variations: [{ name: 'a', default: true }, { name: 'b' }] },
    });
    expect(splitTest.status, splitTest.text).toBeLessThan(300);
    // A visitor's chat, under the live-chat token only that visitor holds.
    const token = (await people.visitorA.request<{ token: string }>(apiPath('liveChat.token'))).json.token;
    const chat = await people.visitorA.request<{ chat?: { id: number }; id?: number }>('/omnis/v3/live-chat/chat/', {
      method: 'POST',
      json: { group_id: 1, name: 'Ann', message: 'A private question about my order' },
      headers: { [LIVE_CHAT_TOKEN_HEADER]: token },
    });
    expect(chat.status, chat.text).toBeLessThan(300);
    const { blank } = await tshirtBlank(database, divisionA.id);
    const design = await people.visitorA.request<{ uuid: string }>('/omnis/v3/studio/designs/', {
      method: 'POST',
      json: { document: testDocument(blank, blank.options[0]?.colour.name ?? 'White') },
    });
    expect(design.status, design.text).toBe(201);
    const basket = await makeBasket({ db: database, division: divisionA }, [1]);
    const basketKey = (await database.selectFrom('basket_items').select('key').where('basket_id', '=', basket.basketId).executeTakeFirstOrThrow()).key;

    // An order placed by a visitor of A from a basket, a quote asked for by another, a file in
    // A's library and a notification to A's team: all through the calls that make them.
    const buyer = new HostSession(running.server.port, 'demo');
    const bought = await makeBasket({ db: database, division: divisionA }, [1]);
    buyer.cookies.set(VISITOR_COOKIE, bought.token);
    const shippingAddress = { name: 'Ada Buyer', street: '1 High Street', city: 'London', country: 'GB', zip: 'SW1A 1AA' };
    const placed = await buyer.request<{ order: { uuid: string } }>('/omnis/v3/checkout/orders/', {
      method: 'POST',
      json: { email: `tenant-${Date.now()}@example.com`, shippingAddress, billingSameAsShipping: true },
    });
    expect(placed.status, placed.text).toBe(201);
    const quoteProduct = (await quoteProducts({ db: database, division: (await findDivisionBySubdomain(database, 'demo'))! }))[0]!;
    const asked = await new HostSession(running.server.port, 'demo').request<{ hash: string }>('/omnis/v3/frontend/quotes/', {
      method: 'POST',
      json: {
        'lines.0.productId': String(quoteProduct.id),
        'lines.0.colour': quoteProduct.colours[0] ?? '',
        [`lines.0.quantities.${quoteProduct.sizes[0]!}`]: '25',
        deadline: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        name: 'Quinn Quote',
        email: `quote-${Date.now()}@example.com`,
        phone: '07700 900123',
        company: 'Acme',
        notes: 'Private notes',
      },
    });
    expect(asked.status, asked.text).toBe(201);
    const boundary = 'tenantboundary';
    const upload = await people.ownerA.request(`${division}/media/`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="terms.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n\r\n--${boundary}--\r\n`,
    });
    expect(upload.status, upload.text).toBeLessThan(300);
    const notice = await people.ownerA.request(`/omnis/v3/notifications/dashboard/`, {
      method: 'POST',
      json: { title: 'For the team only', audience: 'team' },
    });
    expect(notice.status, notice.text).toBe(201);

    const order = await database.selectFrom('orders').select(['id', 'hash']).where('uuid', '=', placed.json.order.uuid).executeTakeFirstOrThrow();
    const quote = await database.selectFrom('orders').select(['id', 'hash']).where('hash', '=', asked.json.hash).executeTakeFirstOrThrow();
    const ownerA = await database.selectFrom('users').select('id').where('email', '=', OWNER_A.email).executeTakeFirstOrThrow();
    const shopper = await database.selectFrom('users').select('id').where('email', '=', SHOPPER.email).executeTakeFirstOrThrow();
    // The notification's copies are made by its send job.
    let recipient: { id: number } | undefined;
    for (let wait = 0; wait < 50 && !recipient; wait += 1) {
      recipient = await database
        .selectFrom('notification_recipients')
        .select('id')
        .where('user_id', '=', ownerA.id)
        .where('division_id', '=', divisionA.id)
        .executeTakeFirst();
      if (!recipient) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const plugin = await database.selectFrom('plugin_settings').select('code').where('division_id', '=', divisionA.id).executeTakeFirst();
    const media = await database.selectFrom('media_items').select('id').where('division_id', '=', divisionA.id).executeTakeFirst();
    fixtures = {
      divisionA: { id: divisionA.id, code: divisionA.code },
      divisionB,
      page: (await database.selectFrom('pages').select('id').where('division_id', '=', divisionA.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).id,
      product: (await database.selectFrom('products').select('id').where('division_id', '=', divisionA.id).executeTakeFirstOrThrow()).id,
      collection: (await database.selectFrom('collections').select('id').where('division_id', '=', divisionA.id).executeTakeFirstOrThrow()).id,
      media: media?.id ?? null,
      redirect: redirect.json.searchRedirect.id,
      splitTest: splitTest.json.splitTest?.id ?? splitTest.json.id ?? 0,
      chat: chat.json.chat?.id ?? chat.json.id ?? 0,
      design: design.json.uuid,
      order,
      quote,
      recipient: recipient?.id ?? null,
      plugin: plugin?.code ?? null,
      ownerA: ownerA.id,
      shopper: shopper.id,
      projectA: divisionA.project_id,
      basketKey,
    };
  });

  afterAll(async () => {
    await running?.stop();
  });

  test('no route taking an id reads or writes another store’s object, or another person’s', async () => {
    const idRoutes = routes.filter((route) => idParams(route).length > 0 && !(route.pattern in NOT_STORE_OBJECTS));
    const problems: string[] = [];
    const untargeted: string[] = [];
    let attempts = 0;
    let refused = 0;
    let rowsChecked = 0;

    for (const route of idRoutes) {
      const target = targetFor(route, fixtures);
      if (!target) {
        untargeted.push(route.pattern);
        continue;
      }
      const methods = HTTP_METHODS.filter(
        (method) => route.methods.includes(method) || (route.methods.includes('ALL') && (method === 'GET' || method === 'POST')),
      );
      for (const method of methods.filter((m) => answers(route, m))) {
        const bodies = method === 'GET' ? [undefined] : [{}, ...(route.bodySchema ? fc.sample(zodArbitrary(route.bodySchema), { numRuns: 1, seed: 13 }) : [])];
        const bearer =
          BEARER.some((pattern) => pattern.test(route.pattern)) ||
          (method === 'GET' && [...BEARER_READS, ...PUBLIC_READS_ON_A].some((pattern) => pattern.test(route.pattern)));
        const attackers: [string, HostSession, string][] = [['B’s owner on B’s host naming A', people.ownerBonB, String(fixtures.divisionA.id)]];
        if (!PER_STORE_KINDS.some((pattern) => pattern.test(route.pattern)))
          attackers.unshift(['B’s owner on B’s host', people.ownerBonB, String(fixtures.divisionB.id)]);
        if (!bearer) {
          attackers.push(['B’s owner on A’s host', people.ownerBonA, String(fixtures.divisionA.id)]);
          attackers.push(['a shopper on A’s host', people.shopperOnA, String(fixtures.divisionA.id)]);
        }
        for (const [who, session, division] of attackers) {
          if (who.endsWith('naming A') && !route.segments.some((segment) => segment.param === 'division')) continue;
          for (const body of bodies) {
            const path = pathOf(route, { ...target.params, division });
            const before = await rowOf(running, target);
            const response = await session.request(path, { method: method as HttpMethod, ...(body === undefined ? {} : { json: body }) });
            attempts += 1;
            const after = await rowOf(running, target);
            rowsChecked += 1;
            const where = `${who}: ${method} ${path}`;
            const leaked = leak(response.status, response.json, response.text);
            if (leaked) problems.push(`${where} ${leaked}: ${response.text.slice(0, 160)}`);
            else refused += 1;
            if (before !== after) problems.push(`${where} changed A's ${target.table} row`);
          }
        }
      }
    }

    // Body ids: A's basket line named from B's host and by other people on A's host.
    const line: RowKey = { table: 'basket_items', where: { key: fixtures.basketKey } };
    for (const [who, session] of [
      ['B’s owner on B’s host', people.ownerBonB],
      ['a shopper on A’s host', people.shopperOnA],
      ['a visitor of A', new HostSession(running.server.port, 'demo')],
    ] as const) {
      for (const [path, body] of [
        ['/omnis/v3/basket/update/', { key: fixtures.basketKey, quantity: 7 }],
        ['/omnis/v3/basket/remove/', { key: fixtures.basketKey, name: 'main' }],
      ] as const) {
        const before = await rowOf(running, line);
        const response = await session.request(path, { method: 'POST', json: body });
        attempts += 1;
        rowsChecked += 1;
        if (response.status < 400 && !(response.status === 200 && !response.text.includes(fixtures.basketKey)))
          problems.push(`${who}: POST ${path} answered ${response.status}`);
        else refused += 1;
        if ((await rowOf(running, line)) !== before) problems.push(`${who}: POST ${path} changed A's basket line`);
      }
    }
    if (fixtures.recipient !== null) {
      const notice: RowKey = { table: 'notification_recipients', where: { id: fixtures.recipient } };
      const before = await rowOf(running, notice);
      await people.ownerBonB.request('/omnis/v3/notifications/dashboard/mark-as-opened/', {
        method: 'POST',
        json: { ids: [fixtures.recipient], recipientIds: [fixtures.recipient] },
      });
      attempts += 1;
      rowsChecked += 1;
      if ((await rowOf(running, notice)) !== before) problems.push("B's owner marked A's notification opened");
    }

    recordFigures(
      'tenant-isolation',
      {
        idRoutes: idRoutes.length,
        routesTried: idRoutes.length - untargeted.length,
        routesWithoutObject: untargeted.length,
        withoutObject: untargeted.join(' '),
        notStoreObjects: Object.keys(NOT_STORE_OBJECTS).length,
        attempts,
        refused,
        rowsChecked,
        crossStoreReads: problems.filter((problem) => !problem.includes('changed')).length,
        crossStoreWrites: problems.filter((problem) => problem.includes('changed')).length,
      },
      db,
    );
    expect(problems).toEqual([]);
    // Every id-taking route is tried: a new one needs A's object in targetFor() or a reason in NOT_STORE_OBJECTS.
    expect(untargeted).toEqual([]);
  });
});
