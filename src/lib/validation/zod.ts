import { z } from 'zod';
import { normaliseHex } from '../colour.ts';
import { rules } from './catalogue.ts';
import { messages } from './messages.ts';
import type { Rule } from './rule.ts';
import { ext, maxLength, minLength } from './rules/length.ts';
import { maxValue, minValue } from './rules/numbers.ts';
import { regex } from './rules/custom.ts';

// The catalogue as zod 4 schemas for API validators and island forms. Each issue's
// message is the rule's exact text, so a 422 can report { errors: { field: [message] } }.

/** A zod check failing with exactly the rule's message: `z.string().check(zodCheck(rules.email))`. */
export function zodCheck(rule: Rule) {
  // A blank required field reports only 'This field is required.', not every format too.
  return z.refine<string>((value) => rule.test(value), { error: rule.message, abort: rule === rules.required });
}

const isMissing = (input: unknown): boolean => input === undefined || input === null;

/**
 * A string schema checked by `ruleList` in order. A missing value reports the required
 * message; a value of the wrong type reports the first format rule's message.
 */
export function text(...ruleList: Rule[]): z.ZodString {
  const typeMessage = ruleList.find((rule) => rule !== rules.required)?.message ?? messages.required;
  let schema = z.string({ error: (issue) => (isMissing(issue.input) ? messages.required : typeMessage) });
  for (const rule of ruleList) schema = schema.check(zodCheck(rule));
  return schema;
}

/** One rule as a string schema (missing values report the required message). */
export function zodRule(rule: Rule): z.ZodString {
  return text(rule);
}

export interface FieldOptions {
  /** When false an empty string passes; add `.optional()` to let the key be absent too. */
  required?: boolean;
}

const requirable = (options: FieldOptions | undefined, requiredByDefault: boolean, ...ruleList: Rule[]): z.ZodString =>
  (options?.required ?? requiredByDefault) ? text(rules.required, ...ruleList) : text(...ruleList);

/** A schema builder for one fixed rule. */
const field =
  (rule: Rule, requiredByDefault = true) =>
  (options?: FieldOptions): z.ZodString =>
    requirable(options, requiredByDefault, rule);

/**
 * Schema builders named after the catalogue's rules. Each one is required unless
 * `{ required: false }` is passed — except charity, VAT and company numbers, which the
 * spec lets stay empty and so default to `{ required: false }`.
 */
export const v = {
  text,
  required: (): z.ZodString => text(rules.required),

  email: field(rules.email),
  url: field(rules.url),
  domain: field(rules.domain),
  password: field(rules.password),
  twoFactorCode: field(rules.twoFactorCode),
  recoveryCode: field(rules.recoveryCode),

  charityNumber: field(rules.charityNumber, false),
  vatNumber: field(rules.vatNumber, false),
  companyNumber: field(rules.companyNumber, false),

  gaMeasurementId: field(rules.gaMeasurementId),
  gaTrackingId: field(rules.gaTrackingId),
  facebookPixel: field(rules.facebookPixel),
  adsConversionId: field(rules.adsConversionId),
  adsConversionLabel: field(rules.adsConversionLabel),
  googleVerification: field(rules.googleVerification),
  pinterestVerification: field(rules.pinterestVerification),
  facebookVerification: field(rules.facebookVerification),
  pinterestPixel: field(rules.pinterestPixel),
  embedCode: field(rules.embedCode),

  alpha: field(rules.alpha),
  alphaDash: field(rules.alphaDash),
  alphaSpaces: field(rules.alphaSpaces),
  alphaSpacesPunctuation: field(rules.alphaSpacesPunctuation),
  lowercase: field(rules.lowercase),

  numeric: field(rules.numeric),
  numericFloat: field(rules.numericFloat),
  numberRequired: field(rules.numberRequired),
  twoDecimalPlaces: field(rules.twoDecimalPlaces),
  positiveNumber: field(rules.positiveNumber),

  ukPhone: field(rules.ukPhone),
  sortCode: field(rules.sortCode),
  postcode: field(rules.postcode),
  nationalInsuranceNumber: field(rules.nationalInsuranceNumber),
  bankAccountNumber: field(rules.bankAccountNumber),

  minLength: (length = 3, options?: FieldOptions): z.ZodString => requirable(options, true, minLength(length)),
  maxLength: (length = 10, options?: FieldOptions): z.ZodString => requirable(options, true, maxLength(length)),
  ext: (formats: readonly string[], options?: FieldOptions): z.ZodString => requirable(options, true, ext(formats)),
  regex: (pattern: RegExp, message: string, options?: FieldOptions): z.ZodString => requirable(options, true, regex(pattern, message)),
  /** A number typed as text ("12.5") between optional bounds. */
  minValue: (min: number, options?: FieldOptions): z.ZodString => requirable(options, true, rules.numericFloat, minValue(min)),
  maxValue: (max: number, options?: FieldOptions): z.ZodString => requirable(options, true, rules.numericFloat, maxValue(max)),

  /** A JSON number between optional bounds, reporting 'Min N' / 'Max N'. */
  number: (bounds: { min?: number; max?: number } = {}): z.ZodNumber => {
    let schema = z.number({ error: (issue) => (isMissing(issue.input) ? messages.required : messages.numericFloat) });
    if (bounds.min !== undefined) schema = schema.min(bounds.min, { error: messages.minValue(bounds.min) });
    if (bounds.max !== undefined) schema = schema.max(bounds.max, { error: messages.maxValue(bounds.max) });
    return schema;
  },

  /** A hex colour, output normalised to 6 or 8 lower-case digits with a leading #. */
  hexColour: (options?: FieldOptions) => requirable(options, true, rules.hexColour).transform((value) => (value === '' ? value : normaliseHex(value))),
};
