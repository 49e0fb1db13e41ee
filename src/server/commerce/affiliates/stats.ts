import { sql } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import { NORMAL_FLOW } from '../orders/order-status.ts';
import { shareOf } from '../tax/vat-rates.ts';
import { listAffiliates, type Affiliate } from './affiliates.ts';

// Affiliate statistics from real orders. Only orders that were paid and still stand count:
// from the paid group onward, except refunds and open disputes or issues.

const NOT_EARNING = new Set(['new', 'to_be_paid', 'disputed', 'issue', 'refunded']);
export const PAID_STATUSES: readonly string[] = NORMAL_FLOW.flat().filter((status) => !NOT_EARNING.has(status));

export interface AffiliateFigures {
  clicks: number;
  orders: number;
  /** What customers paid for the attributed orders, minor units. */
  revenue: number;
  /** What the store owes the affiliate: the rate of each order's goods excluding VAT. */
  commission: number;
}

export interface MonthFigures extends AffiliateFigures {
  /** YYYY-MM */
  month: string;
}

export interface AffiliateStats {
  totals: AffiliateFigures;
  affiliates: (Affiliate & AffiliateFigures)[];
  /** The last `months` calendar months, oldest first, for the chart. */
  months: MonthFigures[];
}

const zero = (): AffiliateFigures => ({ clicks: 0, orders: 0, revenue: 0, commission: 0 });

function lastMonths(count: number, at: Date): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

/** The store's programme figures, overall, per affiliate and per month; `code` narrows to one affiliate. */
export async function affiliateStats(scope: StoreScope, options: { code?: string | undefined; months?: number; at?: Date } = {}): Promise<AffiliateStats> {
  const divisionId = scope.division.id;
  const at = options.at ?? new Date();
  const affiliates = (await listAffiliates(scope)).filter((affiliate) => !options.code || affiliate.code === options.code);
  const ids = affiliates.map((affiliate) => affiliate.id);
  const byAffiliate = new Map<number, AffiliateFigures>(ids.map((id) => [id, zero()]));
  const months = lastMonths(options.months ?? 6, at);
  const byMonth = new Map<string, AffiliateFigures>(months.map((month) => [month, zero()]));
  const totals = zero();
  if (ids.length === 0) return { totals, affiliates: [], months: months.map((month) => ({ month, ...zero() })) };

  // Clicks can be many: counted by the database per affiliate and month (ISO text, so the
  // month is its first seven characters in SQLite and PostgreSQL alike).
  const month = sql<string>`substr(affiliate_clicks.created_at, 1, 7)`;
  const clicks = await scope.db
    .selectFrom('affiliate_clicks')
    .select(['affiliate_id', month.as('month'), (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('division_id', '=', divisionId)
    .where('affiliate_id', 'in', ids)
    .groupBy(['affiliate_id', month])
    .execute();
  for (const row of clicks) {
    const count = Number(row.count);
    byAffiliate.get(row.affiliate_id)!.clicks += count;
    const figures = byMonth.get(row.month);
    if (figures) figures.clicks += count;
    totals.clicks += count;
  }

  const orders = await scope.db
    .selectFrom('affiliate_orders')
    .innerJoin('orders', 'orders.id', 'affiliate_orders.order_id')
    .select([
      'affiliate_orders.affiliate_id',
      'affiliate_orders.commission_rate_bp',
      'orders.total',
      'orders.shipping',
      'orders.shipping_tax',
      'orders.goods_tax',
      'orders.created_at',
    ])
    .where('affiliate_orders.division_id', '=', divisionId)
    .where('orders.division_id', '=', divisionId)
    .where('affiliate_orders.affiliate_id', 'in', ids)
    .where('orders.status', 'in', PAID_STATUSES)
    .execute();
  for (const order of orders) {
    const goods = Math.max(0, order.total - order.shipping - order.shipping_tax - order.goods_tax);
    const commission = shareOf(goods, order.commission_rate_bp, 10_000);
    for (const figures of [byAffiliate.get(order.affiliate_id)!, byMonth.get(order.created_at.slice(0, 7)), totals]) {
      if (!figures) continue;
      figures.orders++;
      figures.revenue += order.total;
      figures.commission += commission;
    }
  }
  return {
    totals,
    affiliates: affiliates.map((affiliate) => ({ ...affiliate, ...byAffiliate.get(affiliate.id)! })),
    months: months.map((month) => ({ month, ...byMonth.get(month)! })),
  };
}
