import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { ClaimedJob } from './job-spec.ts';
import { taskList, type JobContext, type TaskList } from './task.ts';
import { claimSqliteJob, completeSqliteJob, failSqliteJob, releaseSqliteLocks } from './sqlite-queue.ts';
import { errorMessage, failureLine, runClaimedJob } from './run-job.ts';
import { onJobEnqueued } from './wake.ts';
import { consoleJobLogger, STOP_GRACE_MS, type JobLogger, type JobRunner, type RunnerOptions } from './runner-options.ts';

/** Runs one claimed job to its end: deleted when done, unlocked with its error when not. */
async function settle(db: Db, tasks: TaskList, job: ClaimedJob, logger: JobLogger, rendering: JobContext['rendering']): Promise<void> {
  let failure: string | undefined;
  try {
    await runClaimedJob(tasks, job, db, logger.info, rendering);
  } catch (error) {
    failure = errorMessage(error);
    logger.error(failureLine(job, failure));
  }
  try {
    await (failure === undefined ? completeSqliteJob(db, job.id) : failSqliteJob(db, job, failure));
  } catch (error) {
    // The lock stays; the next start releases it and the job runs again.
    logger.error(`[jobs] could not record how ${job.task} #${job.id} ended: ${errorMessage(error)}`);
  }
}

/** Runs every job that is due now, one after another, then resolves. */
export async function runDueSqliteJobs(options: RunnerOptions): Promise<void> {
  const { db } = options.connection;
  const tasks = taskList(options.tasks);
  const workerId = `once-${randomUUID()}`;
  for (;;) {
    const job = await claimSqliteJob(db, [...tasks.keys()], workerId);
    if (!job) return;
    await settle(db, tasks, job, options.logger ?? consoleJobLogger, options.rendering);
  }
}

/**
 * The in-process runner for SQLite: woken at once when this process enqueues, and polling
 * for jobs that come due or that another process (a CLI) added.
 */
export async function startSqliteRunner(options: RunnerOptions): Promise<JobRunner> {
  const { db } = options.connection;
  const tasks = taskList(options.tasks);
  const names = [...tasks.keys()];
  const logger = options.logger ?? consoleJobLogger;
  const concurrency = options.concurrency ?? 4;
  const workerId = `sqlite-${randomUUID()}`;
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let filling: Promise<void> | undefined;
  let again = false;

  // One SQLite database serves one server, so a lock found now was left by one that died.
  const released = await releaseSqliteLocks(db);
  if (released > 0) logger.info(`[jobs] released ${released} job(s) left running by a previous start`);

  const fill = async () => {
    while (!stopped && running.size < concurrency) {
      const job = await claimSqliteJob(db, names, workerId);
      if (!job) return;
      const run = settle(db, tasks, job, logger, options.rendering).finally(() => {
        running.delete(job.id);
        poke();
      });
      running.set(job.id, run);
    }
  };
  // Pokes that arrive while a fill is under way make it look once more when it ends.
  const poke = () => {
    if (stopped) return;
    if (filling) {
      again = true;
      return;
    }
    filling = fill()
      .catch((error: unknown) => logger.error(`[jobs] could not take a job: ${errorMessage(error)}`))
      .finally(() => {
        filling = undefined;
        if (again) {
          again = false;
          poke();
        }
      });
  };

  const stopWaking = onJobEnqueued(poke);
  const poll = setInterval(poke, options.pollIntervalMs ?? 1000);
  poll.unref();
  poke();

  let stopping: Promise<void> | undefined;
  const stop = async () => {
    stopped = true;
    clearInterval(poll);
    stopWaking();
    await filling;
    const grace = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
    await Promise.race([Promise.allSettled(running.values()), grace]);
    // Still running: unlocked so that the next start runs them again.
    await releaseSqliteLocks(db, workerId);
  };
  return { stop: () => (stopping ??= stop()) };
}
