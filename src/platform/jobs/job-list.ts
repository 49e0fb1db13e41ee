import { sql } from 'kysely';
import type { Connection } from '../db/database.ts';

/** One job as `npm run jobs` shows it. */
export interface JobSummary {
  id: string;
  task: string;
  /** retrying: failed before, runs again at runAt; failed: out of attempts. */
  state: 'queued' | 'running' | 'retrying' | 'failed';
  queueName: string | null;
  key: string | null;
  runAt: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
}

interface JobRow {
  id: string | number;
  task: string;
  queue_name: string | null;
  key: string | null;
  run_at: string | Date;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  locked_at: string | Date | null;
}

const LIST_LIMIT = 200;

function summary(row: JobRow): JobSummary {
  const state = row.locked_at !== null ? 'running' : row.attempts >= row.max_attempts ? 'failed' : row.attempts > 0 ? 'retrying' : 'queued';
  const runAt = row.run_at instanceof Date ? row.run_at.toISOString() : row.run_at;
  return {
    id: String(row.id),
    task: row.task,
    state,
    queueName: row.queue_name,
    key: row.key,
    runAt,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
  };
}

/**
 * Queued, running and failed jobs (finished ones are deleted), soonest first, at most 200.
 * On PostgreSQL, before graphile-worker's schema exists, there are none.
 */
export async function listJobs({ db, dialect }: Connection): Promise<JobSummary[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<JobRow>`
      select id, task_identifier as task, queue_name, key, run_at, attempts, max_attempts, last_error, locked_at
      from graphile_worker.jobs order by run_at, id limit ${LIST_LIMIT}`
      .execute(db)
      .catch((error: { code?: string }) => {
        if (error.code === '42P01') return { rows: [] as JobRow[] };
        throw error;
      });
    return rows.map(summary);
  }
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'task', 'queue_name', 'key', 'run_at', 'attempts', 'max_attempts', 'last_error', 'locked_at'])
    .orderBy('run_at')
    .orderBy('id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(summary);
}
