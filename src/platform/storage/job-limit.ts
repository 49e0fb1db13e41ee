import os from 'node:os';

// Image work is CPU-bound native code: more jobs in flight than cores only adds memory
// (a raw 1280² rendition is 6.5 MB) and context switches, never speed.

/**
 * One image job per core. Measured on 2 cores (140 demo images): 2 jobs × 1 sharp thread
 * 30.5 s, 2 × 2 threads 28.7 s, 1 job × 2 threads 47.1 s: SVG rasterising is single-threaded,
 * so parallel jobs are what scales, and libvips threads per job hardly matter.
 */
export const IMAGE_JOB_LIMIT = Math.max(1, os.availableParallelism());
