// The job queue, the same tests on SQLite (our own queue) and PostgreSQL
// (graphile-worker), each on a database of its own. Due times follow the Node clock, which
// these tests fake (Date only: polling and I/O keep real timers).
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';
import {
  defineTask,
  enqueue,
  listJobs,
  retryDelayMs,
  runDueJobs,
  startJobRunner,
  type JobRunner,
  type JobSummary,
  type RunnerOptions,
} from '../../src/platform/jobs/index.ts';
import { eventually } from '../support/eventually.ts';
import { freshDatabase, type FreshDatabase } from '../support/fresh-database.ts';

const runs: { task: string; n: number; attempts: number }[] = [];
const started: number[] = [];
let release: () => void = () => {};
let gate = Promise.resolve();

const Counted = z.object({ n: z.int() });
const recordTask = defineTask({
  name: 'test.record',
  payload: Counted,
  run: async ({ n }, { job }) => void runs.push({ task: 'test.record', n, attempts: job.attempts }),
});
const failingTask = defineTask({
  name: 'test.fail',
  payload: Counted,
  maxAttempts: 3,
  run: async ({ n }, { job }) => {
    runs.push({ task: 'test.fail', n, attempts: job.attempts });
    throw new Error('the provider is down');
  },
});
const blockingTask = defineTask({
  name: 'test.block',
  payload: Counted,
  run: async ({ n }) => {
    started.push(n);
    await gate;
    runs.push({ task: 'test.block', n, attempts: 1 });
  },
});

let database: FreshDatabase;
let logged: string[];
const runners: JobRunner[] = [];

beforeEach(async () => {
  runs.length = 0;
  started.length = 0;
  gate = new Promise((resolve) => (release = resolve));
  logged = [];
  database = await freshDatabase('jobs');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
});
afterEach(async () => {
  release();
  for (const runner of runners.splice(0)) await runner.stop();
  vi.useRealTimers();
  await database.close();
});

function options(extra: Partial<RunnerOptions> = {}): RunnerOptions {
  return {
    connection: database.connection,
    databaseUrl: database.url,
    tasks: [recordTask, failingTask, blockingTask],
    pollIntervalMs: 100,
    logger: { info: (line) => logged.push(line), error: (line) => logged.push(line) },
    ...extra,
  };
}

async function start(extra: Partial<RunnerOptions> = {}): Promise<JobRunner> {
  const runner = await startJobRunner(options(extra));
  runners.push(runner);
  return runner;
}

const drain = () => runDueJobs(options());
const jobs = () => listJobs(database.connection);
const only = async (): Promise<JobSummary> => {
  const listed = await jobs();
  expect(listed).toHaveLength(1);
  return listed[0]!;
};
const advanceTo = (time: number) => vi.setSystemTime(new Date(time));

