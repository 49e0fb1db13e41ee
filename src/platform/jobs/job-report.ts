import type { JobSummary } from './job-list.ts';

/** `npm run jobs`: a count by state, then one line per job with its last error under it. */
export function formatJobReport(jobs: readonly JobSummary[], dialect: string): string {
  if (jobs.length === 0) return `No queued, running or failed jobs (${dialect}).`;
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(job.state, (counts.get(job.state) ?? 0) + 1);
  const lines = [`${jobs.length} job(s) on ${dialect}: ${[...counts].map(([state, count]) => `${count} ${state}`).join(', ')}`];
  for (const job of jobs) {
    const where = [job.queueName && `queue ${job.queueName}`, job.key && `key ${job.key}`].filter(Boolean).join(', ');
    lines.push(`#${job.id} ${job.task} ${job.state} attempts ${job.attempts}/${job.maxAttempts} run at ${job.runAt}${where ? ` (${where})` : ''}`);
    if (job.lastError) lines.push(`    last error: ${job.lastError}`);
  }
  return lines.join('\n');
}
