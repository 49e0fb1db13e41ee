// VAT rates by destination, in basis points (20% = 2000), for each tax category a product can
// be in. The UK's, and the 27 EU members' standard rates as they stand on 1 January 2026
// (Estonia 24% and Romania 21% since 2025, Finland 25.5% since September 2024, Slovakia 23%
// since 2025): review them each January. Children's clothing is zero-rated in the UK and in
// Ireland, and standard-rated in the other member states.

/** The UK's standard rate: the rate the stores' tax-included prices were entered at. */
export const UK_STANDARD_RATE_BP = 2000;

import { TAX_CATEGORIES, type TaxCategory } from '../../../schemas/product.ts';

export { TAX_CATEGORIES, type TaxCategory };

/** The standard rate of the UK (GB) and of each EU member, in basis points. */
export const STANDARD_RATES_BP: Readonly<Record<string, number>> = {
  GB: 2000,
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
};

/** Where a category's rate is not the standard one: country → rate in basis points. */
const CATEGORY_RATES_BP: Readonly<Record<Exclude<TaxCategory, 'standard'>, Readonly<Record<string, number>>>> = {
  'childrens-clothing': { GB: 0, IE: 0 },
};

export function isTaxCategory(value: string): value is TaxCategory {
  return (TAX_CATEGORIES as readonly string[]).includes(value);
}

/** The rate of `category` in `country` (ISO alpha-2, GB for the UK); 0 where it levies no VAT we know of. */
export function vatRateBp(country: string, category: TaxCategory = 'standard'): number {
  const special = category === 'standard' ? undefined : CATEGORY_RATES_BP[category][country];
  return special ?? STANDARD_RATES_BP[country] ?? 0;
}

/** The tax inside `gross` (minor units, tax included) at `rateBp`, rounded half up. */
export function taxIncluded(gross: number, rateBp: number): number {
  if (rateBp <= 0 || gross <= 0) return 0;
  const denominator = 10_000 + rateBp;
  // floor((2·gross·rate + denominator) / (2·denominator)) = round half up of gross·rate/denominator.
  return Math.floor((2 * gross * rateBp + denominator) / (2 * denominator));
}

/** The tax on `net` (minor units, before tax) at `rateBp`, rounded half up. */
export function taxOn(net: number, rateBp: number): number {
  if (rateBp <= 0 || net <= 0) return 0;
  return Math.floor((2 * net * rateBp + 10_000) / 20_000);
}

/** a × b / c rounded half up, for proportional shares of a total (all non-negative integers). */
export function shareOf(a: number, b: number, c: number): number {
  if (c <= 0) return 0;
  return Math.floor((2 * a * b + c) / (2 * c));
}
