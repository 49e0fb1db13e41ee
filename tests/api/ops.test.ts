// Operations: health checks on every host, Prometheus metrics (who may read them, what
// they count), and one JSON log line per request under its request id.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb, testServer } from '../support/api.ts';
import { requestStore } from '../support/http.ts';
import { emptyDatabaseUrl } from '../support/fresh-database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { eventually } from '../support/eventually.ts';
import { SERVER_LOG_DIR } from '../support/server.ts';
import { migrations } from '../../src/platform/db/migrations/index.ts';
import { addSqliteJob } from '../../src/platform/jobs/sqlite-queue.ts';
import { addPostgresJob } from '../../src/platform/jobs/postgres-queue.ts';
import { scaled } from '../support/slowdown.ts';

/** The value of one sample in Prometheus' text format (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const response = await storeRequest('localhost', '/metrics');
  expect(response.status, response.text).toBe(200);
  return response.text;
}

/** The server's log lines that are JSON objects (the API server's log file). */
function logLines(): Record<string, unknown>[] {
  const text = readFileSync(path.join(SERVER_LOG_DIR, `api-${testServer().db}.log`), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('/healthz and /readyz', () => {
  it('answer on any host, never cached', async () => {
    for (const host of ['demo', 'localhost', 'no-such-store', 'shop.example.org']) {
      const health = await storeRequest(host, '/healthz');
      expect(health.status, host).toBe(200);
      expect(health.text.trim()).toBe('ok');
      expect(health.headers['cache-control']).toBe('no-store');
      const ready = await storeRequest(host, '/readyz');
      expect(ready.status, `${host}: ${ready.text}`).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
    }
    expect((await storeRequest('demo', '/healthz', { method: 'HEAD' })).status).toBe(200);
    expect((await storeRequest('demo', '/healthz', { method: 'POST' })).status).toBe(405);
  });
});

// A database of its own (migrated, no stores) under a server of its own: taking a migration
// away from the API run's database could fail another server starting on it meanwhile.
describe('/readyz against the migration list', () => {
  let server: TestServer;
  let connection: Connection;
  let remove = () => {};
  const table = sql.table('kysely_migration');

  beforeAll(async () => {
    const { url, remove: removeDatabase } = await emptyDatabaseUrl('readyz');
    remove = removeDatabase;
    server = await startTestServer({
      name: `api-readyz-${testServer().db}`,
      db: testServer().db,
      databaseUrl: url,
      env: { SEED_ON_START: '0', DATABASE_URL: url, SQLITE_PATH: url },
    });
    connection = await openDatabase(url);
  }, scaled(120_000));

  afterAll(async () => {
    await connection?.db.destroy();
    await server?.stop();
    remove();
  });

  const readyz = () => requestStore(server.port, 'localhost', '/readyz');

  it('says 503 and which migration is missing when the database is one migration behind', async () => {
    expect((await readyz()).status).toBe(200);
    const newest = Object.keys(migrations).at(-1)!;
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${table} where name = ${newest}`.execute(connection.db);
    expect(rows).toHaveLength(1);
    await sql`delete from ${table} where name = ${newest}`.execute(connection.db);
    try {
      const ready = await readyz();
      expect(ready.status).toBe(503);
      expect(ready.text).toContain(`migrations pending: ${newest}`);
      // Alive all the same: a restart would not help, a migration would.
      expect((await requestStore(server.port, 'localhost', '/healthz')).status).toBe(200);
    } finally {
      await sql`insert into ${table} (name, timestamp) values (${rows[0]!.name}, ${rows[0]!.timestamp})`.execute(connection.db);
    }
    expect((await readyz()).status).toBe(200);
  });

  it('says 503 when the database has a migration this build does not know', async () => {
    await sql`insert into ${table} (name, timestamp) values (${'9999-from-the-future'}, ${new Date().toISOString()})`.execute(connection.db);
    try {
      const ready = await readyz();
      expect(ready.status).toBe(503);
      expect(ready.text).toContain('9999-from-the-future');
    } finally {
      await sql`delete from ${table} where name = ${'9999-from-the-future'}`.execute(connection.db);
    }
    expect((await readyz()).status).toBe(200);
  });
});

describe('/metrics', () => {
  it('is readable from loopback, not through a proxy', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE printfront_http_requests_total counter');
    // Node's default process metrics.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    const relayed = await storeRequest('demo', '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
    expect(relayed.text).not.toContain('printfront_');
  });

  it('counts requests by method, route kind and status class, with their latency', async () => {
    const before = await scrape();
    const count = (text: string, labels: Record<string, string>) => sample(text, 'printfront_http_requests_total', labels) ?? 0;
    for (let i = 0; i < 3; i++) expect((await storeRequest('demo', '/')).status).toBe(200);
    expect((await storeRequest('demo', '/favicon.svg')).status).toBe(200);
    expect((await storeRequest('demo', '/media/no-such-file.png')).status).toBe(404);
    expect((await storeRequest('demo', '/omnis/v3/frontend/no-such-call/')).status).toBe(404);
    const after = await scrape();
    expect(count(after, { method: 'GET', kind: 'page', status: '2xx' }) - count(before, { method: 'GET', kind: 'page', status: '2xx' })).toBeGreaterThanOrEqual(
      3,
    );
    expect(count(after, { method: 'GET', kind: 'static', status: '2xx' })).toBeGreaterThan(count(before, { method: 'GET', kind: 'static', status: '2xx' }));
    expect(count(after, { method: 'GET', kind: 'media', status: '4xx' })).toBeGreaterThan(count(before, { method: 'GET', kind: 'media', status: '4xx' }));
    expect(count(after, { method: 'GET', kind: 'api', status: '4xx' })).toBeGreaterThan(count(before, { method: 'GET', kind: 'api', status: '4xx' }));
    const latency = (text: string) => sample(text, 'printfront_http_request_duration_seconds_count', { method: 'GET', kind: 'page' }) ?? 0;
    expect(latency(after) - latency(before)).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'printfront_http_request_duration_seconds_bucket', { method: 'GET', kind: 'page', le: '+Inf' })).toBe(latency(after));
    // Scrapes and health checks are not requests of the store.
    expect(count(after, { method: 'GET', kind: 'ops', status: '2xx' })).toBe(0);
  });

  it('counts the render cache: a page rendered once, then answered from the cache', async () => {
    const hits = (text: string) => sample(text, 'printfront_render_cache_hits_total') ?? 0;
    const misses = (text: string) => sample(text, 'printfront_render_cache_misses_total') ?? 0;
    const before = await scrape();
    // What the responses themselves said (other test files may render pages meanwhile: counters only grow).
    const states: string[] = [];
    for (let i = 0; i < 5; i++) states.push(String((await storeRequest('demo', '/help/')).headers['x-render-cache']));
    const after = await scrape();
    const said = (state: string) => states.filter((value) => value === state).length;
    expect(said('hit'), states.join()).toBeGreaterThanOrEqual(3);
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(said('hit') + said('shared'));
    expect(misses(after) - misses(before)).toBeGreaterThanOrEqual(said('miss'));
    const ratio = sample(after, 'printfront_render_cache_hit_ratio')!;
    expect(ratio).toBeCloseTo(hits(after) / (hits(after) + misses(after)), 2);
  });

  it('reads the job queue depth at each scrape', async () => {
    const { db, dialect } = await testDb();
    const jobKey = `ops-test-${randomUUID()}`;
    // A task no runner knows, due in an hour: it waits in the queue until removed.
    const spec = { task: 'ops-test-never-runs', payload: {}, queueName: null, jobKey, runAt: new Date(Date.now() + 3_600_000), maxAttempts: 1 };
    const depth = async () => sample(await scrape(), 'printfront_job_queue_depth', { state: 'queued' }) ?? -1;
    if (dialect === 'postgres') await addPostgresJob(db, spec);
    else await addSqliteJob(db, spec);
    try {
      expect(await depth()).toBeGreaterThanOrEqual(1);
    } finally {
      if (dialect === 'postgres') await sql`select graphile_worker.remove_job(${jobKey})`.execute(db);
      else await db.deleteFrom('jobs').where('key', '=', jobKey).execute();
    }
  });
});

describe('HSTS', () => {
  it('is not sent when X-Forwarded-Proto comes from a peer that is not a trusted proxy', async () => {
    // The API server trusts no proxy (tests/api/security-headers-walk.test.ts runs one that does).
    for (const path of ['/', '/omnis/v3/dashboard/secure/get/', '/favicon.svg', '/healthz']) {
      const response = await storeRequest('demo', path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security'], path).toBeUndefined();
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

describe('request ids and the request log', () => {
  it('echoes a valid X-Request-Id and logs one JSON line per request under it', async () => {
    const id = `ops-${randomUUID()}`;
    const response = await storeRequest('demo', '/basket', { headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
    const lines = await eventually(
      async () => logLines().filter((line) => line.id === id),
      (found) => found.length > 0,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/basket',
      status: response.status,
      host: `demo.localhost:${testServer().port}`,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(typeof lines[0]!.time).toBe('string');
  });

  it('replaces an invalid X-Request-Id with a new one', async () => {
    for (const bad of ['has spaces', 'x'.repeat(200), '<script>', '-leading-dash']) {
      const response = await storeRequest('demo', '/healthz', { headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id']).not.toBe(bad);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs health checks below info', async () => {
    const id = `ops-health-${randomUUID()}`;
    expect((await storeRequest('demo', '/healthz', { headers: { 'x-request-id': id } })).status).toBe(200);
    const marker = `ops-marker-${randomUUID()}`;
    await storeRequest('demo', '/basket', { headers: { 'x-request-id': marker } });
    await eventually(async () => logLines().some((line) => line.id === marker), Boolean);
    expect(logLines().filter((line) => line.id === id)).toEqual([]);
  });
});
