import { z } from 'zod';
import { fromJson } from '../../../platform/db/json.ts';

// An order's billing and shipping address (name, company, street, city, state, country,
// zip, eori number), as checkout stores it in orders.*_address_json. Read leniently: an
// order placed must always show, so unknown or missing fields become empty strings.

const line = z.string().max(500).catch('').default('');

export const OrderAddress = z.object({
  name: line,
  company: line,
  street: line,
  city: line,
  state: line,
  country: line,
  zip: line,
  eoriNumber: line,
});
export type OrderAddress = z.infer<typeof OrderAddress>;

/** The stored address, with `eori` accepted as another spelling of `eoriNumber`. */
export function readOrderAddress(text: string, column: string): OrderAddress {
  const raw = fromJson<Record<string, unknown> | null>(text, column) ?? {};
  const eoriNumber = raw.eoriNumber ?? raw.eori_number ?? raw.eori;
  return OrderAddress.parse(typeof raw === 'object' ? { ...raw, eoriNumber } : {});
}

const regions = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' });

/** "GB" → "United Kingdom"; anything that is not a two-letter code is printed as written. */
export function countryName(country: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    const name = regions.of(country.toUpperCase());
    return name && name !== 'Unknown Region' ? name : country;
  } catch {
    return country;
  }
}

/** The printed lines of an address, empty ones left out. */
export function addressLines(address: OrderAddress): string[] {
  const place = [address.city, address.state, address.zip].filter(Boolean).join(', ');
  return [
    address.name,
    address.company,
    ...address.street.split(/\r?\n/),
    place,
    countryName(address.country),
    address.eoriNumber && `EORI: ${address.eoriNumber}`,
  ]
    .map((text) => text.trim())
    .filter(Boolean);
}
