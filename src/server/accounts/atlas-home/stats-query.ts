import type { Db } from '../../../platform/db/database.ts';
import type { FieldErrors } from '../../../platform/errors/api-error.ts';
import { findDivisionBySubdomain } from '../../stores/index.ts';
import { isDay } from './date-buckets.ts';
import { isoDay, LATE_AFTER_WORKING_DAYS } from './working-days.ts';
import type { StatsQuery } from './stats.ts';

// ?store=&date=&lateAfter= of /atlas/ and GET /omnis/v3/atlas/stats/: which store (its
// sub-domain, none for every store), the last day shown (staff may look back) and after how
// many working days an unshipped order is late.

/** Bounds of lateAfter: at least a day, at most about a quarter of working days. */
export const LATE_AFTER_MAX = 60;

export interface StatsParams {
  store: string | null;
  date: string;
  lateAfter: number;
}

export type ParsedStatsParams = { ok: true; params: StatsParams } | { ok: false; errors: FieldErrors };

export function parseStatsParams(search: URLSearchParams, now: Date = new Date()): ParsedStatsParams {
  const errors: FieldErrors = {};
  const store = (search.get('store') ?? '').trim().toLowerCase() || null;
  if (store !== null && !/^[a-z0-9-]{1,63}$/.test(store)) errors.store = ['Please enter a store sub-domain.'];
  const date = (search.get('date') ?? '').trim() || isoDay(now);
  if (!isDay(date)) errors.date = ['Please enter a date as YYYY-MM-DD.'];
  const lateText = (search.get('lateAfter') ?? '').trim();
  const lateAfter = lateText === '' ? LATE_AFTER_WORKING_DAYS : Number(lateText);
  if (!Number.isInteger(lateAfter) || lateAfter < 1 || lateAfter > LATE_AFTER_MAX) errors.lateAfter = [`Must be a whole number from 1 to ${LATE_AFTER_MAX}.`];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, params: { store, date, lateAfter } };
}

/** The query for atlasStats, or undefined when the named store does not exist. */
export async function statsQuery(db: Db, params: StatsParams): Promise<StatsQuery | undefined> {
  if (params.store === null) return { divisionId: null, today: params.date, lateAfter: params.lateAfter };
  const division = await findDivisionBySubdomain(db, params.store);
  return division && { divisionId: division.id, today: params.date, lateAfter: params.lateAfter };
}
