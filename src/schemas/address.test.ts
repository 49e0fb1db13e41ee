import { describe, expect, it } from 'vitest';
import { Address, ADDRESS_MESSAGES } from './address.ts';
import { needsEori } from '../lib/countries.ts';

const uk = { name: 'Olivia', street: '1 High St', city: 'Leeds', country: 'gb', zip: 'ls1 1aa' };
const messagesOf = (input: unknown) => {
  const result = Address.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('Address', () => {
  it('normalises country and postcode', () => {
    expect(Address.parse(uk)).toEqual({ name: 'Olivia', company: '', street: '1 High St', city: 'Leeds', state: '', country: 'GB', zip: 'LS1 1AA', eori: '' });
  });

  it('checks UK postcodes and asks for an EORI number across the GB↔EU border only', () => {
    expect(messagesOf({ ...uk, zip: '12345' })).toEqual({ zip: 'Please enter a valid postcode.' });
    expect(needsEori('FR')).toBe(true);
    expect(needsEori('GB')).toBe(false);
    expect(needsEori('US')).toBe(false);
    expect(messagesOf({ ...uk, country: 'FR', zip: '75001' })).toEqual({ eori: 'This field is required.' });
    expect(messagesOf({ ...uk, country: 'FR', zip: '75001', eori: '12' })).toEqual({ eori: ADDRESS_MESSAGES.eori });
    expect(Address.parse({ ...uk, country: 'FR', zip: '75001', eori: 'fr 1234 5678' }).eori).toBe('FR12345678');
    expect(messagesOf({ ...uk, country: 'US', zip: '10001' })).toEqual({});
  });

  it('says which fields are required and refuses countries it does not ship to', () => {
    expect(messagesOf({ country: 'ZZ' })).toEqual({
      name: 'This field is required.',
      street: 'This field is required.',
      city: 'This field is required.',
      country: ADDRESS_MESSAGES.country,
      zip: 'This field is required.',
    });
  });
});
