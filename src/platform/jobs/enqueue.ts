import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migrations/columns.ts';
import type { TaskSpec } from './task.ts';
import type { JobSpec } from './job-spec.ts';
import { addPostgresJob } from './postgres-queue.ts';
import { addSqliteJob } from './sqlite-queue.ts';
import { wakeRunners } from './wake.ts';

export interface EnqueueOptions {
  /**
   * While a job with this key waits, enqueueing again replaces it (payload, run time,
   * attempts): a debounce. A job with the key that is already running is left to finish
   * and a new one is queued.
   */
  jobKey?: string;
  /** Jobs of one named queue run one at a time, in order. */
  queueName?: string;
  /** Not before this time (default: now, by this process's clock). */
  runAt?: Date;
  /** Default: the task's. */
  maxAttempts?: number;
}

/**
 * Queues a job. Pass the transaction of the write that causes it: the job is committed or
 * rolled back with that write. A payload the task's schema refuses throws here, before
 * anything is written.
 */
export async function enqueue<S extends z.ZodType>(db: Db, task: TaskSpec<S>, payload: z.input<S>, options: EnqueueOptions = {}): Promise<string> {
  const spec: JobSpec = {
    task: task.name,
    payload: task.payload.parse(payload),
    queueName: options.queueName ?? null,
    jobKey: options.jobKey ?? null,
    // Due times follow this process's clock on both databases (see the runners).
    runAt: options.runAt ?? new Date(),
    maxAttempts: options.maxAttempts ?? task.maxAttempts,
  };
  if (isPostgres(db)) return addPostgresJob(db, spec);
  const id = await addSqliteJob(db, spec);
  // Inside a transaction too: the runner shares the one SQLite connection, so its look for
  // due jobs waits until this transaction has committed or rolled back.
  wakeRunners();
  return id;
}
