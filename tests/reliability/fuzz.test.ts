// Fuzzing: every API route (found in src/pages by tests/support/api-routes.ts) gets
// requests generated from its zod schema and then broken (tests/reliability/fuzz-requests.ts),
// sent as a visitor, a customer and a store owner, on both databases. Every answer must be below
// 500; every refusal of an API call a 4xx in the spec's JSON shape; and a refused write to the
// routes in WRITES leaves the row counts of the tables it writes as they were.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERROR_KINDS } from '../../src/platform/errors/api-error.ts';
import { PAGE_MESSAGES } from '../../src/server/content/pages/editing/page-errors.ts';
import type { Connection } from '../../src/platform/db/database.ts';
import { listApiRoutes, loadSchemas, type ApiRoute } from '../support/api-routes.ts';
import { HostSession } from '../support/host-session.ts';
import { recordFigures, scaled } from '../support/reliability.ts';
import { RELIABILITY_DATABASES, startReliabilityServer, type ReliabilityServer } from '../support/reliability-servers.ts';
import { requestArbitrary, type FuzzRequest, type ParamPools, type SessionName } from './fuzz-requests.ts';
import { SERVICE_BODY_SCHEMAS } from './fuzz-schemas.ts';

/** Requests per database: 10,000 at full scale (on each database), a bounded sample in CI. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? scaled(750, 10_000));
const CONCURRENCY = 4;
const SEED = Number(process.env.FUZZ_SEED ?? 1326);

const OWNER = { email: 'owner@demo.test', password: 'demo-owner-2026' };
const CUSTOMER = { email: 'shopper@demo.test', password: 'demo-shopper-2026' };

/**
 * The representative writes whose refusals are checked for partial writes: route pattern →
 * the tables it writes. A refused request to one of these runs alone, between two counts.
 */
