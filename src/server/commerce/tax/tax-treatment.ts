import { EU_COUNTRY_CODES } from '../../../lib/geography.ts';

// How an order is taxed, decided by where it goes, who buys and where the store is
// registered. The stores ship from Great Britain:
// - to the UK: UK VAT at the product's UK rate;
// - to an EU consumer, a consignment worth at most €150 (goods only, before VAT) from a store
//   with an IOSS number: the destination's VAT, collected at checkout and declared under IOSS;
// - to an EU consumer otherwise (over €150, or no IOSS number): no VAT at checkout; the carrier
//   collects import VAT and any duty on delivery, and the shopper is told so;
// - to an EU business with a valid VAT number of that country: no VAT, reverse charge;
// - anywhere else: an export, zero-rated.

/** The EU's import one-stop-shop limit: consignments of intrinsic value up to €150. */
export const IOSS_LIMIT_EUR_CENTS = 15_000;

export type TaxTreatment =
  | { kind: 'uk' }
  | { kind: 'ioss'; country: string }
  | { kind: 'import-vat-due'; country: string; reason: 'over-limit' | 'no-ioss' }
  | { kind: 'reverse-charge'; country: string; vatNumber: string }
  | { kind: 'export'; country: string };

export interface TaxSituation {
  /** The delivery country, ISO alpha-2 (GB for the UK). */
  country: string;
  /** The store's IOSS number, when it has one. */
  iossNumber: string | null;
  /** The buyer's VAT number, checked valid and of the delivery country; null for a consumer. */
  buyerVatNumber: string | null;
  /** The consignment's goods value before VAT, in euro cents. */
  goodsValueEurCents: number;
}

export function taxTreatment(situation: TaxSituation): TaxTreatment {
  const { country } = situation;
  if (country === 'GB') return { kind: 'uk' };
  if (!EU_COUNTRY_CODES.has(country)) return { kind: 'export', country };
  if (situation.buyerVatNumber) return { kind: 'reverse-charge', country, vatNumber: situation.buyerVatNumber };
  if (!situation.iossNumber) return { kind: 'import-vat-due', country, reason: 'no-ioss' };
  if (situation.goodsValueEurCents > IOSS_LIMIT_EUR_CENTS) return { kind: 'import-vat-due', country, reason: 'over-limit' };
  return { kind: 'ioss', country };
}

/** Whether VAT is charged at checkout under this treatment, and at which country's rates. */
export function chargedIn(treatment: TaxTreatment): string | null {
  if (treatment.kind === 'uk') return 'GB';
  if (treatment.kind === 'ioss') return treatment.country;
  return null;
}

/** What the shopper reads at checkout and on the invoice about the tax. */
export const TAX_NOTES = {
  'import-vat-due': 'Import VAT and any customs duty may be due on delivery: the carrier collects them before handing over the parcel.',
  'reverse-charge': 'Reverse charge: VAT to be accounted for by the customer.',
  export: 'Export outside the UK and the EU: zero-rated for VAT. Local import taxes and duties may be due on delivery.',
  ioss: 'VAT of the destination country included and paid under the Import One-Stop Shop.',
} as const;
