import type { Logger as GraphileLogger, RunnerOptions as GraphileOptions, TaskList as GraphileTaskList } from 'graphile-worker';
import type { Db } from '../db/database.ts';
import { taskList, type JobContext, type TaskList } from './task.ts';
import { errorMessage, failureLine, runClaimedJob } from './run-job.ts';
import { consoleJobLogger, STOP_GRACE_MS, type JobLogger, type JobRunner, type RunnerOptions } from './runner-options.ts';

// PostgreSQL: graphile-worker runs the jobs (LISTEN for new ones, named queues, backoff,
// locks that other instances respect). Our handlers run through the same wrapper as on
// SQLite, so the failure line is the same on both databases.

function graphileTasks(tasks: TaskList, db: Db, logger: JobLogger, rendering: JobContext['rendering']): GraphileTaskList {
  const list: GraphileTaskList = {};
  for (const name of tasks.keys()) {
    list[name] = async (payload, helpers) => {
      const job = { id: helpers.job.id, task: name, payload, attempts: helpers.job.attempts, maxAttempts: helpers.job.max_attempts };
      try {
        await runClaimedJob(tasks, job, db, logger.info, rendering);
      } catch (error) {
        logger.error(failureLine(job, errorMessage(error)));
        throw error;
      }
    };
  }
  return list;
}

async function graphileOptions(options: RunnerOptions): Promise<GraphileOptions> {
  const { Logger } = await import('graphile-worker');
  const logger = options.logger ?? consoleJobLogger;
  // Its failure lines repeat ours; its info lines (every completed job) are noise here.
  const graphileLogger: GraphileLogger = new Logger(() => (level, message, meta) => {
    if (meta.failure || level === 'info' || level === 'debug') return;
    logger.error(`[jobs] graphile-worker ${level}: ${message}`);
  });
  const concurrency = options.concurrency ?? 4;
  return {
    connectionString: options.databaseUrl,
    taskList: graphileTasks(taskList(options.tasks), options.connection.db, logger, options.rendering),
    concurrency,
    maxPoolSize: concurrency + 2,
    pollInterval: options.pollIntervalMs ?? 1000,
    // Due times are judged by this process's clock, as on SQLite (tests move it).
    useNodeTime: true,
    // The server handles SIGTERM and stops the runner itself.
    noHandleSignals: true,
    logger: graphileLogger,
    // A job's completion (or failure) goes through graphile-worker's batcher, which its pool
    // flushes and awaits when it stops. Unbatched (its default), the worker does not wait for
    // that write: `runOnce` could resolve, or a stopping instance close its pool, with a finished
    // job still locked as running, to be run again when the lock expires (seen under load in
    // tests/api/jobs.test.ts). Delay 0 batches only what completes in the same turn.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
  };
}

export async function startPostgresRunner(options: RunnerOptions): Promise<JobRunner> {
  const { run } = await import('graphile-worker');
  const runner = await run(await graphileOptions(options));
  let stopping: Promise<void> | undefined;
  const stop = async () => {
    const grace = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), STOP_GRACE_MS).unref());
    // Past the grace, running jobs are failed (unlocked) so another instance or start retries them.
    if ((await Promise.race([runner.stop(), grace])) === 'late') await runner.kill();
  };
  return { stop: () => (stopping ??= stop()) };
}

/** Runs every job that is due now, then resolves. */
export async function runDuePostgresJobs(options: RunnerOptions): Promise<void> {
  const { runOnce } = await import('graphile-worker');
  await runOnce({ ...(await graphileOptions(options)), concurrency: 1 });
}
