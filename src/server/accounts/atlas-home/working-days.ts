// Late orders (the back office's home page): an order is late once it was paid more than N
// working days ago and has not shipped. Working weekdays are Monday to Friday by default;
// dates are UTC calendar days.

/** The default working weekdays: Monday (1) to Friday (5), as Date.getUTCDay numbers. */
export const WORKING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** How many working days after payment an unshipped order counts as late. */
export const LATE_AFTER_WORKING_DAYS = 3;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC day. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function dayOf(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00.000Z`);
}

export function isWorkingDay(day: string, weekdays: readonly number[] = WORKING_WEEKDAYS): boolean {
  return weekdays.includes(dayOf(day).getUTCDay());
}

/**
 * Orders paid on a day before this one are late on `today`: it is the earliest day from which
 * no more than `lateAfter` working days have passed by `today` (the days after it up to and
 * including today hold exactly that many). Weekends count towards nothing: paid on a Saturday
 * waits from Monday.
 */
export function lateCutoff(today: string, lateAfter = LATE_AFTER_WORKING_DAYS, weekdays: readonly number[] = WORKING_WEEKDAYS): string {
  if (weekdays.length === 0) throw new Error('No working weekdays');
  const working = (time: number) => weekdays.includes(new Date(time).getUTCDay());
  let cursor = dayOf(today).getTime();
  for (let left = lateAfter; left > 0; cursor -= DAY_MS) if (working(cursor)) left--;
  // Days off just before count for nothing either: paying then waits as long as paying on the working day before them.
  while (!working(cursor)) cursor -= DAY_MS;
  return isoDay(new Date(cursor));
}

/** Whether an order paid at `paidAt` (ISO) and not shipped is late on `today`. */
export function isLate(paidAt: string, today: string, lateAfter = LATE_AFTER_WORKING_DAYS, weekdays: readonly number[] = WORKING_WEEKDAYS): boolean {
  return paidAt.slice(0, 10) < lateCutoff(today, lateAfter, weekdays);
}

/** Working days from the day after `paidAt` up to and including `today`: how long the order has waited. */
export function workingDaysSince(paidAt: string, today: string, weekdays: readonly number[] = WORKING_WEEKDAYS): number {
  let count = 0;
  const end = dayOf(today).getTime();
  for (let cursor = dayOf(paidAt).getTime() + DAY_MS; cursor <= end; cursor += DAY_MS) if (weekdays.includes(new Date(cursor).getUTCDay())) count++;
  return count;
}
