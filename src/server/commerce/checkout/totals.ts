import { shareOf, taxIncluded, taxOn, vatRateBp, type TaxCategory } from '../tax/vat-rates.ts';
import { chargedIn, taxTreatment, type TaxTreatment } from '../tax/tax-treatment.ts';

// An order's totals: subtotal, goods tax, discount, shipping, shipping tax and total, all
// integer minor units, each amount what the shopper pays (tax included where tax is charged).
//
// Prices are entered as the store's tax settings say: including tax (the default) or before
// tax. A tax-included price is what every shopper pays, wherever it goes (the same price
// everywhere, as the product page shows it): where VAT is charged (the UK, or an EU consumer
// under IOSS) the tax inside it is the destination's rate, and where none is charged (exports,
// reverse charge, EU imports outside IOSS) it holds no VAT. A price before tax gets the
// destination's VAT added where it is charged, and is paid as it is elsewhere.
//
// Rounding, documented once: each line's tax is rounded per unit (so an invoice line reads
// unit tax × quantity exactly), half up, and summed. A discount is taken off what the shopper
// pays; the tax it removes is the goods tax's share of it, rounded half up once for the order.
// Shipping is taxed like a standard-rated line.

export interface PricedLine {
  quantity: number;
  /** Unit price as the store entered it (tax included or not, as its tax settings say). */
  price: number;
  taxCategory: TaxCategory;
}

export interface LineTax {
  /** What the shopper pays for one unit. */
  unitPrice: number;
  /** Tax inside one unit. */
  unitTax: number;
  /** The rate charged, in basis points (0 where no VAT is charged). */
  rateBp: number;
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
  treatment: TaxTreatment;
}

/** The store's tax settings the totals depend on. */
export interface StoreTax {
  pricesIncludeTax: boolean;
  iossNumber: string | null;
  /** Euro cents per minor unit of the store's currency, for the €150 IOSS limit. */
  eurCentsPerUnit: number;
}

export interface Delivery {
  /** ISO alpha-2, GB for the UK. */
  country: string;
  /** A business buyer's VAT number, checked valid and of the delivery country. */
  buyerVatNumber: string | null;
  /** The shipping price (as the store entered it) for goods worth `goodsAfterDiscount` to the shopper. */
  shippingPrice: (goodsAfterDiscount: number) => number;
}

/** The reduction a coupon gives on goods worth `subtotal`, never more than the goods. */
export function couponDiscount(subtotal: number, coupon: CouponValue | null): number {
  if (!coupon) return 0;
  const off = 'percentOff' in coupon ? shareOf(subtotal, Math.min(100, Math.max(0, coupon.percentOff)), 100) : coupon.amountOff;
  return Math.min(subtotal, Math.max(0, off));
}

/** What the shopper pays for one unit, and the tax inside, when VAT is charged at `country`'s rates (null: none). */
function unitCharge(price: number, category: TaxCategory, tax: StoreTax, country: string | null): LineTax {
  if (country === null) return { unitPrice: price, unitTax: 0, rateBp: 0 };
  const rateBp = vatRateBp(country, category);
  if (tax.pricesIncludeTax) return { unitPrice: price, unitTax: taxIncluded(price, rateBp), rateBp };
  const unitTax = taxOn(price, rateBp);
  return { unitPrice: price + unitTax, unitTax, rateBp };
}

/**
 * The consignment's goods value before the destination's VAT and after the coupon, in euro
 * cents: what the €150 IOSS limit is about.
 */
function goodsValueEurCents(lines: readonly PricedLine[], tax: StoreTax, country: string, coupon: CouponValue | null): number {
  const entered = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const beforeTax = (line: PricedLine) => (tax.pricesIncludeTax ? line.price - taxIncluded(line.price, vatRateBp(country, line.taxCategory)) : line.price);
  const net = lines.reduce((sum, line) => sum + beforeTax(line) * line.quantity, 0);
  const afterCoupon = net - shareOf(net, couponDiscount(entered, coupon), entered);
  return Math.round(afterCoupon * tax.eurCentsPerUnit);
}

export function orderTotals(lines: readonly PricedLine[], delivery: Delivery, coupon: CouponValue | null, tax: StoreTax): TotalsResult {
  const treatment = taxTreatment({
    country: delivery.country,
    iossNumber: tax.iossNumber,
    buyerVatNumber: delivery.buyerVatNumber,
    goodsValueEurCents: goodsValueEurCents(lines, tax, delivery.country, coupon),
  });
  const country = chargedIn(treatment);
  const charged = lines.map((line) => unitCharge(line.price, line.taxCategory, tax, country));
  const subtotal = lines.reduce((sum, line, index) => sum + charged[index]!.unitPrice * line.quantity, 0);
  const grossTax = lines.reduce((sum, line, index) => sum + charged[index]!.unitTax * line.quantity, 0);
  const discount = couponDiscount(subtotal, coupon);
  const goodsTax = grossTax - shareOf(discount, grossTax, subtotal);
  const shippingCharge = unitCharge(delivery.shippingPrice(subtotal - discount), 'standard', tax, country);
  return {
    totals: {
      subtotal,
      goodsTax,
      discount,
      shipping: shippingCharge.unitPrice,
      shippingTax: shippingCharge.unitTax,
      total: subtotal - discount + shippingCharge.unitPrice,
    },
    lines: charged,
    treatment,
  };
}
