import cluster, { type Worker } from 'node:cluster';
import { isSiblingMessage } from './siblings.ts';
import { answerScrapes } from '../ops/cluster-metrics.ts';

// `npm start` on a machine with several cores: one primary process that forks the server
// processes (node:cluster workers) and relays what they tell each other (siblings.ts).
// The workers share one port; the primary hands each new connection to the next worker in
// turn. One Node process renders on one core; two on two cores measured about twice the
// uncached renders a second at half the latency (docs/benchmarks.md).

/** Told to every worker: which one it is, and whether it runs the job queue. */
export const WORKER_SLOT_ENV = 'PRINTFRONT_WORKER_SLOT';
export const RUNS_JOBS_ENV = 'PRINTFRONT_RUNS_JOBS';

/** A worker that dies this soon after it started waits before the next try, doubling up to 30 s. */
const QUICK_DEATH_MS = 5_000;

export interface WorkerPoolOptions {
  count: number;
  /** On SQLite one worker runs the job queue (its runner releases locks it finds, as left by a crash); on PostgreSQL all do. */
  jobsInEveryWorker: boolean;
  /** How long SIGTERM may take in the workers before the primary gives up on them. */
  stopWithinMs: number;
  log: { info(line: string): void; error(line: string): void };
}

/** Forks the workers; resolves once every one of them listens. SIGTERM/SIGINT stop them all, then this process. */
export function startWorkers(options: WorkerPoolOptions): Promise<void> {
  const { count, log } = options;
  const slots = new Map<Worker, number>();
  const startedAt = new Map<number, number>();
  const delays = new Map<number, number>();
  let stopping = false;
  const scrapes = answerScrapes();

  const fork = (slot: number) => {
    startedAt.set(slot, Date.now());
    const runsJobs = options.jobsInEveryWorker || slot === 1;
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot), [RUNS_JOBS_ENV]: runsJobs ? '1' : '0' });
    slots.set(worker, slot);
    worker.on('message', (message: unknown) => {
      if (scrapes(worker, message) || !isSiblingMessage(message)) return;
      for (const other of slots.keys()) if (other !== worker && other.isConnected()) other.send(message);
    });
    return worker;
  };

  // A worker that dies on its own (a crash, out of memory) is started again in its slot.
  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker);
    slots.delete(worker);
    if (stopping || slot === undefined) return;
    const quick = Date.now() - (startedAt.get(slot) ?? 0) < QUICK_DEATH_MS;
    const delay = quick ? Math.min((delays.get(slot) ?? 500) * 2, 30_000) : 0;
    delays.set(slot, quick ? delay : 500);
    log.error(`[workers] worker ${slot} (pid ${worker.process.pid}) exited with ${signal ?? code}: starting it again${delay ? ` in ${delay} ms` : ''}`);
    setTimeout(() => {
      if (!stopping) fork(slot);
    }, delay);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Each worker drains its own requests (src/server/front/main.ts). A terminal's Ctrl-C has
    // reached them already as SIGINT; SIGTERM is the one they still listen for, so a second
    // Ctrl-C, and only that, stops them at once.
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    const exits = [...slots.keys()].map((worker) => new Promise<boolean>((resolve) => {
      if (worker.process.exitCode !== null) resolve(worker.process.exitCode === 0);
      else worker.process.once('exit', (code) => resolve(code === 0));
    }));
    void Promise.all(exits).then((clean) => process.exit(clean.every(Boolean) ? 0 : 1));
    setTimeout(() => {
      log.error('[workers] the workers took too long to stop: exiting');
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, options.stopWithinMs).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  return new Promise((resolve, reject) => {
    let listening = 0;
    const first = new Set<Worker>();
    for (let slot = 1; slot <= count; slot++) first.add(fork(slot));
    const onListening = (worker: Worker) => {
      if (!first.delete(worker)) return;
      listening += 1;
      if (listening === count) {
        cluster.off('listening', onListening);
        resolve();
      }
    };
    cluster.on('listening', onListening);
    // A worker that cannot start (a port in use, a bad setting) fails the start, as one process would.
    for (const worker of first) worker.once('exit', (code) => {
      if (first.has(worker)) {
        stopping = true;
        for (const other of slots.keys()) other.process.kill('SIGTERM');
        reject(new Error(`worker ${slots.get(worker) ?? '?'} exited with ${code} before it listened`));
      }
    });
  });
}
