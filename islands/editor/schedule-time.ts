import { formatDisplayDate } from '../../src/lib/dates.ts';

// The Schedule control's times: a datetime-local input holds the owner's wall-clock time with
// no zone; the schedule call wants ISO-8601 with an offset (PageScheduleBody), and the status
// shows it back as DD/MM/YY hh:mm a, in the same zone the owner typed it in.

export const SCHEDULE_MESSAGES = {
  missing: 'Choose the date and time to publish this page.',
  past: 'Choose a time in the future: this one has already passed.',
} as const;

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** The input's value read as local time, or null when it is not a whole date and time (or not a real one, e.g. 31/02). */
export function parseLocalInput(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** A moment as ISO-8601 in local time with its offset: "2026-11-27T10:30:00+00:00", "2026-06-01T09:00:00+01:00". */
export function toOffsetIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${clock}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An ISO time as the input's value in local time ("2026-11-27T10:30"), to show the pending schedule. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type ScheduleTime = { ok: true; publishAt: string } | { ok: false; message: string };

/** What the Schedule button sends, or why it refuses: an empty or partial value, or a time not after `now`. */
export function scheduleTime(value: string, now: Date): ScheduleTime {
  const date = parseLocalInput(value);
  if (!date) return { ok: false, message: SCHEDULE_MESSAGES.missing };
  if (date.getTime() <= now.getTime()) return { ok: false, message: SCHEDULE_MESSAGES.past };
  return { ok: true, publishAt: toOffsetIso(date) };
}

/** "Scheduled for 27/11/26 10:30 am", in the owner's own zone (the one the time was typed in). */
export function scheduledText(iso: string, timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return `Scheduled for ${formatDisplayDate(iso, timeZone)}`;
}
