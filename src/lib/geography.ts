/** The EU check uses the 27 EU country codes. */
export const EU_COUNTRY_CODES = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

export type Geography = 'UK' | 'EU' | 'ROW';

/** The cookie the edge sets with the visitor's ISO country code. */
export const GEO_COUNTRY_COOKIE = 'geo-country';

/** UK, EU or rest of world from the geo-country cookie; unknown counts as UK, the home market. */
export function geographyOf(countryCode: string | null | undefined): Geography {
  const code = (countryCode ?? '').trim().toUpperCase();
  if (code === '' || code === 'GB' || code === 'UK') return 'UK';
  return EU_COUNTRY_CODES.has(code) ? 'EU' : 'ROW';
}
