// What only the SQLite queue has to do itself (graphile-worker does it on PostgreSQL);
// the shared behaviour is tested on both databases in tests/api/jobs.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Connection } from '../../../src/platform/db/database.ts';
import { defineTask, enqueue, startJobRunner } from '../../../src/platform/jobs/index.ts';
import { claimSqliteJob } from '../../../src/platform/jobs/sqlite-queue.ts';
import { eventually } from '../../support/eventually.ts';
import { openMessageDb } from '../mail/message-db.ts';

let connection: Connection;
let close: () => Promise<void>;
beforeAll(async () => {
  const opened = await openMessageDb();
  connection = { db: opened.db, dialect: 'sqlite' };
  close = opened.close;
});
afterAll(() => close());

const ran: number[] = [];
const task = defineTask({ name: 'test.note', payload: z.object({ n: z.int() }), run: async ({ n }) => void ran.push(n) });
const quiet = { info: () => {}, error: () => {} };

describe('the SQLite queue', () => {
  it('claims only due jobs of tasks it knows, skipping a queue that has a job running', async () => {
    const { db } = connection;
    await enqueue(db, task, { n: 1 }, { queueName: 'q' });
    await enqueue(db, task, { n: 2 }, { queueName: 'q' });
    await enqueue(db, task, { n: 3 }, { runAt: new Date(Date.now() + 60_000) });
    expect(await claimSqliteJob(db, ['other.task'], 'w1')).toBeUndefined();
    const first = await claimSqliteJob(db, ['test.note'], 'w1');
    expect(first).toMatchObject({ task: 'test.note', payload: { n: 1 }, attempts: 1 });
    // The second job's queue is busy and the third is not due.
    expect(await claimSqliteJob(db, ['test.note'], 'w2')).toBeUndefined();
  });

  it('a new start runs the jobs a server that died left locked (one server per SQLite file)', async () => {
    const runner = await startJobRunner({ connection, databaseUrl: '', tasks: [task], logger: quiet });
    await eventually(
      async () => ran.slice(),
      (seen) => seen.includes(1) && seen.includes(2),
    );
    await runner.stop();
    expect(ran.sort()).toEqual([1, 2]);
  });
});
