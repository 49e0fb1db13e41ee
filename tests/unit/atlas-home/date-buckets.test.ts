// Per-day figures of the home page: days as the first ten characters of ISO text, the same
// on SQLite and PostgreSQL; empty days are zeros.
import { describe, expect, it } from 'vitest';
import { dayRange, dayStart, fillDays, isDay, nextDay } from '../../../src/server/accounts/atlas-home/date-buckets.ts';

describe('date buckets', () => {
  it('lists the days ending with the last one, oldest first, across a month end', () => {
    expect(dayRange('2026-12-02', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(dayRange('2026-11-26', 30)).toHaveLength(30);
    expect(dayRange('2026-11-26', 30)[0]).toBe('2026-10-28');
    expect(dayRange('2024-03-01', 2)).toEqual(['2024-02-29', '2024-03-01']);
  });

  it('ranges over ISO text', () => {
    expect(dayStart('2026-11-26')).toBe('2026-11-26T00:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    // Text order is time order for these stamps.
    expect('2026-11-26T23:59:59.999Z' < dayStart(nextDay('2026-11-26'))).toBe(true);
  });

  it('fills counts per day, zeros elsewhere, whatever type the driver returns', () => {
    const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
    expect(
      fillDays(days, [
        { day: '2026-11-26', count: '3' },
        { day: '2026-11-24', count: 2n },
        { day: '2026-10-01', count: 9 },
        { day: null, count: 4 },
      ]),
    ).toEqual([2, 0, 3]);
    expect(fillDays(days, [])).toEqual([0, 0, 0]);
  });

  it('accepts only real calendar days', () => {
    expect(isDay('2026-11-26')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-11-26T00:00')).toBe(false);
    expect(isDay('26/11/2026')).toBe(false);
  });
});