describe('enqueue', () => {
  it('commits a job with the write that caused it, and a rollback leaves none', async () => {
    const { db } = database.connection;
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(trx, recordTask, { n: 1 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await jobs()).toEqual([]);
    await db.transaction().execute((trx) => enqueue(trx, recordTask, { n: 2 }));
    expect(await only()).toMatchObject({ task: 'test.record', state: 'queued', attempts: 0, maxAttempts: 25, lastError: null });
    await drain();
    expect(runs).toEqual([{ task: 'test.record', n: 2, attempts: 1 }]);
    // A finished job is gone.
    expect(await jobs()).toEqual([]);
  });

  it('refuses a payload the task does not accept, writing nothing', async () => {
    await expect(enqueue(database.connection.db, recordTask, { n: 'one' } as never)).rejects.toBeInstanceOf(ZodError);
    expect(await jobs()).toEqual([]);
  });

  it('debounces by job key: several enqueues make one job, run once with the last payload', async () => {
    for (const n of [1, 2, 3]) await enqueue(database.connection.db, recordTask, { n }, { jobKey: 'rebuild:1' });
    expect(await only()).toMatchObject({ key: 'rebuild:1', state: 'queued' });
    await drain();
    expect(runs).toEqual([{ task: 'test.record', n: 3, attempts: 1 }]);
  });

  it('waits for runAt', async () => {
    const now = Date.now();
    await enqueue(database.connection.db, recordTask, { n: 1 }, { runAt: new Date(now + 60_000) });
    await drain();
    expect(runs).toEqual([]);
    advanceTo(now + 60_001);
    await drain();
    expect(runs.map((run) => run.n)).toEqual([1]);
  });
});

describe('failures', () => {
  it('retry with exponential backoff, stay visible with their last error and are logged each time', async () => {
    await enqueue(database.connection.db, failingTask, { n: 1 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const failedAt = Date.now();
      await drain();
      expect(runs).toHaveLength(attempt);
      expect(logged.at(-1)).toMatch(
        new RegExp(`^\\[jobs\\] test\\.fail #\\d+ failed \\(attempt ${attempt} of 3${attempt === 3 ? ', giving up' : ''}\\): the provider is down$`),
      );
      // graphile-worker releases the failed job's lock just after runOnce returns.
      const job = await eventually(only, (listed) => listed.state !== 'running');
      expect(job).toMatchObject({ attempts: attempt, maxAttempts: 3, lastError: 'the provider is down', state: attempt < 3 ? 'retrying' : 'failed' });
      // graphile-worker computes the delay with the database's clock, a moment later than ours.
      const wait = Date.parse(job.runAt) - failedAt;
      expect(wait).toBeGreaterThanOrEqual(retryDelayMs(attempt) - 5);
      expect(wait).toBeLessThan(retryDelayMs(attempt) + 2000);
      // Not before its time…
      advanceTo(Date.parse(job.runAt) - 500);
      await drain();
      expect(runs).toHaveLength(attempt);
      advanceTo(Date.parse(job.runAt) + 1);
    }
    // …and never again once out of attempts.
    advanceTo(Date.now() + 86_400_000);
    await drain();
    expect(runs.map((run) => run.attempts)).toEqual([1, 2, 3]);
    expect(await only()).toMatchObject({ state: 'failed', attempts: 3 });
  });

  it('are listed by npm run jobs with their attempts and last error', async () => {
    await enqueue(database.connection.db, failingTask, { n: 1 });
    await drain();
    await enqueue(database.connection.db, recordTask, { n: 2 }, { jobKey: 'later', runAt: new Date(Date.now() + 60_000) });
    const result = spawnSync(process.execPath, ['scripts/jobs.ts'], {
      env: { ...process.env, DATABASE_URL: database.url, SQLITE_PATH: database.url },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`2 job(s) on ${database.connection.dialect}: 1 retrying, 1 queued`);
    expect(result.stdout).toMatch(/#\d+ test\.fail retrying attempts 1\/3 run at \S+\n {4}last error: the provider is down/);
    expect(result.stdout).toMatch(/#\d+ test\.record queued attempts 0\/25 run at \S+ \(key later\)/);
  });
});

describe('the runner', () => {
  it('is woken by an enqueue at once, not at its next poll', async () => {
    await start({ pollIntervalMs: 3_600_000 });
    await enqueue(database.connection.db, recordTask, { n: 1 });
    const done = await eventually(
      async () => runs.length,
      (count) => count === 1,
    );
    expect(done).toBe(1);
  });

  it('keeps jobs across a restart: what one runner left queued, the next one runs', async () => {
    const first = await start();
    const later = Date.now() + 3_600_000;
    await enqueue(database.connection.db, recordTask, { n: 7 }, { runAt: new Date(later) });
    await first.stop();
    expect(await only()).toMatchObject({ state: 'queued', task: 'test.record' });
    await start();
    advanceTo(later + 1);
    await eventually(
      async () => runs.length,
      (count) => count === 1,
    );
    expect(runs).toEqual([{ task: 'test.record', n: 7, attempts: 1 }]);
    await eventually(jobs, (listed) => listed.length === 0);
  });

  it('runs the jobs of one named queue one at a time, other jobs meanwhile', async () => {
    await start({ concurrency: 4 });
    const { db } = database.connection;
    await enqueue(db, blockingTask, { n: 1 }, { queueName: 'rebuild:1' });
    await eventually(
      async () => started.length,
      (count) => count === 1,
    );
    await enqueue(db, blockingTask, { n: 2 }, { queueName: 'rebuild:1' });
    await enqueue(db, recordTask, { n: 3 });
    await eventually(
      async () => runs.length,
      (count) => count === 1,
    );
    expect(runs.map((run) => run.n)).toEqual([3]);
    // Another worker finds nothing it may take: the queue is busy.
    await drain();
    expect(started).toEqual([1]);
    release();
    await eventually(
      async () => runs.length,
      (count) => count === 3,
    );
    expect(started).toEqual([1, 2]);
  });

  it('lets a running job with a key finish and queues a fresh one for a change made meanwhile', async () => {
    await start();
    const { db } = database.connection;
    const key = { jobKey: 'rebuild:2', queueName: 'rebuild:2' };
    await enqueue(db, blockingTask, { n: 1 }, key);
    await eventually(
      async () => started.length,
      (count) => count === 1,
    );
    await enqueue(db, blockingTask, { n: 2 }, key);
    await enqueue(db, blockingTask, { n: 3 }, key);
    const listed = await jobs();
    expect(listed.map((job) => [job.state, job.key])).toEqual(
      expect.arrayContaining([
        ['running', null],
        ['queued', 'rebuild:2'],
      ]),
    );
    expect(listed).toHaveLength(2);
    release();
    await eventually(
      async () => runs.length,
      (count) => count === 2,
    );
    expect(started).toEqual([1, 3]);
  });
});
