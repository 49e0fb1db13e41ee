// Background work: tasks declared once, enqueued in the transaction of the
// write that causes them, run by graphile-worker on PostgreSQL and in-process on SQLite.
export { defineTask, DEFAULT_MAX_ATTEMPTS, type Task, type JobContext } from './task.ts';
export { enqueue, type EnqueueOptions } from './enqueue.ts';
export { startJobRunner, runDueJobs } from './runner.ts';
export type { JobRunner, JobLogger, RunnerOptions } from './runner-options.ts';
export { listJobs, type JobSummary } from './job-list.ts';
export { formatJobReport } from './job-report.ts';
export { installJobQueue } from './install.ts';
export { retryDelayMs } from './backoff.ts';
