import type { Db } from '../../../platform/db/database.ts';
import { RETURN_STATUSES, type ReturnStatus } from '../../../lib/after-sale/returns.ts';
import { lastPageOf } from '../../../lib/pagination.ts';
import { returnRowsQuery, toReturnRow } from './return-rows.ts';
import type { ReturnsPage } from '../../../schemas/factory.ts';

// The returns desk's list: every store's return logs, newest first, filtered by
// status, a page at a time.

export const RETURNS_PAGE_SIZE = 20;

export function isReturnStatus(value: string | null | undefined): value is ReturnStatus {
  return (RETURN_STATUSES as readonly string[]).includes(value ?? '');
}

export async function returnsPage(db: Db, status: ReturnStatus | null, page: number): Promise<ReturnsPage> {
  const grouped = await db
    .selectFrom('return_logs')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(RETURN_STATUSES.map((name) => [name, Number(grouped.find((row) => row.status === name)?.count ?? 0)])) as Record<
    ReturnStatus,
    number
  >;
  const total = status ? counts[status] : Object.values(counts).reduce((sum, count) => sum + count, 0);
  const lastPage = lastPageOf(total, RETURNS_PAGE_SIZE);
  const current = Math.min(page, lastPage);
  let query = returnRowsQuery(db);
  if (status) query = query.where('return_logs.status', '=', status);
  const rows = await query
    .orderBy('return_logs.created_at', 'desc')
    .orderBy('return_logs.id', 'desc')
    .limit(RETURNS_PAGE_SIZE)
    .offset((current - 1) * RETURNS_PAGE_SIZE)
    .execute();
  return { returns: rows.map(toReturnRow), status, page: current, lastPage, total, counts };
}
