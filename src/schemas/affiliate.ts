import { z } from 'zod';
import { maxLength, maxValue, minValue, rules, v } from '../lib/validation/index.ts';

// What the owner's affiliate calls (and the join form) send: the programme's terms and a new affiliate.

export const MAX_COOKIE_DAYS = 365;

const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** What the owner's form sends (with validation messages): rate 0–100 with two decimals, days 1–365. */
export const AffiliateSettingsInput = z.object({
  enabled: z.boolean().default(true),
  commissionRate: z.preprocess(asText, v.text(rules.required, rules.twoDecimalPlaces, minValue(0), maxValue(100))).transform(Number),
  cookieDays: z.preprocess(asText, v.text(rules.required, rules.numeric, minValue(1), maxValue(MAX_COOKIE_DAYS))).transform(Number),
});
export type AffiliateSettingsInput = z.infer<typeof AffiliateSettingsInput>;

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/** A new affiliate: name and e-mail required; a code of the owner's choosing or a generated one. */
export const NewAffiliateInput = z.object({
  name: trimmed(v.text(rules.required, maxLength(80))),
  email: trimmed(v.text(rules.required, rules.email, maxLength(254))).transform((value) => value.toLowerCase()),
  code: trimmed(v.text(rules.alphaDash, maxLength(32)).optional()).transform((value) => value?.toLowerCase() || undefined),
});
export type NewAffiliateInput = z.infer<typeof NewAffiliateInput>;
