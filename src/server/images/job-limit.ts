import os from 'node:os';

// Image work is CPU-bound native code: more jobs in flight than cores only adds memory
// (a raw 1280² rendition is 6.5 MB) and context switches, never speed.

/**
 * One image job per core. Measured on 2 cores (140 demo images): 2 jobs × 1 sharp thread
 * 30.5 s, 2 × 2 threads 28.7 s, 1 job × 2 threads 47.1 s: SVG rasterising is single-threaded,
 * so parallel jobs are what scales, and libvips threads per job hardly matter.
 */
export const IMAGE_JOB_LIMIT = Math.max(1, os.availableParallelism());

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs at most `limit` tasks at once; the rest wait their turn in order. */
export function createLimiter(limit: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return async (task) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** `Promise.all(items.map(task))` with at most `limit` tasks running. */
export function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const run = createLimiter(limit);
  return Promise.all(items.map((item, index) => run(() => task(item, index))));
}
