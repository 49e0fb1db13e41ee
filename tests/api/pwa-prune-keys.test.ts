// Offline changes' Idempotency-Keys are kept a week, then pruned by a daily
// job that queues its own next run. The Date clock is faked (polling keeps real timers);
// a database of its own, so pruning touches no other test's keys.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listJobs, runDueJobs, type RunnerOptions } from '../../src/platform/jobs/index.ts';
import { APP_TASKS } from '../../src/app/app-tasks.ts';
import { KEY_LIFETIME_MS, PRUNE_EVERY_MS, schedulePruning } from '../../src/server/storefront/pwa/prune-keys-task.ts';
import { freshDatabase, type FreshDatabase } from '../support/fresh-database.ts';
import { eventually } from '../support/eventually.ts';
import { makeOfflineChangeKey, makeStore, type TestStore } from '../support/factories/index.ts';

const DAY = 86_400_000;
const START = Date.parse('2026-03-01T04:00:00.000Z');
let database: FreshDatabase;
let store: TestStore;

beforeEach(async () => {
  database = await freshDatabase('prune');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  store = await makeStore(database.connection.db, { subdomain: 'prune', name: 'Prune' });
});
afterEach(async () => {
  vi.useRealTimers();
  await database.close();
});

const options = (): RunnerOptions => ({
  connection: database.connection,
  databaseUrl: database.url,
  tasks: APP_TASKS,
  pollIntervalMs: 100,
  logger: { info: () => {}, error: () => {} },
});
const keyWritten = (key: string, at: number) => makeOfflineChangeKey(store, key, at);
const keysLeft = async () =>
  (await database.connection.db.selectFrom('offline_change_keys').select('idempotency_key').orderBy('idempotency_key').execute()).map(
    (row) => row.idempotency_key,
  );
const pruneJobs = async () => (await listJobs(database.connection)).filter((job) => job.task === 'offline-keys.prune');
// graphile-worker deletes a finished job without holding up runOnce: the run that queued its
// successor may still be listed a moment. One job is what must remain.
const settledPruneJobs = () => eventually(pruneJobs, (jobs) => jobs.length === 1);

describe('pruning old idempotency keys', () => {
  it('deletes keys older than 7 days once a day, and queues its next run a day on', async () => {
    expect(KEY_LIFETIME_MS).toBe(7 * DAY);
    expect(PRUNE_EVERY_MS).toBe(DAY);
    await keyWritten('key-eight-days-old-aaaa', START - 8 * DAY);
    await keyWritten('key-a-week-less-a-minute', START - 7 * DAY + 60_000);
    await keyWritten('key-written-today-bbbbbb', START - 60_000);
    await schedulePruning(database.connection.db);
    await runDueJobs(options());
    expect(await keysLeft()).toEqual(['key-a-week-less-a-minute', 'key-written-today-bbbbbb']);
    const [next, ...more] = await settledPruneJobs();
    expect(more).toEqual([]);
    expect(next).toMatchObject({ state: 'queued', key: 'offline-change-keys:prune', runAt: new Date(START + DAY).toISOString() });

    // Not due before the day is out: nothing more goes.
    vi.setSystemTime(START + DAY - 1);
    await runDueJobs(options());
    expect(await keysLeft()).toEqual(['key-a-week-less-a-minute', 'key-written-today-bbbbbb']);

    // A day on, the key written a week less a minute before the start is now over a week old.
    vi.setSystemTime(START + DAY);
    await runDueJobs(options());
    expect(await keysLeft()).toEqual(['key-written-today-bbbbbb']);
    expect((await settledPruneJobs()).map((job) => job.runAt)).toEqual([new Date(START + 2 * DAY).toISOString()]);
  });

  it('keeps one waiting job however many times the server starts', async () => {
    await schedulePruning(database.connection.db, new Date(START + DAY));
    await schedulePruning(database.connection.db);
    await schedulePruning(database.connection.db);
    expect(await pruneJobs()).toHaveLength(1);
  });
});
