import { shareOf } from '../../commerce/index.ts';

// An order's money split by VAT rate, so tax reports add up to the orders exactly: each
// bucket's gross and tax are the items' (price × quantity, tax × quantity) less their share of
// the coupon, plus the shipping in the bucket of the rate it was taxed at. Shares are rounded
// half up and the last bucket takes what rounding left, so the buckets sum to the order's
// total and its tax to the minor unit.

export interface TaxBucket {
  rateBp: number;
  gross: number;
  tax: number;
}

export interface BucketOrder {
  total: number;
  discount: number;
  goodsTax: number;
  shipping: number;
  shippingTax: number;
  /** The rate shipping was taxed at (0 where no VAT was charged). */
  shippingRateBp: number;
  items: { price: number; tax: number; quantity: number; rateBp: number }[];
}

/** Splits `amount` over `weights` in proportion, rounding half up; the last share takes the rest. */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) return [];
  if (whole <= 0) return weights.map((_, index) => (index === weights.length - 1 ? amount : 0));
  const shares = weights.map((weight) => shareOf(amount, weight, whole));
  shares[shares.length - 1]! += amount - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}

export function orderBuckets(order: BucketOrder): TaxBucket[] {
  const byRate = new Map<number, { gross: number; tax: number }>();
  for (const item of order.items) {
    const bucket = byRate.get(item.rateBp) ?? { gross: 0, tax: 0 };
    bucket.gross += item.price * item.quantity;
    bucket.tax += item.tax * item.quantity;
    byRate.set(item.rateBp, bucket);
  }
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  const goods = rates.map((rate) => byRate.get(rate)!);
  const discounts = apportion(
    order.discount,
    goods.map((bucket) => bucket.gross),
  );
  const taxes = apportion(
    order.goodsTax,
    goods.map((bucket) => bucket.tax),
  );
  const buckets = new Map<number, TaxBucket>();
  for (const [index, rateBp] of rates.entries()) buckets.set(rateBp, { rateBp, gross: goods[index]!.gross - discounts[index]!, tax: taxes[index]! });
  if (order.shipping > 0 || order.shippingTax > 0) {
    const bucket = buckets.get(order.shippingRateBp) ?? { rateBp: order.shippingRateBp, gross: 0, tax: 0 };
    bucket.gross += order.shipping;
    bucket.tax += order.shippingTax;
    buckets.set(order.shippingRateBp, bucket);
  }
  return [...buckets.values()].sort((a, b) => a.rateBp - b.rateBp);
}

/** A refund of `amount` of an order, split over its buckets as the order was. */
export function refundBuckets(amount: number, buckets: readonly TaxBucket[]): TaxBucket[] {
  const parts = apportion(
    amount,
    buckets.map((bucket) => bucket.gross),
  );
  return buckets.map((bucket, index) => ({ rateBp: bucket.rateBp, gross: parts[index]!, tax: shareOf(parts[index]!, bucket.tax, bucket.gross) }));
}
