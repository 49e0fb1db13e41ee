import type { Generated } from 'kysely';

// Storage shapes of migration 0008. On PostgreSQL the job queue is graphile-worker's own
// schema (graphile_worker.*); `jobs` is the SQLite queue with the same meaning per column.

type IsoTime = string;

/** One job of the SQLite queue; a finished job is deleted, a failed one stays (npm run jobs). */
export interface JobTable {
  id: Generated<number>;
  /** The task's name: 'store.rebuild', 'mail.deliver', … */
  task: string;
  /** The payload as JSON, checked by the task's schema when it runs. */
  payload: string;
  /** Jobs of one named queue run one at a time. */
  queue_name: string | null;
  /** The job key: enqueueing with a key replaces the waiting job that has it. */
  key: string | null;
  run_at: IsoTime;
  attempts: Generated<number>;
  max_attempts: number;
  last_error: string | null;
  locked_at: IsoTime | null;
  locked_by: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** PostgreSQL only: the server key shared by every instance in demo mode (one row, id 1). */
export interface AppKeyTable {
  id: number;
  /** 32 bytes, base64. */
  key: string;
  created_at: IsoTime;
}

export interface JobTables {
  jobs: JobTable;
  app_key: AppKeyTable;
}
