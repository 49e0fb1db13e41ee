import { quoteMethods, ratePrice, zoneFor, type DeliveryMethod, type MethodQuote, type ShippingBasket, type Zone } from './rules.ts';
import { typeWeight } from './weights.ts';

// What checkout needs of the shipping rules: the basket's item count and weight, the methods
// that reach a country, and the charge of the method chosen, priced on the goods value after
// discount (which the order's totals work out).

/** A chosen method as the order's totals use it. */
export interface ShippingCharge {
  code: string;
  label: string;
  priceFor(goodsAfterDiscount: number): number;
}

export interface WeighedLine {
  quantity: number;
  product: { type: string };
  /** A bundle's parts: each weighs as its own garment, known by its name. */
  bundleParts?: readonly { quantity: number; name: string }[];
}

/** Items and grams of these lines: a bundle counts and weighs as its parts. */
export function basketMeasure(lines: readonly WeighedLine[]): Pick<ShippingBasket, 'itemCount' | 'weightGrams'> {
  let itemCount = 0;
  let weightGrams = 0;
  for (const line of lines) {
    const parts = line.bundleParts ?? [];
    if (parts.length === 0) {
      itemCount += line.quantity;
      weightGrams += typeWeight(line.product.type) * line.quantity;
      continue;
    }
    for (const part of parts) {
      itemCount += part.quantity * line.quantity;
      weightGrams += typeWeight(part.name) * part.quantity * line.quantity;
    }
  }
  return { itemCount, weightGrams };
}

/** The charge of `method` for a basket of this size, whatever its goods value turns out to be. */
export function methodCharge(method: DeliveryMethod, measure: Pick<ShippingBasket, 'itemCount' | 'weightGrams'>): ShippingCharge {
  return {
    code: method.code,
    label: method.label,
    priceFor: (goodsAfterDiscount) => ratePrice(method.rate, { ...measure, goodsValue: goodsAfterDiscount }) ?? 0,
  };
}

/** The UTC calendar day (YYYY-MM-DD) a last order date is compared with. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export interface DeliveryChoice {
  /** The methods reaching the country, priced. */
  methods: MethodQuote[];
  /** The one asked for, when it reaches the country; else undefined. */
  chosen: ShippingCharge | undefined;
}

/** The methods reaching `country` for goods worth `goodsValue` (after discount), and the charge of `code` among them. */
export function deliveryChoice(
  zones: readonly Zone[],
  country: string,
  code: string,
  lines: readonly WeighedLine[],
  goodsValue: number,
  now: Date,
): DeliveryChoice {
  const measure = basketMeasure(lines);
  const methods = quoteMethods(zones, country, { ...measure, goodsValue }, dayOf(now));
  const method = methods.some((quote) => quote.code === code) ? zoneFor(zones, country)?.methods.find((candidate) => candidate.code === code) : undefined;
  return { methods, chosen: method ? methodCharge(method, measure) : undefined };
}
