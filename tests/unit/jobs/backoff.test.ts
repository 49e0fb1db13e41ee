import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../../src/platform/jobs/backoff.ts';

describe("retry backoff (graphile-worker's rule, on both databases)", () => {
  it('waits e^attempts seconds, at most e^10 (about 6 hours)', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2718, 7389, 20086]);
    expect(retryDelayMs(10)).toBe(22_026_466);
    expect(retryDelayMs(25)).toBe(retryDelayMs(10));
  });
});
