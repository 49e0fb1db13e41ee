import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobSpec } from './job-spec.ts';

// PostgreSQL's queue is graphile-worker: jobs are added with its SQL function, on the
// caller's connection, so they commit with the caller's transaction; add_job notifies the
// workers of every instance, which hear it at commit.

export async function addPostgresJob(db: Db, spec: JobSpec): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select (graphile_worker.add_job(
      ${spec.task},
      payload => ${JSON.stringify(spec.payload)}::json,
      queue_name => ${spec.queueName}::text,
      run_at => ${spec.runAt.toISOString()}::timestamptz,
      max_attempts => ${spec.maxAttempts}::int,
      job_key => ${spec.jobKey}::text,
      job_key_mode => 'replace'
    )).id::text as id`.execute(db);
  return rows[0]!.id;
}
