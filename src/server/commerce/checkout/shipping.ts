import type { Geography } from '../../../lib/geography.ts';
import { SHIPPING_METHODS, type ShippingMethod } from '../../../schemas/checkout.ts';

// Shipping methods and their prices by destination (UK, the EU's 27, rest of world), in
// the store currency's minor units, VAT included like every price the shopper sees.

export const SHIPPING_LABELS: Record<ShippingMethod, string> = {
  standard: 'Standard delivery',
  express: 'Express delivery',
};

export const SHIPPING_TIMES: Record<Geography, Record<ShippingMethod, string>> = {
  UK: { standard: '2–3 working days', express: 'Next working day' },
  EU: { standard: '5–7 working days', express: '2–4 working days' },
  ROW: { standard: '7–14 working days', express: '3–6 working days' },
};

const PRICES: Record<Geography, Record<ShippingMethod, number>> = {
  UK: { standard: 399, express: 699 },
  EU: { standard: 799, express: 1499 },
  ROW: { standard: 999, express: 1999 },
};

/** UK standard delivery is free from this goods total (after discount). */
export const FREE_UK_STANDARD_FROM = 5000;

export function isShippingMethod(value: string): value is ShippingMethod {
  return (SHIPPING_METHODS as readonly string[]).includes(value);
}

/** What `method` to `destination` costs for goods worth `goodsAfterDiscount`. */
export function shippingPrice(destination: Geography, method: ShippingMethod, goodsAfterDiscount: number): number {
  if (destination === 'UK' && method === 'standard' && goodsAfterDiscount >= FREE_UK_STANDARD_FROM) return 0;
  return PRICES[destination][method];
}
