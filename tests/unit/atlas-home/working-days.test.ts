// Late orders: paid more than N working days ago (the working weekdays are Monday to Friday)
// and not shipped. 2026-11-23 is a Monday.
import { describe, expect, it } from 'vitest';
import { isLate, isWorkingDay, lateCutoff, workingDaysSince } from '../../../src/server/accounts/atlas-home/working-days.ts';

describe('working days', () => {
  it('are Monday to Friday', () => {
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].every((day) => isWorkingDay(day))).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-29')).toBe(false);
  });

  it('put the late cutoff on the earliest day that has waited N working days, over weekends', () => {
    expect(lateCutoff('2026-11-26', 3)).toBe('2026-11-23'); // Thu: Tue, Wed, Thu → Mon
    expect(lateCutoff('2026-11-25', 3)).toBe('2026-11-20'); // Wed: Mon, Tue, Wed → the Friday before
    expect(lateCutoff('2026-11-23', 1)).toBe('2026-11-20'); // Mon → Fri
    expect(lateCutoff('2026-11-29', 1)).toBe('2026-11-26'); // Sun: Friday alone → Thu
    expect(lateCutoff('2026-11-29', 0)).toBe('2026-11-27');
  });

  it('honour other working weeks', () => {
    expect(lateCutoff('2026-11-26', 2, [1, 2, 3, 4, 5, 6])).toBe('2026-11-24');
    expect(lateCutoff('2026-11-30', 1, [1, 2, 3, 4, 5, 6])).toBe('2026-11-28'); // Mon → Sat
    expect(() => lateCutoff('2026-11-26', 1, [])).toThrow();
  });

  it('count the waiting days after payment', () => {
    expect(workingDaysSince('2026-11-20T16:00:00.000Z', '2026-11-23')).toBe(1); // Fri → Mon
    expect(workingDaysSince('2026-11-21T10:00:00.000Z', '2026-11-23')).toBe(1); // Sat → Mon
    expect(workingDaysSince('2026-11-23T10:00:00.000Z', '2026-11-23')).toBe(0);
    expect(workingDaysSince('2026-11-16T10:00:00.000Z', '2026-11-26')).toBe(8);
  });
});

describe('lateness', () => {
  it('is more than N working days, not N', () => {
    // Wednesday 25th, 3 working days: cutoff Friday 20th.
    expect(lateCutoff('2026-11-25', 3)).toBe('2026-11-20');
    expect(isLate('2026-11-19T23:59:59.000Z', '2026-11-25', 3)).toBe(true);
    expect(isLate('2026-11-20T00:00:00.000Z', '2026-11-25', 3)).toBe(false);
    expect(isLate('2026-11-21T09:00:00.000Z', '2026-11-25', 3)).toBe(false); // paid on Saturday
  });

  it('does not tick at weekends', () => {
    // Paid Thursday 19th: on Monday 23rd two working days have passed (Fri, Mon).
    expect(isLate('2026-11-19T12:00:00.000Z', '2026-11-23', 2)).toBe(false);
    expect(isLate('2026-11-19T12:00:00.000Z', '2026-11-24', 2)).toBe(true);
    expect(isLate('2026-11-19T12:00:00.000Z', '2026-11-22', 1)).toBe(false); // Sunday: Friday only
    expect(isLate('2026-11-19T12:00:00.000Z', '2026-11-23', 1)).toBe(true);
  });

  it('agrees with the waiting count: late exactly when waiting exceeds N', () => {
    for (const today of ['2026-11-23', '2026-11-26', '2026-11-28', '2026-11-29']) {
      for (let back = 0; back < 20; back++) {
        const paid = new Date(Date.parse(`${today}T12:00:00.000Z`) - back * 86_400_000).toISOString();
        for (const n of [0, 1, 2, 3, 5]) expect(isLate(paid, today, n), `${paid} on ${today}, n=${n}`).toBe(workingDaysSince(paid, today) > n);
      }
    }
  });
});
