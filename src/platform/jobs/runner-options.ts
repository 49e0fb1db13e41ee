import type { Connection } from '../db/database.ts';
import type { JobContext, Task } from './task.ts';

export interface JobLogger {
  info(line: string): void;
  /** Every failed attempt is logged here. */
  error(line: string): void;
}

export const consoleJobLogger: JobLogger = { info: (line) => console.log(line), error: (line) => console.error(line) };

export interface RunnerOptions {
  connection: Connection;
  /** The PostgreSQL URL graphile-worker connects to (unused on SQLite). */
  databaseUrl: string;
  tasks: readonly Task[];
  /** Jobs run at once by this process (default 4). */
  concurrency?: number;
  /** How often to look for jobs that came due, or were added by another process (default 1 s). */
  pollIntervalMs?: number;
  logger?: JobLogger;
  /** The serving process's renderer, lent to tasks that render pages. */
  rendering?: JobContext['rendering'];
}

/** Stops taking jobs, lets running ones finish for this long, then fails them so they run again. */
export const STOP_GRACE_MS = 2000;

/** A job runner: started by the server, stopped on shutdown. */
export interface JobRunner {
  stop(): Promise<void>;
}
