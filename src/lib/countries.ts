import { EU_COUNTRY_CODES, geographyOf, type Geography } from './geography.ts';

// The countries the stores ship to: the UK, the EU's 27 (the EU check's codes) and the
// rest of the world's larger markets. Codes are ISO 3166-1 alpha-2; GB is the UK.

const NAMES: Record<string, string> = {
  GB: 'United Kingdom',
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  HR: 'Croatia',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GR: 'Greece',
  HU: 'Hungary',
  IE: 'Ireland',
  IT: 'Italy',
  LV: 'Latvia',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MT: 'Malta',
  NL: 'Netherlands',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
  AU: 'Australia',
  CA: 'Canada',
  CH: 'Switzerland',
  IS: 'Iceland',
  JP: 'Japan',
  NO: 'Norway',
  NZ: 'New Zealand',
  SG: 'Singapore',
  US: 'United States',
  ZA: 'South Africa',
};

/** Every country a shopper can choose, the UK first, then by name. */
export const SHIPPING_COUNTRIES: readonly { code: string; name: string }[] = Object.entries(NAMES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => (a.code === 'GB' ? -1 : b.code === 'GB' ? 1 : a.name.localeCompare(b.name)));

export function isShippingCountry(code: string): boolean {
  return Object.hasOwn(NAMES, code);
}

export function countryName(code: string): string {
  return NAMES[code] ?? code;
}

/** UK, EU or rest of world: what shipping costs and whether VAT is charged depend on. */
export function destinationOf(countryCode: string): Geography {
  return geographyOf(countryCode);
}

/**
 * The stores ship from Great Britain: a parcel to the EU crosses a customs border and
 * needs the importer's EORI number (GB↔EU since 2021). UK and rest-of-world parcels do not.
 */
export function needsEori(countryCode: string): boolean {
  return EU_COUNTRY_CODES.has(countryCode);
}
