import type { Db } from '../db/database.ts';
import type { ClaimedJob } from './job-spec.ts';
import type { JobContext, TaskList } from './task.ts';

export type JobLog = (line: string) => void;

/** The line logged for every failed attempt, on both databases. */
export function failureLine(job: ClaimedJob, message: string): string {
  const last = job.attempts >= job.maxAttempts ? ', giving up' : '';
  return `[jobs] ${job.task} #${job.id} failed (attempt ${job.attempts} of ${job.maxAttempts}${last}): ${message}`;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Checks the payload against the task's schema and runs its handler; throws what it throws. */
export async function runClaimedJob(tasks: TaskList, job: ClaimedJob, db: Db, log: JobLog, rendering?: JobContext['rendering']): Promise<void> {
  const task = tasks.get(job.task);
  if (!task) throw new Error(`No task named ${job.task}`);
  const payload = task.payload.parse(job.payload);
  await task.run(payload, { db, log, rendering, job: { id: job.id, attempts: job.attempts, maxAttempts: job.maxAttempts } });
}
