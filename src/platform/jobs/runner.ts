import type { JobRunner, RunnerOptions } from './runner-options.ts';
import { runDueSqliteJobs, startSqliteRunner } from './sqlite-runner.ts';
import { runDuePostgresJobs, startPostgresRunner } from './postgres-runner.ts';

/** Starts running jobs in the background: graphile-worker on PostgreSQL, in-process on SQLite. */
export function startJobRunner(options: RunnerOptions): Promise<JobRunner> {
  return options.connection.dialect === 'postgres' ? startPostgresRunner(options) : startSqliteRunner(options);
}

/** Runs every job that is due now, then resolves (tests; a one-off drain). */
export function runDueJobs(options: RunnerOptions): Promise<void> {
  return options.connection.dialect === 'postgres' ? runDuePostgresJobs(options) : runDueSqliteJobs(options);
}
