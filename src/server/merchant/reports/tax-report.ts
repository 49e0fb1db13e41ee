import type { StoreScope } from '../../stores/index.ts';
import { readOrderAddress, vatRateBp } from '../../commerce/index.ts';
import { orderBuckets, refundBuckets, type TaxBucket } from './tax-buckets.ts';

// A store's tax report for a period: sales (orders paid in it) and refunds (given in it), by
// delivery country, tax treatment and VAT rate, with their net, VAT and gross. The figures
// are the orders' own (what was charged, kept on each order and item), so the report adds up
// to them to the minor unit.

export interface TaxReportRow {
  country: string;
  treatment: string;
  rateBp: number;
  salesGross: number;
  salesTax: number;
  refundsGross: number;
  refundsTax: number;
}

export interface TaxReport {
  from: string;
  to: string;
  currency: string;
  rows: TaxReportRow[];
  totals: Omit<TaxReportRow, 'country' | 'treatment' | 'rateBp'>;
  orders: number;
}

/** A report covers at most this many days (a year and a day): longer ones are asked in parts. */
export const MAX_REPORT_DAYS = 366;

interface OrderFigures {
  id: number;
  country: string;
  treatment: string;
  buckets: TaxBucket[];
}

async function ordersFigures(scope: StoreScope, orderIds: number[] | null, paidFrom?: string, paidTo?: string): Promise<OrderFigures[]> {
  let query = scope.db
    .selectFrom('orders')
    .select(['id', 'total', 'discount', 'goods_tax', 'shipping', 'shipping_tax', 'tax_treatment', 'shipping_address_json'])
    .where('division_id', '=', scope.division.id);
  if (orderIds) query = query.where('id', 'in', orderIds.length > 0 ? orderIds : [0]);
  if (paidFrom && paidTo) query = query.where('paid_at', '>=', paidFrom).where('paid_at', '<', paidTo);
  const orders = await query.orderBy('id').execute();
  if (orders.length === 0) return [];
  const items = await scope.db
    .selectFrom('order_items')
    .select(['order_id', 'price', 'tax', 'quantity', 'tax_rate_bp'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .where('bundle_parent_id', 'is', null)
    .execute();
  const itemsOf = new Map<number, { price: number; tax: number; quantity: number; rateBp: number }[]>();
  for (const item of items) itemsOf.set(item.order_id, [...(itemsOf.get(item.order_id) ?? []), { ...item, rateBp: item.tax_rate_bp }]);
  return orders.map((order) => {
    const country = readOrderAddress(order.shipping_address_json, 'orders.shipping_address_json').country.toUpperCase();
    const shippingRateBp = order.tax_treatment === 'uk' ? vatRateBp('GB') : order.tax_treatment === 'ioss' ? vatRateBp(country) : 0;
    const buckets = orderBuckets({
      total: order.total,
      discount: order.discount,
      goodsTax: order.goods_tax,
      shipping: order.shipping,
      shippingTax: order.shipping_tax,
      shippingRateBp,
      items: itemsOf.get(order.id) ?? [],
    });
    return { id: order.id, country, treatment: order.tax_treatment, buckets };
  });
}

function add(rows: Map<string, TaxReportRow>, figures: OrderFigures, buckets: TaxBucket[], kind: 'sales' | 'refunds'): void {
  for (const bucket of buckets) {
    const key = `${figures.country}|${figures.treatment}|${bucket.rateBp}`;
    const row = rows.get(key) ?? {
      country: figures.country,
      treatment: figures.treatment,
      rateBp: bucket.rateBp,
      salesGross: 0,
      salesTax: 0,
      refundsGross: 0,
      refundsTax: 0,
    };
    if (kind === 'sales') {
      row.salesGross += bucket.gross;
      row.salesTax += bucket.tax;
    } else {
      row.refundsGross += bucket.gross;
      row.refundsTax += bucket.tax;
    }
    rows.set(key, row);
  }
}

/** The report of [from, to) (ISO times), in the store's currency. */
export async function taxReport(scope: StoreScope, from: Date, to: Date, currency: string): Promise<TaxReport> {
  const [fromIso, toIso] = [from.toISOString(), to.toISOString()];
  const sales = await ordersFigures(scope, null, fromIso, toIso);
  const refunds = await scope.db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select(['refunds.order_id as orderId', 'refunds.amount'])
    .where('orders.division_id', '=', scope.division.id)
    .where('refunds.status', '=', 'refunded')
    .where('refunds.created_at', '>=', fromIso)
    .where('refunds.created_at', '<', toIso)
    .execute();
  const refundedOrders = await ordersFigures(scope, [...new Set(refunds.map((refund) => refund.orderId))]);
  const rows = new Map<string, TaxReportRow>();
  for (const figures of sales) add(rows, figures, figures.buckets, 'sales');
  const figuresOf = new Map(refundedOrders.map((order) => [order.id, order]));
  for (const refund of refunds) {
    const figures = figuresOf.get(refund.orderId);
    if (figures) add(rows, figures, refundBuckets(refund.amount, figures.buckets), 'refunds');
  }
  const sorted = [...rows.values()].sort((a, b) => a.country.localeCompare(b.country) || a.treatment.localeCompare(b.treatment) || a.rateBp - b.rateBp);
  const totals = sorted.reduce(
    (sum, row) => ({
      salesGross: sum.salesGross + row.salesGross,
      salesTax: sum.salesTax + row.salesTax,
      refundsGross: sum.refundsGross + row.refundsGross,
      refundsTax: sum.refundsTax + row.refundsTax,
    }),
    { salesGross: 0, salesTax: 0, refundsGross: 0, refundsTax: 0 },
  );
  return { from: fromIso, to: toIso, currency, rows: sorted, totals, orders: sales.length };
}
