import { sql } from 'kysely';
import type { Connection } from '../db/database.ts';

/** How many jobs the queue holds, by state (finished jobs are deleted, so these are all there are). */
export interface QueueDepth {
  /** Waiting for a worker: due now or later, retries included. */
  queued: number;
  /** Locked by a worker right now. */
  running: number;
  /** Out of attempts: kept for `npm run jobs` until someone looks. */
  failed: number;
}

interface DepthRow {
  queued: number | string | null;
  running: number | string | null;
  failed: number | string | null;
}

const depthOf = (row: DepthRow | undefined): QueueDepth => ({
  queued: Number(row?.queued ?? 0),
  running: Number(row?.running ?? 0),
  failed: Number(row?.failed ?? 0),
});

/**
 * Counts the queue in one statement (read at every metrics scrape). On PostgreSQL it reads
 * graphile-worker's jobs view; before its schema is installed the queue is empty.
 */
export async function queueDepth({ db, dialect }: Connection): Promise<QueueDepth> {
  if (dialect === 'postgres') {
    const { rows } = await sql<DepthRow>`
      select
        count(*) filter (where locked_at is null and attempts < max_attempts) as queued,
        count(*) filter (where locked_at is not null) as running,
        count(*) filter (where locked_at is null and attempts >= max_attempts) as failed
      from graphile_worker.jobs`
      .execute(db)
      .catch((error: { code?: string }) => {
        if (error.code === '42P01' || error.code === '3F000') return { rows: [] as DepthRow[] };
        throw error;
      });
    return depthOf(rows[0]);
  }
  const { rows } = await sql<DepthRow>`
    select
      sum(case when locked_at is null and attempts < max_attempts then 1 else 0 end) as queued,
      sum(case when locked_at is not null then 1 else 0 end) as running,
      sum(case when locked_at is null and attempts >= max_attempts then 1 else 0 end) as failed
    from jobs`.execute(db);
  return depthOf(rows[0]);
}
