import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

// Phone numbers as SMS providers want them: E.164 ("+447400900123"). A text can only
// reach a mobile, so a number is taken only when libphonenumber-js (its mobile metadata)
// knows it as a real mobile number of its country: a typo, a number too short or too
// long, or a landline never reaches the provider as a paid, failed send.

/** Numbers written without a country are British. */
export const DEFAULT_PHONE_COUNTRY = 'GB';

/**
 * A mobile number as people write it ("07400 900123", "+44 (0)7400 900123", "0044 7400
 * 900123", "447400900123"), or already in international form with its country ("+33 6 12
 * 34 56 78"), as E.164. Only digits, spaces, brackets, dots, dashes and "+" are read (no
 * "tel:" address, no extension). Anything else, or a number that is not a mobile, is null.
 */
export function toE164(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[\d\s()+.-]+$/.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.number : null;
}
