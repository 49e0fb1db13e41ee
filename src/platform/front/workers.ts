import cluster, { type Worker } from 'node:cluster';
import { isSiblingMessage } from './sibling-messages.ts';
import { answerScrapes } from '../ops/cluster-metrics.ts';
import { superviseInstances, type SupervisedInstance, type Supervisor } from './supervisor.ts';
import { config } from '../config/config.ts';

// `npm start` on a machine with several cores: one primary process that forks the server
// processes (node:cluster workers) and relays what they tell each other (siblings.ts).
// The workers share one port; the primary hands each new connection to the next worker in
// turn. One Node process renders on one core; two on two cores measured about twice the
// uncached renders a second at half the latency (docs/benchmarks.md).

/** Told to every worker: which one it is, and whether it runs the job queue. */
export const WORKER_SLOT_ENV = 'PRINTFRONT_WORKER_SLOT';
export const RUNS_JOBS_ENV = 'PRINTFRONT_RUNS_JOBS';

export interface WorkerPoolOptions {
  count: number;
  /** On SQLite one worker runs the job queue (its runner releases locks it finds, as left by a crash); on PostgreSQL all do. */
  jobsInEveryWorker: boolean;
  /** How long SIGTERM may take in the workers before the primary gives up on them. */
  stopWithinMs: number;
  log: { info(line: string): void; error(line: string): void };
}

/**
 * Forks the workers; resolves once every one of them listens. A worker that dies on its own
 * is forked again in its slot (supervisor.ts: the same backoff as `npm run cluster`'s
 * instances). SIGTERM/SIGINT stop them all, then this process.
 */
export async function startWorkers(options: WorkerPoolOptions): Promise<void> {
  const { count, log } = options;
  const live = new Set<Worker>();
  let stopping = false;
  let supervisor: Supervisor | undefined;
  const scrapes = answerScrapes();

  const fork = (slot: number): Worker => {
    const runsJobs = options.jobsInEveryWorker || slot === 1;
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot), [RUNS_JOBS_ENV]: runsJobs ? '1' : '0' });
    live.add(worker);
    worker.on('message', (message: unknown) => {
      if (scrapes(worker, message) || !isSiblingMessage(message)) return;
      for (const other of live) if (other !== worker && other.isConnected()) other.send(message);
    });
    // The supervisor logs a crash and starts the slot again (workerSlot); one that never
    // listened fails its start instead.
    worker.once('exit', () => live.delete(worker));
    return worker;
  };
  const slots = Array.from({ length: count }, (_, at) => workerSlot(at + 1, fork, () => stopping));

  const stop = () => {
    if (stopping) return;
    stopping = true;
    supervisor?.stop();
    // Each worker drains its own requests (src/app/main.ts). A terminal's Ctrl-C has
    // reached them already as SIGINT; SIGTERM is the one they still listen for, so a second
    // Ctrl-C, and only that, stops them at once.
    for (const worker of live) worker.process.kill('SIGTERM');
    const exits = [...live].map(
      (worker) =>
        new Promise<boolean>((resolve) => {
          if (worker.process.exitCode !== null) resolve(worker.process.exitCode === 0);
          else worker.process.once('exit', (code) => resolve(code === 0));
        }),
    );
    void Promise.all(exits).then((clean) => process.exit(clean.every(Boolean) ? 0 : 1));
    setTimeout(() => {
      log.error('[workers] the workers took too long to stop: exiting');
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, options.stopWithinMs).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  // A worker that cannot start (a port in use, a bad setting) fails the start, as one process would.
  try {
    await Promise.all(slots.map((slot) => slot.start()));
  } catch (error) {
    stopping = true;
    for (const worker of live) worker.process.kill('SIGTERM');
    throw error;
  }
  supervisor = superviseInstances(slots, { log: (line, level) => log[level](`[workers] ${line}`) });
}

/** One worker's place in the pool, as the supervisor sees it: its current process, started again in the same slot. */
function workerSlot(slot: number, fork: (slot: number) => Worker, stopping: () => boolean): SupervisedInstance {
  let exit: Promise<number | string | null> = Promise.resolve(null);
  let pid: number | undefined;
  return {
    index: slot,
    port: config.port,
    exited: () => exit,
    label: () => `Worker ${slot} (pid ${pid})`,
    stopRequested: stopping,
    start() {
      const worker = fork(slot);
      pid = worker.process.pid;
      exit = new Promise((resolve) => worker.once('exit', (code, signal) => resolve(signal ?? code)));
      return new Promise<void>((resolve, reject) => {
        worker.once('listening', () => resolve());
        worker.once('exit', (code, signal) => reject(new Error(`worker ${slot} exited with ${signal ?? code} before it listened`)));
      });
    },
  };
}
