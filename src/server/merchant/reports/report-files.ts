import type { StoreScope } from '../../stores/index.ts';
import { currencyFor } from '../../../lib/currencies.ts';
import { readOrderAddress } from '../../commerce/index.ts';
import { decimal, toCsv } from './csv.ts';
import type { TaxReport } from './tax-report.ts';

// The reports as files an accountant opens: the tax report by country, treatment and rate,
// and every order paid in the period, amounts as decimals of the store's currency.

export function taxReportCsv(report: TaxReport): string {
  const digits = currencyFor(report.currency).digits;
  const money = (minor: number) => decimal(minor, digits);
  const rows = report.rows.map((row) => [
    row.country,
    row.treatment,
    (row.rateBp / 100).toFixed(2),
    report.currency,
    money(row.salesGross - row.salesTax),
    money(row.salesTax),
    money(row.salesGross),
    money(row.refundsGross - row.refundsTax),
    money(row.refundsTax),
    money(row.refundsGross),
  ]);
  const header = ['Country', 'Treatment', 'VAT rate %', 'Currency', 'Sales net', 'Sales VAT', 'Sales gross', 'Refunds net', 'Refunds VAT', 'Refunds gross'];
  return toCsv(header, rows);
}

/** Every order of the store paid in [from, to), oldest first. */
export async function ordersCsv(scope: StoreScope, from: Date, to: Date): Promise<string> {
  const orders = await scope.db
    .selectFrom('orders')
    .select([
      'id',
      'uuid',
      'paid_at',
      'status',
      'email',
      'shipping_address_json',
      'tax_treatment',
      'buyer_vat_number',
      'currency',
      'subtotal',
      'discount',
      'shipping',
      'goods_tax',
      'shipping_tax',
      'total',
      'refunded_total',
    ])
    .where('division_id', '=', scope.division.id)
    .where('paid_at', '>=', from.toISOString())
    .where('paid_at', '<', to.toISOString())
    .orderBy('paid_at')
    .orderBy('id')
    .execute();
  const rows = orders.map((order) => {
    const money = (minor: number) => decimal(minor, currencyFor(order.currency).digits);
    return [
      order.id,
      order.uuid,
      order.paid_at,
      order.status,
      order.email,
      readOrderAddress(order.shipping_address_json, 'orders.shipping_address_json').country,
      order.tax_treatment,
      order.buyer_vat_number,
      order.currency,
      money(order.subtotal),
      money(order.discount),
      money(order.shipping),
      money(order.goods_tax + order.shipping_tax),
      money(order.total),
      money(order.refunded_total),
    ];
  });
  const header = [
    'Order',
    'Reference',
    'Paid at',
    'Status',
    'Email',
    'Country',
    'Tax treatment',
    'Buyer VAT number',
    'Currency',
    'Subtotal',
    'Discount',
    'Shipping',
    'VAT',
    'Total',
    'Refunded',
  ];
  return toCsv(header, rows);
}
