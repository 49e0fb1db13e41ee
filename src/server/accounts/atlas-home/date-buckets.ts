import { isoDay } from './working-days.ts';

// Per-day figures, bucketed portably: SQLite and PostgreSQL format dates differently, but
// every timestamp is stored as ISO 8601 text in UTC ('2026-11-26T10:32:31.000Z'), so its day
// is the first ten characters (substr(x, 1, 10) in both) and ranges compare as text.

const DAY_MS = 86_400_000;

/** The `count` days ending with `last` (inclusive), oldest first. */
export function dayRange(last: string, count: number): string[] {
  const end = new Date(`${last}T00:00:00.000Z`).getTime();
  return Array.from({ length: count }, (_, index) => isoDay(new Date(end - (count - 1 - index) * DAY_MS)));
}

/** The ISO instant a day starts at, for a text range over ISO timestamps. */
export function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** The day after `day` (the exclusive end of a range that includes `day`). */
export function nextDay(day: string): string {
  return isoDay(new Date(new Date(`${day}T00:00:00.000Z`).getTime() + DAY_MS));
}

/** One number per day of `days` from grouped rows ({ day, count }), 0 for a day with none. */
export function fillDays(days: readonly string[], rows: readonly { day: string | null; count: number | string | bigint }[]): number[] {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.day) counts.set(row.day.slice(0, 10), (counts.get(row.day.slice(0, 10)) ?? 0) + Number(row.count));
  return days.map((day) => counts.get(day) ?? 0);
}

/** A 'YYYY-MM-DD' that is a real calendar day. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && isoDay(parsed) === value;
}
