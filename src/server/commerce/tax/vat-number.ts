import { checkVAT, countries } from 'jsvat';

// A business customer's VAT number, checked here for its country's format and check digits
// (jsvat: every EU member and the UK). Whether it is registered is VIES's to say (vies.ts).
// Greece's numbers start EL, not its ISO code GR.

export type VatNumberCheck =
  | { valid: true /** Upper case, no spaces or dots: DE136695976. */; number: string /** ISO alpha-2 (GR for EL). */; country: string }
  | { valid: false; reason: 'format' | 'checksum' };

export const VAT_NUMBER_MESSAGES = {
  format: 'Enter the VAT number with its country code, e.g. DE136695976.',
  checksum: 'This VAT number is not valid. Please check it.',
  country: 'The VAT number must be registered in the delivery country.',
  notRegistered: 'This VAT number is not registered for VAT (VIES). Please check it.',
} as const;

const ISO_OF_PREFIX: Record<string, string> = { EL: 'GR' };

export function checkVatNumber(input: string): VatNumberCheck {
  const number = input.replace(/[\s.-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(number)) return { valid: false, reason: 'format' };
  const result = checkVAT(number, countries);
  if (!result.isSupportedCountry || !result.isValidFormat) return { valid: false, reason: 'format' };
  if (!result.isValid) return { valid: false, reason: 'checksum' };
  const prefix = number.slice(0, 2);
  return { valid: true, number, country: ISO_OF_PREFIX[prefix] ?? result.country?.isoCode.short ?? prefix };
}
