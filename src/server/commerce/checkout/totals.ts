import type { Geography } from '../../../lib/geography.ts';
import { shareOf, taxIncluded, vatRateBp } from './tax.ts';
import type { ShippingCharge } from '../shipping/checkout-shipping.ts';

// An order's totals: subtotal, goods tax, discount, shipping, shipping tax and total,
// all integer minor units, prices tax included.
//
// Rounding, documented once: each line's tax is rounded per unit (so an invoice line reads
// unit tax × quantity exactly) and summed. A discount is tax-included too; the tax it
// removes is the goods tax's share of it, rounded half up once for the order. Shipping tax
// is the standard rate's part of the shipping price.

export interface PricedLine {
  quantity: number;
  /** Unit price, tax included. */
  priceIncTax: number;
  /** The product's vatRate (1 = standard rate). */
  vatRate: number;
}

export interface LineTax {
  /** Tax inside one unit. */
  unitTax: number;
}

/** A coupon's reduction: a whole percent of the goods, or a fixed amount. */
export type CouponValue = { percentOff: number } | { amountOff: number };

export interface OrderTotals {
  subtotal: number;
  goodsTax: number;
  discount: number;
  shipping: number;
  shippingTax: number;
  total: number;
}

export interface TotalsResult {
  totals: OrderTotals;
  lines: LineTax[];
}

/** The reduction a coupon gives on goods worth `subtotal`, never more than the goods. */
export function couponDiscount(subtotal: number, coupon: CouponValue | null): number {
  if (!coupon) return 0;
  const off = 'percentOff' in coupon ? shareOf(subtotal, Math.min(100, Math.max(0, coupon.percentOff)), 100) : coupon.amountOff;
  return Math.min(subtotal, Math.max(0, off));
}

export function orderTotals(lines: readonly PricedLine[], destination: Geography, method: ShippingCharge, coupon: CouponValue | null): TotalsResult {
  const lineTaxes = lines.map((line) => ({ unitTax: taxIncluded(line.priceIncTax, vatRateBp(destination, line.vatRate)) }));
  const subtotal = lines.reduce((sum, line) => sum + line.priceIncTax * line.quantity, 0);
  const grossTax = lines.reduce((sum, line, index) => sum + lineTaxes[index]!.unitTax * line.quantity, 0);
  const discount = couponDiscount(subtotal, coupon);
  const goodsTax = grossTax - shareOf(discount, grossTax, subtotal);
  const shipping = method.priceFor(subtotal - discount);
  const shippingTax = taxIncluded(shipping, vatRateBp(destination));
  return {
    totals: { subtotal, goodsTax, discount, shipping, shippingTax, total: subtotal - discount + shipping },
    lines: lineTaxes,
  };
}
