import { messages } from '../messages.ts';
import { defineRule, patternRule } from '../rule.ts';

// UK formats for checkout, payout and tax details.

/**
 * A UK number as people write it: "07700 900123", "+44 (0)20 7946 0018", "0044 161 496 0000".
 * Spaces, dashes, dots and brackets are ignored; 9 or 10 digits follow the 0 or +44.
 */
export const ukPhone = defineRule('uk_phone', messages.ukPhone, (value) => {
  if (!/^[\d\s()+.-]+$/.test(value)) return false;
  const digits = value.replace('(0)', '').replace(/[\s().-]/g, '');
  return /^(?:(?:\+|00)44|0)[1-9]\d{8,9}$/.test(digits);
});

/** A bank sort code, written NN-NN-NN. */
export const sortCode = patternRule('sort_code', messages.sortCode, /^\d{2}-\d{2}-\d{2}$/);

// Royal Mail outward code (area + district), optional space, inward code; plus GIR 0AA.
const POSTCODE = /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/** A UK postcode such as "SW1A 1AA" or "m11ae"; letters of either case. */
export const postcode = patternRule('postcode', messages.postcode, POSTCODE);

// HMRC format: two prefix letters (never D, F, I, Q, U, V; second never O; some pairs
// never issued), six digits, suffix A–D. Spaces between the pairs are allowed.
const NATIONAL_INSURANCE = /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z](?: ?\d{2}){3} ?[A-D]$/i;

export const nationalInsuranceNumber = patternRule('national_insurance_number', messages.nationalInsuranceNumber, NATIONAL_INSURANCE);

/** A UK bank account number: exactly 8 digits. */
export const bankAccountNumber = patternRule('bank_account_number', messages.bankAccountNumber, /^\d{8}$/);
