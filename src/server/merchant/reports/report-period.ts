import type { FieldErrors } from '../../../lib/validation/index.ts';
import { MAX_REPORT_DAYS } from './tax-report.ts';

// The period a report covers, as the owner picks it: two calendar days (UTC), both included.
// Without them, the month so far.

export interface ReportPeriod {
  /** YYYY-MM-DD, as shown in the form. */
  fromDay: string;
  toDay: string;
  /** [from, to): midnight of the first day to midnight after the last. */
  from: Date;
  to: Date;
}

export const PERIOD_MESSAGES = {
  date: 'Choose a date as YYYY-MM-DD.',
  order: 'The first day must be on or before the last.',
  length: `A report covers at most ${MAX_REPORT_DAYS} days: choose a shorter period.`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function dayOf(text: string | null): Date | undefined {
  if (!text || !DAY.test(text)) return undefined;
  const day = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? undefined : day;
}

export function reportPeriod(params: URLSearchParams, now = new Date()): { period: ReportPeriod } | { errors: FieldErrors; fromDay: string; toDay: string } {
  const today = now.toISOString().slice(0, 10);
  const fromDay = params.get('from') ?? `${today.slice(0, 8)}01`;
  const toDay = params.get('to') ?? today;
  const from = dayOf(fromDay);
  const last = dayOf(toDay);
  const errors: FieldErrors = {};
  if (!from) errors.from = [PERIOD_MESSAGES.date];
  if (!last) errors.to = [PERIOD_MESSAGES.date];
  if (from && last && from > last) errors.to = [PERIOD_MESSAGES.order];
  if (from && last && (last.getTime() - from.getTime()) / DAY_MS + 1 > MAX_REPORT_DAYS) errors.to = [PERIOD_MESSAGES.length];
  if (!from || !last || Object.keys(errors).length > 0) return { errors, fromDay, toDay };
  return { period: { fromDay, toDay, from, to: new Date(last.getTime() + DAY_MS) } };
}
