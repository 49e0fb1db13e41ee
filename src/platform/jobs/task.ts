import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { Division } from '../../schemas/division.ts';
import type { StoreRuntime } from '../render-cache/store-runtime.ts';
import type { HostDirectory } from '../front/host-directory.ts';

/** What a process that renders pages lends its jobs (the server, store:rebuild: src/app/rendering-process.ts). */
export interface JobRendering {
  runtime: StoreRuntime & { hosts: HostDirectory };
  /** Renders one path of a store at a host, as an anonymous visitor; shareable pages are kept. */
  renderPath(division: Division, host: string, path: string): Promise<{ status: number }>;
}

/** What a handler is given besides its payload. */
export interface JobContext {
  db: Db;
  /** The job being run; `attempts` counts this run (1 the first time, `maxAttempts` the last). */
  job: { id: string; attempts: number; maxAttempts: number };
  log: (line: string) => void;
  /** The serving process's renderer, for tasks that render pages (store.rebuild); absent where none runs. */
  rendering?: JobRendering | undefined;
}

/** A kind of background work: declared once, enqueued by name, run by the job runner. */
export interface Task<S extends z.ZodType = z.ZodType> {
  /** Dotted, e.g. 'store.rebuild'. */
  readonly name: string;
  /** The payload, checked when a job is enqueued and again when it runs. */
  readonly payload: S;
  /** Runs before the job is left failed (its last error stays visible in `npm run jobs`). */
  readonly maxAttempts: number;
  /** Throwing fails this attempt; the job runs again after a backoff while attempts remain. */
  run(payload: z.output<S>, context: JobContext): Promise<void>;
}

/** What enqueueing needs of a task: its name, payload schema and attempts (the handler may live elsewhere). */
export type TaskSpec<S extends z.ZodType = z.ZodType> = Pick<Task<S>, 'name' | 'payload' | 'maxAttempts'>;

/** graphile-worker's default. */
export const DEFAULT_MAX_ATTEMPTS = 25;

export function defineTask<S extends z.ZodType>(task: Omit<Task<S>, 'maxAttempts'> & { maxAttempts?: number }): Task<S> {
  return { ...task, maxAttempts: task.maxAttempts ?? DEFAULT_MAX_ATTEMPTS };
}

/** The tasks a runner knows, by name. */
export type TaskList = ReadonlyMap<string, Task>;

export function taskList(tasks: readonly Task[]): TaskList {
  return new Map(tasks.map((task) => [task.name, task]));
}
