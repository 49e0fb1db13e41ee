// The editor's Schedule control: the owner's local time, sent as ISO-8601 with its offset.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageScheduleBody } from '../../../../src/schemas/page-editing.ts';
import { parseLocalInput, SCHEDULE_MESSAGES, scheduledText, scheduleTime, toLocalInput, toOffsetIso } from '../../../../islands/editor/schedule-time.ts';

// Node reads TZ afresh when it changes, so each test sets the owner's zone.
const originalZone = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone;
};

describe('schedule times', () => {
  beforeEach(() => inZone('Europe/London'));
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('sends the wall-clock time typed with the offset of that day (GMT in winter, BST in summer)', () => {
    expect(toOffsetIso(parseLocalInput('2026-11-27T10:30')!)).toBe('2026-11-27T10:30:00+00:00');
    expect(toOffsetIso(parseLocalInput('2026-06-01T09:00')!)).toBe('2026-06-01T09:00:00+01:00');
  });

  it('keeps negative and half-hour offsets, and the instant is the one typed', () => {
    inZone('America/New_York');
    const winter = toOffsetIso(parseLocalInput('2026-12-01T23:15')!);
    expect(winter).toBe('2026-12-01T23:15:00-05:00');
    expect(new Date(winter).toISOString()).toBe('2026-12-02T04:15:00.000Z');
    inZone('Asia/Kolkata');
    expect(toOffsetIso(parseLocalInput('2026-12-01T08:00')!)).toBe('2026-12-01T08:00:00+05:30');
  });

  it('is what the schedule call accepts', () => {
    const time = scheduleTime('2026-11-27T10:30', new Date('2026-11-26T10:00:00Z'));
    expect(time).toEqual({ ok: true, publishAt: '2026-11-27T10:30:00+00:00' });
    expect(PageScheduleBody.safeParse({ publishAt: time.ok ? time.publishAt : '' }).success).toBe(true);
  });

  it('refuses a time already passed, or now, with a clear message', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(scheduleTime('2026-11-26T09:59', now)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.past });
    expect(scheduleTime('2026-11-26T10:00', now)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.past });
    expect(scheduleTime('2026-11-26T10:01', now).ok).toBe(true);
  });

  it('refuses an empty, partial or impossible date', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    for (const value of ['', '2026-11-27', '2026-11-27T', '27/11/2026 10:30', '2027-02-31T10:00']) {
      expect(scheduleTime(value, now)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.missing });
    }
  });

  it('shows a pending schedule back in the input and as DD/MM/YY hh:mm a', () => {
    expect(toLocalInput('2026-06-01T08:00:00.000Z')).toBe('2026-06-01T09:00');
    expect(toLocalInput('not a date')).toBe('');
    expect(scheduledText('2026-11-27T10:30:00Z', 'Europe/London')).toBe('Scheduled for 27/11/26 10:30 am');
    expect(scheduledText('2026-06-01T13:05:00Z', 'Europe/London')).toBe('Scheduled for 01/06/26 02:05 pm');
  });
});