const WRITES: [RegExp, string[]][] = [
  [/^\/omnis\/v3\/basket\/|\/product\/(bulk)?[aA]dd/, ['baskets', 'basket_items']],
  [/^\/omnis\/v3\/checkout\/orders\//, ['orders', 'order_items', 'order_status_logs']],
  [/\/divisions\/\[division\]\/pages\//, ['pages', 'page_drafts', 'page_versions', 'page_schedules']],
  [/^\/omnis\/v3\/frontend\/quotes\//, ['orders', 'quotes']],
  [/^\/omnis\/v3\/frontend\/orders\//, ['orders', 'order_items', 'order_change_logs']],
  [/^\/omnis\/v3\/live-chat\/chat\//, ['live_chats', 'live_chat_messages']],
  [/^\/omnis\/v3\/shop\/customer\/create\//, ['users']],
  [/^\/omnis\/v3\/products\/\[id\]\/reviews\//, ['reviews']],
  [/^\/omnis\/v3\/split-tests\//, ['split_tests', 'split_test_variations']],
  [/^\/omnis\/v3\/dashboard\/store\/products\//, ['products']],
  [/^\/omnis\/v3\/dashboard\/store\/collections\//, ['collections', 'product_collections']],
  [/^\/omnis\/v3\/studio\/designs\//, ['designs']],
  [/\/media\//, ['media_items']],
  [/\/search-redirects\//, ['search_redirects']],
  [/\/affiliates\//, ['affiliates']],
  [/\/mailing-list\//, ['mailing_list_subscribers']],
  [/\/menu\/$/, ['main_menus']],
];

const writesOf = (request: FuzzRequest): string[] | null =>
  request.method === 'GET' ? null : (WRITES.find(([pattern]) => pattern.test(request.route.pattern))?.[1] ?? null);

async function countRows(connection: Connection, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(connection.db);
    counts[table] = Number(row.rows[0]?.count ?? 0);
  }
  return counts;
}

/** Real path-parameter values of the demo stores, so many requests get past the 404. */
async function paramPools(connection: Connection): Promise<ParamPools> {
  const { db } = connection;
  const divisions = await db.selectFrom('divisions').select(['id', 'code']).execute();
  const pages = await db.selectFrom('pages').select('id').limit(10).execute();
  const products = await db.selectFrom('products').select('id').limit(10).execute();
  const orders = await db.selectFrom('orders').select(['id', 'hash']).limit(10).execute();
  const ids = [...new Set([...pages, ...products, ...orders].map((row) => String(row.id)).concat(['1', '2', '3']))];
  return {
    division: divisions.flatMap((division) => [String(division.id), division.code]),
    id: ids,
    hash: orders.map((order) => order.hash).concat(['0'.repeat(32)]),
    uuid: ['00000000-0000-4000-8000-000000000000'],
    chatId: ['1', '2'],
    groupId: ['1', '2', '3'],
    version: ['1', '2'],
    recipientId: ['1'],
    requestId: ['1'],
    rfidId: ['1'],
    code: ['stripe', 'google-analytics', 'ABC123'],
    permissions: ['dashboard.pages', 'atlas.orders'],
    file: ['label.pdf', 'a.png'],
    rest: ['v3', 'anything', 'index'],
  };
}

interface Failure {
  request: string;
  status: number;
  problem: string;
  body: string;
}

/** What is wrong with an answer, or null: no 5xx, and an API refusal is { message, code[, errors] }. */
function problemWith(request: FuzzRequest, status: number, contentType: string, body: unknown): string | null {
  if (status >= 500) return 'server error';
  if (status < 400 || !request.route.pattern.startsWith('/omnis/')) return null;
  // A declined card is the payment call's own 402 answer ({ status, message }), not a refusal.
  if (status === 402 && request.route.pattern === '/omnis/v3/payments/pay/') return null;
  if (!/json/.test(contentType)) return `refusal is not JSON (${contentType || 'no content type'})`;
  if (!body || typeof body !== 'object') return 'refusal has no JSON object body';
  const { message, code, errors } = body as { message?: unknown; code?: unknown; errors?: unknown };
  if (typeof message !== 'string' || message === '') return 'refusal has no message';
  if (typeof code !== 'string' || !(code in ERROR_KINDS)) return `unknown code ${String(code)}`;
  if (ERROR_KINDS[code as keyof typeof ERROR_KINDS].status !== status) return `code ${code} with status ${status}`;
  if (errors !== undefined) {
    if (status !== 422) return 'field errors on a non-422';
    if (
      typeof errors !== 'object' ||
      errors === null ||
      !Object.values(errors).every((list) => Array.isArray(list) && list.every((text) => typeof text === 'string'))
    )
      return 'errors not { field: [messages] }';
    // The page calls head their field list with 'Page failed validation'; every other 422 with its first field message.
    if (
      message !== PAGE_MESSAGES.failedValidation &&
      !Object.values(errors as Record<string, string[]>)
        .flat()
        .includes(message)
    )
      return '422 message is not one of its field messages';
  }
  return null;
}

describe.each(RELIABILITY_DATABASES)('fuzzing every API route (%s)', (db) => {
  let running: ReliabilityServer;
  let routes: ApiRoute[];
  const sessions = {} as Record<SessionName, HostSession>;

  async function signIn(name: 'customer' | 'owner'): Promise<void> {
    const account = name === 'owner' ? OWNER : CUSTOMER;
    // The fuzzer's own failed logins count against this address; they must not lock the real ones out.
    await running.connection.db.deleteFrom('rate_limits').execute();
    const session = new HostSession(running.server.port, 'demo');
    await session.login(account.email, account.password);
    sessions[name] = session;
  }

  beforeAll(async () => {
    routes = listApiRoutes();
    await loadSchemas(routes);
    for (const route of routes) route.bodySchema ??= SERVICE_BODY_SCHEMAS[route.pattern];
    running = await startReliabilityServer('fuzz', db);
    sessions.visitor = new HostSession(running.server.port, 'demo');
    await signIn('customer');
    await signIn('owner');
  });

  afterAll(async () => {
    await running?.stop();
  });

  test(`${REQUESTS} generated and mutated requests: no 5xx, refusals in the spec's shape, no partial writes`, async () => {
    const pools = await paramPools(running.connection);
    const seed = SEED + (db === 'postgres' ? 1 : 0);
    // One request for every route first (coverage), then routes at random.
    const requests = [
      ...routes.map((route, index) => fc.sample(requestArbitrary([route], pools), { numRuns: 1, seed: seed + index })[0]!),
      ...fc.sample(requestArbitrary(routes, pools), { numRuns: Math.max(0, REQUESTS - routes.length), seed }),
    ];
    const failures: Failure[] = [];
    const byStatus: Record<string, number> = {};
    const covered = new Set<string>();
    let serverErrors = 0;
    let partialChecks = 0;
    const started = performance.now();

    const send = async (request: FuzzRequest): Promise<void> => {
      const session = sessions[request.session];
      const tables = writesOf(request);
      const before = tables ? await countRows(running.connection, tables) : null;
      let response: Awaited<ReturnType<typeof session.request>>;
      const sentAt = performance.now();
      try {
        response = await session.request(request.path, {
          method: request.method,
          host: request.host,
          xsrf: !request.noXsrf,
          headers: request.body.contentType ? { 'content-type': request.body.contentType } : {},
          body: request.body.text,
          timeoutMs: 30_000,
        });
      } catch (error) {
        failures.push({ request: describeRequest(request), status: 0, problem: `no answer: ${(error as Error).message}`, body: '' });
        return;
      }
      const took = performance.now() - sentAt;
      if (took > 3000 && process.env.FUZZ_DEBUG) console.log(`slow (${Math.round(took)} ms): ${describeRequest(request)}`);
      covered.add(request.route.pattern);
      byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500) serverErrors += 1;
      const problem = problemWith(request, response.status, String(response.headers['content-type'] ?? ''), response.json);
      if (problem) failures.push({ request: describeRequest(request), status: response.status, problem, body: response.text.slice(0, 300) });
      if (tables && before && response.status >= 400 && response.status < 500) {
        partialChecks += 1;
        const after = await countRows(running.connection, tables);
        for (const table of tables) {
          if (after[table] !== before[table])
            failures.push({
              request: describeRequest(request),
              status: response.status,
              problem: `partial write: ${table} ${before[table]} → ${after[table]}`,
              body: response.text.slice(0, 300),
            });
        }
      }
    };

    const inFlight = new Set<Promise<void>>();
    for (const [index, request] of requests.entries()) {
      if (index % 50 === 0) {
        if (process.env.FUZZ_DEBUG) console.log(`${index} requests, ${Math.round(performance.now() - started)} ms`);
        await Promise.all(inFlight);
        for (const name of ['customer', 'owner'] as const) if (!(await sessions[name].signedIn())) await signIn(name);
      }
      if (writesOf(request)) {
        // Counted before and after with nothing else running, so a change is this request's.
        await Promise.all(inFlight);
        await send(request);
        continue;
      }
      while (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
      const sending = send(request).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }
    await Promise.all(inFlight);

    const seconds = (performance.now() - started) / 1000;
    const refusals = Object.entries(byStatus).filter(([status]) => Number(status) >= 400 && Number(status) < 500);
    recordFigures(
      'fuzz',
      {
        requests: requests.length,
        seed: SEED,
        routes: routes.length,
        routesCovered: covered.size,
        routesWithSchema: routes.filter((route) => route.bodySchema || route.querySchema).length,
        ...Object.fromEntries(refusals.map(([status, count]) => [`status${status}`, count])),
        refusals: refusals.reduce((sum, [, count]) => sum + count, 0),
        accepted: Object.entries(byStatus)
          .filter(([status]) => Number(status) < 400)
          .reduce((sum, [, count]) => sum + count, 0),
        serverErrors,
        partialWriteChecks: partialChecks,
        failures: failures.length,
        seconds: Math.round(seconds),
      },
      db,
    );
    expect(failures.slice(0, 25), `${failures.length} failures (seed ${SEED})`).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(covered.size).toBe(routes.length);
  });
});

function describeRequest(request: FuzzRequest): string {
  return `${request.session} ${request.method} ${request.host} ${request.path.slice(0, 160)} [${request.body.kind}${request.body.contentType ? ` ${request.body.contentType}` : ''}${request.noXsrf ? ' no-xsrf' : ''}] ${request.body.text?.slice(0, 160) ?? ''}`;
}
