// `npm start` with several server processes on one port (WEB_CONCURRENCY=2, node:cluster;
// src/platform/front/workers.ts) on SQLite, where the processes share the database file and
// nothing else: what one changes, the other hears at once through the primary
// (src/app/siblings.ts). Each connection stays with one process, so a test holds a
// keep-alive connection to each and learns which process answered from the request log
// line that carries the response's X-Request-Id.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { requestStore } from '../support/http.ts';
import { SessionClient } from '../support/session-client.ts';
import { openEventStream } from '../support/event-stream.ts';
import { recordFigures } from '../support/reliability.ts';
import { openDatabase, type Db } from '../../src/platform/db/database.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { LIVE_CHAT_TOKEN_HEADER } from '../../src/lib/live-chat-calls.ts';
import type { EditorPage } from '../../src/schemas/page-editing.ts';
import type { MediaItem } from '../../src/schemas/media-library.ts';
import sharp from 'sharp';
import { multipart } from '../support/uploads.ts';
import { apiPath } from '../../src/schemas/api.ts';

const figures: Record<string, number | string | boolean> = {};
let server: TestServer;
let db: Db;
let demoId: number;
const agents: http.Agent[] = [];

beforeAll(async () => {
  // The job runner looks for jobs nobody woke it for only every 10 minutes here: a job the
  // other process enqueues can only run within the test if the relay wakes the runner.
  server = await startTestServer({ name: 'reliability-workers', db: 'sqlite', env: { WEB_CONCURRENCY: '2', JOB_POLL_MS: '600000' } });
  ({ db } = await openDatabase(server.databaseUrl));
  demoId = (await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(async () => {
  recordFigures('workers', figures, 'sqlite');
  for (const agent of agents) agent.destroy();
  await db?.destroy();
  await server?.stop();
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid in the request log line of the response with this X-Request-Id (written when the response closes). */
async function pidOf(requestId: string): Promise<number> {
  for (let tries = 0; tries < 200; tries += 1) {
    const line = server
      .output()
      .split('\n')
      .find((text) => text.includes(`"id":"${requestId}"`) && text.includes('"msg":"request"'));
    if (line) return (JSON.parse(line) as { pid: number }).pid;
    await sleep(10);
  }
  throw new Error(`no request log line for ${requestId}`);
}

/** A connection of its own and the server process it reached. */
async function connect(): Promise<{ agent: http.Agent; pid: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  const answer = await requestStore(server.port, 'demo', '/robots.txt', { agent });
  expect(answer.status).toBe(200);
  return { agent, pid: await pidOf(String(answer.headers['x-request-id'])) };
}

/** One connection to each of the two processes (the primary hands new connections out in turn). */
async function oneConnectionEach(): Promise<[{ agent: http.Agent; pid: number }, { agent: http.Agent; pid: number }]> {
  const first = await connect();
  for (let tries = 0; tries < 10; tries += 1) {
    const other = await connect();
    if (other.pid !== first.pid) return [first, other];
    other.agent.destroy();
  }
  throw new Error(`every connection reached pid ${first.pid}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start with two server processes on SQLite', () => {
  it('serves one port from two processes, one of them running the job queue', async () => {
    const [a, b] = await oneConnectionEach();
    expect(a.pid).not.toBe(b.pid);
    expect(alive(a.pid) && alive(b.pid)).toBe(true);
    expect(server.output()).toContain('with 2 server processes');
    // Each worker's line comes once its job runner (if any) has started, which may be just after the ready line.
    await expect.poll(() => server.output().match(/server process \d \(pid \d+\) listening/g)?.length, { timeout: 10_000 }).toBe(2);
    expect(server.output().match(/server process \d \(pid \d+\) listening[^"]*, running jobs/g)).toHaveLength(1);
  });

  it('a publish in one process is served by the other at once, not at its next version check a second later', async () => {
    const [writer, reader] = await oneConnectionEach();
    const owner = new SessionClient('demo', server.port);
    owner.agent = writer.agent;
    expect((await owner.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password)).status).toBe(200);
    const url = `/workers-${Date.now().toString(36)}/`;
    const edition = (n: number) => ({ blocks: [{ id: 'edition', type: 'text', size: { w: 12 }, properties: { text: `<p>Edition ${n}</p>` }, items: [] }] });
    const created = await owner.request<EditorPage>(apiPath('pages.create', { division: demoId }), { method: 'POST', json: { url, ...edition(0) } });
    expect(created.status, created.text).toBe(201);
    const pageId = created.json.id;
    expect((await owner.request(apiPath('pages.publish', { division: demoId, id: pageId }), { method: 'POST', json: {} })).status).toBe(200);

    // Without the relay the reader serves its cached copy for up to a second (a random part
    // of it each time): five publishes under 300 ms each would pass by chance 0.3^5 ≈ 0.2% of runs.
    const lags: number[] = [];
    for (let n = 1; n <= 5; n += 1) {
      // The reader has the current edition in its cache (twice: the second is a cache hit).
      for (let read = 0; read < 2; read += 1)
        expect((await requestStore(server.port, 'demo', url, { agent: reader.agent })).text).toContain(`Edition ${n - 1}<`);
      expect((await owner.request(apiPath('pages.save', { division: demoId, id: pageId }), { method: 'PATCH', json: edition(n) })).status).toBe(200);
      expect((await owner.request(apiPath('pages.publish', { division: demoId, id: pageId }), { method: 'POST', json: {} })).status).toBe(200);
      const at = performance.now();
      for (;;) {
        const page = await requestStore(server.port, 'demo', url, { agent: reader.agent });
        if (page.text.includes(`Edition ${n}<`)) break;
        if (performance.now() - at > 5000) throw new Error(`the other process still serves edition ${n - 1} after 5 s`);
        await sleep(5);
      }
      lags.push(performance.now() - at);
    }
    figures.publishLagMaxMs = Math.round(Math.max(...lags));
    expect(Math.max(...lags), lags.map(Math.round).join(', ')).toBeLessThan(300);
  });

  it('a job enqueued by the process that does not run jobs is run at once by the one that does', async () => {
    const runner = Number(/server process \d \(pid (\d+)\) listening[^"]*, running jobs/.exec(server.output())?.[1]);
    const [a, b] = await oneConnectionEach();
    const other = a.pid === runner ? b : a;
    expect(other.pid).not.toBe(runner);
    const owner = new SessionClient('demo', server.port);
    owner.agent = other.agent;
    expect((await owner.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password)).status).toBe(200);
    // An upload answers 202 and leaves the picture's renditions to a media job.
    const { body, headers } = multipart(
      'relay.png',
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e91e63' } })
        .png()
        .toBuffer(),
      { fields: { altText: 'Relayed' } },
    );
    const base = `/omnis/v3/divisions/${demoId}/media/`;
    const uploaded = await owner.request<{ data: MediaItem }>(base, { method: 'POST', body, headers });
    expect(uploaded.status, uploaded.text).toBe(202);
    const at = performance.now();
    // The runner's own poll is 10 minutes away: only the relay can have woken it.
    await expect
      .poll(async () => (await owner.request<{ data: MediaItem }>(`${base}${uploaded.json.data.id}/`)).json.data.status, { timeout: 20_000, interval: 20 })
      .toBe('ready');
    figures.jobWakeMs = Math.round(performance.now() - at);
  });

  it("a chat line posted in one process reaches the visitor's event stream held by the other", async () => {
    const [poster, holder] = await oneConnectionEach();
    const visitor = new SessionClient('demo', server.port);
    visitor.agent = poster.agent;
    const token = (await visitor.request<{ token: string }>(apiPath('liveChat.token'))).json.token;
    const headers = { [LIVE_CHAT_TOKEN_HEADER]: token };
    const started = await visitor.request<{ chat: { id: number } }>(apiPath('liveChat.start'), {
      method: 'POST',
      json: { group_id: 3, name: 'Ada', message: 'First line' },
      headers,
    });
    expect(started.status, started.text).toBe(201);
    const chatId = started.json.chat.id;
    // The stream goes on the holder's connection, to the other process.
    const stream = openEventStream(server.port, 'demo', `${apiPath('liveChat.events', { chatId })}?token=${encodeURIComponent(token)}`, {
      agent: holder.agent,
    });
    try {
      await stream.next((event) => event.event === 'message' && event.data.body === 'First line');
      expect((await visitor.request(apiPath('liveChat.message', { chatId }), { method: 'POST', json: { body: 'Across processes' }, headers })).status).toBe(
        201,
      );
      const line = await stream.next((event) => event.event === 'message' && event.data.body === 'Across processes');
      expect(line.data.author).toBe('visitor');
    } finally {
      stream.close();
    }
  });

  it("counts every process's requests in /metrics, whichever process answers the scrape", async () => {
    const [a, b] = await oneConnectionEach();
    // GET requests answered so far, over every label set (a scrape itself is not counted).
    const answered = async () => {
      const scrape = await requestStore(server.port, 'demo', '/metrics');
      expect(scrape.status, scrape.text).toBe(200);
      return scrape.text
        .split('\n')
        .filter((line) => line.startsWith('printfront_http_requests_total{') && line.includes('method="GET"'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    };
    const before = await answered();
    for (const { agent } of [a, b])
      for (let n = 0; n < 10; n += 1) expect((await requestStore(server.port, 'demo', '/robots.txt', { agent })).status).toBe(200);
    // Counted when each response closes, a moment after the client has it; one process alone would show 10.
    await expect.poll(async () => (await answered()) - before, { timeout: 5000, interval: 50 }).toBe(20);
  });

  it('starts a server process that dies again, and keeps serving', async () => {
    const [victim, survivor] = await oneConnectionEach();
    process.kill(victim.pid, 'SIGKILL');
    await expect.poll(() => alive(victim.pid), { timeout: 5000 }).toBe(false);
    expect((await requestStore(server.port, 'demo', '/robots.txt', { agent: survivor.agent })).status).toBe(200);
    await expect.poll(() => server.output().includes(`(pid ${victim.pid}) exited (SIGKILL); starting it again in 1 s`), { timeout: 5000 }).toBe(true);
    // Logged once, by the supervisor that starts it again.
    expect(server.output().split(`(pid ${victim.pid}) exited`).length - 1).toBe(1);
    // New connections reach two processes again: the survivor and the one started in the victim's place.
    let pair: Awaited<ReturnType<typeof oneConnectionEach>> | undefined;
    for (const until = Date.now() + 30_000; !pair && Date.now() < until; ) pair = await oneConnectionEach().catch(() => undefined);
    const [a, b] = pair ?? (await oneConnectionEach());
    expect([a.pid, b.pid]).toContain(survivor.pid);
    expect([a.pid, b.pid]).not.toContain(victim.pid);
  });

  it('SIGTERM stops both processes, each draining its own requests, then the primary', async () => {
    const [a, b] = await oneConnectionEach();
    await server.stop();
    expect(alive(a.pid) || alive(b.pid)).toBe(false);
    expect(server.output().match(/\[front\] stopped in/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

describe('Ctrl-C in the terminal running npm start', () => {
  it('reaches every process at once; each worker drains and stops, then the primary', async () => {
    const running = await startTestServer({ name: 'reliability-workers-sigint', db: 'sqlite', env: { WEB_CONCURRENCY: '2' } });
    try {
      const lines = () =>
        running
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { pid: number; msg: string });
      const primary = lines().find((line) => line.msg.startsWith('Printfront ready'))!.pid;
      // Each worker logs its line once its job runner (if any) has started, which may be just after the ready line.
      const workerPids = () =>
        lines()
          .filter((line) => /^\[front\] server process \d/.test(line.msg))
          .map((line) => line.pid);
      await expect.poll(() => workerPids().length, { timeout: 10_000 }).toBe(2);
      const workers = workerPids();
      // A terminal signals the whole foreground process group: the primary and both workers.
      for (const pid of [primary, ...workers]) process.kill(pid, 'SIGINT');
      await expect.poll(() => [primary, ...workers].some(alive), { timeout: 20_000 }).toBe(false);
      // Each worker stopped itself (its drain's last line), none was killed by a second signal.
      const stopped = lines()
        .filter((line) => line.msg.startsWith('[front] stopped in'))
        .map((line) => line.pid);
      expect(stopped.sort()).toEqual([...workers].sort());
      expect(running.output()).not.toContain('took too long');
    } finally {
      await running.stop();
    }
  });
});
