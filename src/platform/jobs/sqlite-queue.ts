import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { fromJson, toJson } from '../db/json.ts';
import type { ClaimedJob, JobSpec } from './job-spec.ts';
import { retryDelayMs } from './backoff.ts';

// The SQLite queue: graphile-worker's semantics on a table of our own (migration 0008).
// Times are ISO text (they sort as they compare); "now" is this process's clock.

const iso = (ms: number) => new Date(ms).toISOString();

/** Adds a job, or replaces the waiting job with the same key (see EnqueueOptions.jobKey). */
export function addSqliteJob(db: Db, spec: JobSpec): Promise<string> {
  const time = iso(Date.now());
  const fields = {
    task: spec.task,
    payload: toJson(spec.payload),
    queue_name: spec.queueName,
    run_at: spec.runAt.toISOString(),
    max_attempts: spec.maxAttempts,
    attempts: 0,
    last_error: null,
    updated_at: time,
  };
  return inTransaction(db, async (trx) => {
    if (spec.jobKey !== null) {
      const existing = await trx.selectFrom('jobs').select(['id', 'locked_at']).where('key', '=', spec.jobKey).executeTakeFirst();
      if (existing && existing.locked_at === null) {
        await trx.updateTable('jobs').set(fields).where('id', '=', existing.id).execute();
        return String(existing.id);
      }
      // Running already, so it acts on what it read before this change: let it finish
      // (without retries, as graphile-worker does) and queue a fresh job.
      if (existing)
        await trx
          .updateTable('jobs')
          .set((eb) => ({ key: null, attempts: eb.ref('max_attempts') }))
          .where('id', '=', existing.id)
          .execute();
    }
    const row = await trx
      .insertInto('jobs')
      .values({ ...fields, key: spec.jobKey, locked_at: null, locked_by: null, created_at: time })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  });
}

/**
 * Locks the next due job of a known task whose named queue is not busy, counting the
 * attempt. One statement, so two runners never take the same job.
 */
export async function claimSqliteJob(db: Db, tasks: readonly string[], workerId: string, now = Date.now()): Promise<ClaimedJob | undefined> {
  if (tasks.length === 0) return undefined;
  const time = iso(now);
  const row = await db
    .updateTable('jobs')
    .set((eb) => ({ locked_at: time, locked_by: workerId, attempts: eb('attempts', '+', 1), updated_at: time }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs as due')
        .select('due.id')
        .where('due.locked_at', 'is', null)
        .where('due.run_at', '<=', time)
        .where((inner) => inner('due.attempts', '<', inner.ref('due.max_attempts')))
        .where('due.task', 'in', tasks)
        .where((inner) =>
          inner.or([
            inner('due.queue_name', 'is', null),
            inner.not(
              inner.exists(
                inner.selectFrom('jobs as busy').select('busy.id').whereRef('busy.queue_name', '=', 'due.queue_name').where('busy.locked_at', 'is not', null),
              ),
            ),
          ]),
        )
        .orderBy('due.run_at')
        .orderBy('due.id')
        .limit(1),
    )
    .returning(['id', 'task', 'payload', 'attempts', 'max_attempts'])
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: String(row.id), task: row.task, payload: fromJson(row.payload, 'jobs.payload'), attempts: row.attempts, maxAttempts: row.max_attempts };
}

/** A finished job is deleted, as graphile-worker does. */
export async function completeSqliteJob(db: Db, id: string): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', Number(id)).execute();
}

/** Unlocks a failed attempt with its error, due again after the backoff (or left failed). */
export async function failSqliteJob(db: Db, job: ClaimedJob, message: string, now = Date.now()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('jobs').select('run_at').where('id', '=', Number(job.id)).executeTakeFirst();
    if (!row) return;
    const runAt = Math.max(now, Date.parse(row.run_at)) + retryDelayMs(job.attempts);
    await trx
      .updateTable('jobs')
      .set({ last_error: message, run_at: iso(runAt), locked_at: null, locked_by: null, updated_at: iso(now) })
      .where('id', '=', Number(job.id))
      .execute();
  });
}

/** Unlocks the jobs `workerId` holds, or every lock when none is given (see the runner's start). */
export async function releaseSqliteLocks(db: Db, workerId?: string): Promise<number> {
  let query = db.updateTable('jobs').set({ locked_at: null, locked_by: null }).where('locked_at', 'is not', null);
  if (workerId) query = query.where('locked_by', '=', workerId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
