// Shipping rules of a store: zones (which countries), their delivery methods (estimate in
// working days, an optional last order date such as the Christmas cutoff) and each method's
// rate. Pure: what a basket pays to a country is worked out here from the store's zones, in
// integer minor units, with no database and no clock of its own.

export const RATE_KINDS = ['flat', 'value-bands', 'per-item', 'weight-bands'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/** A band of goods value (minor units) or weight (grams): from inclusive, up to exclusive; null: no upper limit. */
export interface Band {
  from: number;
  to: number | null;
  price: number;
}

export interface Rate {
  kind: RateKind;
  /** flat: the price; per-item: the first item's price. */
  amount: number;
  /** per-item: the price of each item after the first. */
  extraAmount: number;
  /** value-bands and weight-bands: the price by goods value or weight. */
  bands: Band[];
  /** Free when the goods (after discount) are worth at least this; null: never free. */
  freeOver: number | null;
}

export interface DeliveryMethod {
  /** Names the method in the checkout form: standard, express, christmas, collection… */
  code: string;
  label: string;
  minDays: number;
  maxDays: number;
  /** The last day (YYYY-MM-DD) it can be ordered, e.g. for delivery before Christmas; null: always. */
  cutoff: string | null;
  rate: Rate;
}

export interface Zone {
  id?: number;
  name: string;
  /** ISO 3166-1 alpha-2 codes. */
  countries: string[];
  /** Covers every country no other zone lists. */
  restOfWorld: boolean;
  methods: DeliveryMethod[];
}

/** What the price depends on. */
export interface ShippingBasket {
  /** Goods value after discount, tax included, minor units. */
  goodsValue: number;
  itemCount: number;
  weightGrams: number;
}

export interface MethodQuote {
  code: string;
  label: string;
  price: number;
  minDays: number;
  maxDays: number;
  /** "2–3 working days", "Next working day". */
  estimate: string;
  cutoff: string | null;
}

const inBand = (value: number, band: Band) => value >= band.from && (band.to === null || value < band.to);

/** What `rate` charges for `basket`; null when no band covers it (the method is then not offered). */
export function ratePrice(rate: Rate, basket: ShippingBasket): number | null {
  if (rate.freeOver !== null && basket.goodsValue >= rate.freeOver) return 0;
  switch (rate.kind) {
    case 'flat':
      return rate.amount;
    case 'per-item':
      return rate.amount + rate.extraAmount * Math.max(0, basket.itemCount - 1);
    case 'value-bands':
      return rate.bands.find((band) => inBand(basket.goodsValue, band))?.price ?? null;
    case 'weight-bands':
      return rate.bands.find((band) => inBand(basket.weightGrams, band))?.price ?? null;
  }
}

/** The zone that reaches `country`: the one listing it, else the rest-of-the-world zone, else none. */
export function zoneFor(zones: readonly Zone[], country: string): Zone | undefined {
  const code = country.toUpperCase();
  return zones.find((zone) => zone.countries.includes(code)) ?? zones.find((zone) => zone.restOfWorld);
}

/** "Next working day", "3 working days", "2–3 working days". */
export function estimateText(minDays: number, maxDays: number): string {
  if (minDays === maxDays) return maxDays <= 1 ? 'Next working day' : `${maxDays} working days`;
  return `${minDays}–${maxDays} working days`;
}

/**
 * The methods that reach `country` for this basket, in the zone's order, each with its price
 * and estimate. A method past its last order date (`today` later than its cutoff, both
 * YYYY-MM-DD) or whose bands do not cover the basket is left out.
 */
export function quoteMethods(zones: readonly Zone[], country: string, basket: ShippingBasket, today: string): MethodQuote[] {
  const zone = zoneFor(zones, country);
  if (!zone) return [];
  const quotes: MethodQuote[] = [];
  for (const method of zone.methods) {
    if (method.cutoff !== null && today > method.cutoff) continue;
    const price = ratePrice(method.rate, basket);
    if (price === null) continue;
    const { code, label, minDays, maxDays, cutoff } = method;
    quotes.push({ code, label, price, minDays, maxDays, estimate: estimateText(minDays, maxDays), cutoff });
  }
  return quotes;
}

/** The lowest goods value from which some method of `country`'s zone is free, if any. */
export function freeDeliveryFrom(zones: readonly Zone[], country: string): number | null {
  const thresholds = (zoneFor(zones, country)?.methods ?? []).map((method) => method.rate.freeOver).filter((value): value is number => value !== null);
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

export { freeDeliveryProgress } from '../../../lib/free-delivery.ts';
