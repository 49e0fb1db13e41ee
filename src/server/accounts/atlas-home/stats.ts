import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import { ORDER_STATUSES, type StatusFamily } from '../../../lib/order-flows/index.ts';
import { dayRange, dayStart, fillDays, nextDay } from './date-buckets.ts';
import { lateCutoff, workingDaysSince } from './working-days.ts';
import type { AtlasStats } from '../../../schemas/atlas-home.ts';

// The figures of the back office's home page, for every store or one: a few
// grouped queries over a bounded window, never a scan of every order into memory.

/** Days the per-day charts cover. */
export const STATS_DAYS = 30;
/** Most late orders listed (the oldest first); the total is counted. */
export const LATE_LIST_LIMIT = 50;

/** Paid and not shipped yet: where an order can be late (statuses of these families). */
const IN_FULFILMENT: readonly StatusFamily[] = ['paid', 'production', 'packing', 'problem'];
const FULFILMENT_CODES = ORDER_STATUSES.filter((status) => IN_FULFILMENT.includes(status.family)).map((status) => status.code);

export interface StatsQuery {
  /** One store's figures, or null for every store. */
  divisionId: number | null;
  /** The last day the figures cover, 'YYYY-MM-DD' (UTC): today unless staff look back. */
  today: string;
  /** Unshipped this many working days after payment counts as late. */
  lateAfter: number;
}

/** The days the figures cover, as a half-open range of timestamps, for every store or one. */
interface StatsWindow {
  days: string[];
  from: string;
  until: string;
  divisionId: number | null;
}

/** Orders paid each day. */
async function ordersPerDay(db: Db, { days, from, until, divisionId }: StatsWindow): Promise<AtlasStats['ordersPerDay']> {
  // substr of the ISO text is the day on both databases; written out (no parameters) so
  // PostgreSQL sees the same expression in the select and the group by.
  const perDay = await db
    .selectFrom('orders')
    .select([sql<string>`substr(orders.paid_at, 1, 10)`.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('orders.paid_at', '>=', from)
    .where('orders.paid_at', '<', until)
    .$if(divisionId !== null, (qb) => qb.where('orders.division_id', '=', divisionId!))
    .groupBy(sql`substr(orders.paid_at, 1, 10)`)
    .execute();
  return fillDays(days, perDay);
}

/** Orders made in the window, counted by their status now (in the statuses' order). */
async function byStatus(db: Db, { from, until, divisionId }: StatsWindow): Promise<AtlasStats['byStatus']> {
  const statusRows = await db
    .selectFrom('orders')
    .select(['orders.status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('orders.created_at', '>=', from)
    .where('orders.created_at', '<', until)
    .$if(divisionId !== null, (qb) => qb.where('orders.division_id', '=', divisionId!))
    .groupBy('orders.status')
    .execute();
  const statusCounts = new Map(statusRows.map((row) => [row.status, Number(row.count)]));
  return ORDER_STATUSES.filter((status) => statusCounts.has(status.code)).map((status) => ({
    code: status.code,
    name: status.name,
    colour: status.colour,
    count: statusCounts.get(status.code)!,
  }));
}

/** Labels printed and scanned each day. */
async function throughput(db: Db, { days, from, until, divisionId }: StatsWindow): Promise<AtlasStats['throughput']> {
  const labelRows = await db
    .selectFrom('label_logs')
    .innerJoin('factory_labels', 'factory_labels.id', 'label_logs.label_id')
    .innerJoin('orders', 'orders.id', 'factory_labels.order_id')
    .select(['label_logs.kind', sql<string>`substr(label_logs.created_at, 1, 10)`.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('label_logs.kind', 'in', ['print', 'scan'])
    .where('label_logs.created_at', '>=', from)
    .where('label_logs.created_at', '<', until)
    .$if(divisionId !== null, (qb) => qb.where('orders.division_id', '=', divisionId!))
    .groupBy(['label_logs.kind', sql`substr(label_logs.created_at, 1, 10)`])
    .execute();
  return {
    printed: fillDays(
      days,
      labelRows.filter((row) => row.kind === 'print'),
    ),
    scanned: fillDays(
      days,
      labelRows.filter((row) => row.kind === 'scan'),
    ),
  };
}

/** Orders paid and not shipped `lateAfter` working days on: how many, and the oldest listed. */
async function lateOrders(db: Db, query: StatsQuery): Promise<AtlasStats['late']> {
  const { divisionId } = query;
  const cutoff = lateCutoff(query.today, query.lateAfter);
  const lateRows = () =>
    db
      .selectFrom('orders')
      .innerJoin('divisions', 'divisions.id', 'orders.division_id')
      .where('orders.status', 'in', FULFILMENT_CODES)
      .where('orders.paid_at', 'is not', null)
      .where('orders.paid_at', '<', dayStart(cutoff))
      .$if(divisionId !== null, (qb) => qb.where('orders.division_id', '=', divisionId!));
  const lateTotal = await lateRows()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const late = await lateRows()
    .select(['orders.id', 'orders.status', 'orders.paid_at', 'divisions.name', 'divisions.subdomain'])
    .orderBy('orders.paid_at')
    .orderBy('orders.id')
    .limit(LATE_LIST_LIMIT)
    .execute();
  return {
    total: Number(lateTotal.count),
    cutoff,
    lateAfter: query.lateAfter,
    orders: late.map((row) => {
      const status = ORDER_STATUSES.find((entry) => entry.code === row.status);
      return {
        id: row.id,
        storeName: row.name,
        subdomain: row.subdomain,
        status: row.status,
        statusName: status?.name ?? row.status,
        colour: status?.colour ?? '#4b5563',
        paidAt: row.paid_at!,
        waiting: workingDaysSince(row.paid_at!, query.today),
      };
    }),
  };
}

export async function atlasStats(db: Db, query: StatsQuery): Promise<AtlasStats> {
  const days = dayRange(query.today, STATS_DAYS);
  const window: StatsWindow = { days, from: dayStart(days[0]!), until: dayStart(nextDay(query.today)), divisionId: query.divisionId };
  const perDay = await ordersPerDay(db, window);
  const statuses = await byStatus(db, window);
  const labels = await throughput(db, window);
  const late = await lateOrders(db, query);
  return { days, ordersPerDay: perDay, byStatus: statuses, throughput: labels, late };
}
