import { describe, expect, it } from 'vitest';
import { formatJobReport } from '../../../src/platform/jobs/job-report.ts';
import type { JobSummary } from '../../../src/platform/jobs/job-list.ts';

const job = (fields: Partial<JobSummary>): JobSummary => ({
  id: '1',
  task: 'store.rebuild',
  state: 'queued',
  queueName: null,
  key: null,
  runAt: '2026-03-01T10:00:00.000Z',
  attempts: 0,
  maxAttempts: 5,
  lastError: null,
  ...fields,
});

describe('npm run jobs', () => {
  it('says so when there is nothing', () => {
    expect(formatJobReport([], 'sqlite')).toBe('No queued, running or failed jobs (sqlite).');
  });

  it('counts jobs by state and shows each with its queue, key and last error', () => {
    const report = formatJobReport(
      [
        job({ id: '7', queueName: 'rebuild:1', key: 'rebuild:1' }),
        job({ id: '8', task: 'mail.deliver', state: 'failed', attempts: 10, maxAttempts: 10, lastError: '550 Mailbox unavailable' }),
      ],
      'postgres',
    );
    expect(report.split('\n')).toEqual([
      '2 job(s) on postgres: 1 queued, 1 failed',
      '#7 store.rebuild queued attempts 0/5 run at 2026-03-01T10:00:00.000Z (queue rebuild:1, key rebuild:1)',
      '#8 mail.deliver failed attempts 10/10 run at 2026-03-01T10:00:00.000Z',
      '    last error: 550 Mailbox unavailable',
    ]);
  });
});
