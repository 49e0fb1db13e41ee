// Waiting for a queued job in API tests: for as long as it runs, not for a fixed time. Heavy jobs
// (300 DPI print files) take seconds on an idle machine and many times that on a busy one; the
// wait ends when the job does, and the test's own timeout (scaled to the machine) catches a job
// that never ends.
import type { Connection } from '../../src/platform/db/database.ts';
import { listJobs } from '../../src/platform/jobs/index.ts';

/**
 * Resolves once the job queued under `key` has finished (a finished job leaves the queue);
 * throws with the job's error when it failed or waits to be tried again.
 */
export async function jobFinished(connection: Connection, key: string): Promise<void> {
  for (;;) {
    const job = (await listJobs(connection)).find((candidate) => candidate.key === key);
    if (!job) return;
    if (job.state === 'failed' || job.state === 'retrying') throw new Error(`Job ${key} ${job.state} after ${job.attempts} attempt(s): ${job.lastError}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
