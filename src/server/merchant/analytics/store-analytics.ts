import { sql } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import { PAGE_VIEW_EVENT } from '../../../lib/event-calls.ts';
import { utcDay } from '../../engagement/index.ts';

// The merchant's figures, computed from the store's page view events and its
// paid orders. A visitor is a (salted, daily) hash, so "visitors" of a period is the sum
// of each day's distinct visitors — the same person on two days counts twice, as visits.

export const ANALYTICS_DAYS = 30;
const TOP_PAGES = 10;

export interface DayFigures {
  day: string;
  visitors: number;
  pageViews: number;
  orders: number;
}

export interface TopPage {
  path: string;
  pageViews: number;
  visitors: number;
}

export interface StoreAnalytics {
  from: string;
  to: string;
  /** Every day of the period, oldest first, zero where nothing happened. */
  days: DayFigures[];
  topPages: TopPage[];
  totals: { visitors: number; pageViews: number; orders: number; conversion: number };
}

/** The UTC days from `days - 1` days before `now` to `now`'s day, oldest first. */
export function periodDays(now: Date, days = ANALYTICS_DAYS): string[] {
  const end = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => utcDay(new Date(end - (days - 1 - index) * 86_400_000)));
}

/** Orders ÷ visitors, 0 without visitors (a share, not a percentage). */
export function conversionRate(orders: number, visitors: number): number {
  return visitors > 0 ? orders / visitors : 0;
}

export async function storeAnalytics(scope: StoreScope, now = new Date()): Promise<StoreAnalytics> {
  const divisionId = scope.division.id;
  const days = periodDays(now);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const views = scope.db
    .selectFrom('events')
    .where('division_id', '=', divisionId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('name', '=', PAGE_VIEW_EVENT);

  const [perDay, pages, orders] = await Promise.all([
    views
      .select((eb) => ['day', eb.fn.count<string | number>('id').as('views'), eb.fn.count<string | number>('visitor').distinct().as('visitors')])
      .groupBy('day')
      .execute(),
    views
      .where('path', 'is not', null)
      .select((eb) => ['path', eb.fn.count<string | number>('id').as('views'), eb.fn.count<string | number>('visitor').distinct().as('visitors')])
      .groupBy('path')
      .orderBy('views', 'desc')
      .orderBy('path')
      .limit(TOP_PAGES)
      .execute(),
    scope.db
      .selectFrom('orders')
      .where('division_id', '=', divisionId)
      .where('paid_at', 'is not', null)
      .where('paid_at', '>=', `${from}T00:00:00.000Z`)
      .select((eb) => [sql<string>`substr(paid_at, 1, 10)`.as('day'), eb.fn.countAll<string | number>().as('orders')])
      .groupBy(sql`substr(paid_at, 1, 10)`)
      .execute(),
  ]);

  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const ordersByDay = new Map(orders.map((row) => [row.day, Number(row.orders)]));
  const figures = days.map((day) => ({
    day,
    visitors: Number(byDay.get(day)?.visitors ?? 0),
    pageViews: Number(byDay.get(day)?.views ?? 0),
    orders: ordersByDay.get(day) ?? 0,
  }));
  const visitors = figures.reduce((sum, day) => sum + day.visitors, 0);
  const totalOrders = figures.reduce((sum, day) => sum + day.orders, 0);
  return {
    from,
    to,
    days: figures,
    topPages: pages.map((row) => ({ path: row.path ?? '/', pageViews: Number(row.views), visitors: Number(row.visitors) })),
    totals: {
      visitors,
      pageViews: figures.reduce((sum, day) => sum + day.pageViews, 0),
      orders: totalOrders,
      conversion: conversionRate(totalOrders, visitors),
    },
  };
}
