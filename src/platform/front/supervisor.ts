// Restarts a server process that died on its own (a crash, the OOM killer, kill -9), so the
// service heals instead of running on fewer processes until someone notices. Two users:
// `npm run cluster`'s instances (scripts/cluster.ts: nginx sends the dead instance's share to
// the others meanwhile, proxy_next_upstream, and takes it back once the restarted one answers
// again, max_fails / fail_timeout) and `npm start`'s workers (workers.ts: the primary hands new
// connections to the live ones). An instance stopped on purpose is left stopped.
//
// A crash loop backs off: 1 s, 2 s, 4 s … up to 30 s between attempts, back to 1 s once an
// instance has stayed up for a minute.

export interface SupervisedInstance {
  index: number;
  port: number;
  /** The current process's exit code, or the signal that ended it (a new promise after each start). */
  exited(): Promise<number | string | null>;
  /** Names the current process in the log; `Instance <index> (port <port>)` if absent. */
  label?(): string;
  start(): Promise<void>;
  /** True once stop() was called and until the next start(). */
  stopRequested(): boolean;
}

export interface SupervisorOptions {
  /** A crash and a failed start are errors; an instance serving again is news. */
  log: (line: string, level: 'error' | 'info') => void;
  /** Injected in tests (a controlled clock); setTimeout otherwise. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Up this long, an instance's next crash starts the backoff again from firstDelayMs. */
  healthyAfterMs?: number;
}

export interface Supervisor {
  /** How many times each instance (by index) was started again. */
  restarts: Map<number, number>;
  /** Stops supervising: called before the cluster stops its instances on purpose. */
  stop(): void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function superviseInstances(instances: SupervisedInstance[], options: SupervisorOptions): Supervisor {
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const firstDelayMs = options.firstDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const healthyAfterMs = options.healthyAfterMs ?? 60_000;
  const restarts = new Map<number, number>();
  let stopped = false;

  const watch = async (instance: SupervisedInstance) => {
    let delayMs = firstDelayMs;
    let startedAt = now();
    while (!stopped) {
      const code = await instance.exited();
      if (stopped || instance.stopRequested()) return;
      if (now() - startedAt >= healthyAfterMs) delayMs = firstDelayMs;
      const label = instance.label?.() ?? `Instance ${instance.index} (port ${instance.port})`;
      options.log(`${label} exited (${code ?? 'signal'}); starting it again in ${delayMs / 1000} s, the others serve meanwhile`, 'error');
      await sleep(delayMs);
      if (stopped || instance.stopRequested()) return;
      delayMs = Math.min(delayMs * 2, maxDelayMs);
      startedAt = now();
      try {
        await instance.start();
        restarts.set(instance.index, (restarts.get(instance.index) ?? 0) + 1);
        options.log(`Instance ${instance.index} (port ${instance.port}) is serving again`, 'info');
      } catch (error) {
        // start() failed (it killed what it started): the loop sees that exit and tries again later.
        options.log(error instanceof Error ? error.message.split('\n')[0]! : String(error), 'error');
      }
    }
  };

  // Each loop waits on its instance's exit; once stopped, the cluster's own stop ends them.
  for (const instance of instances) void watch(instance);
  return {
    restarts,
    stop() {
      stopped = true;
    },
  };
}
