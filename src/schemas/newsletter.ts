import { z } from 'zod';
import { maxLength, rules, v } from '../lib/validation/index.ts';

/** The list a form names when it names none. */
export const DEFAULT_MAILING_LIST = 'newsletter';

// Browsers trim e-mail inputs; people paste names with spaces around them.
const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/**
 * The subscriber offer form: email required and valid, firstName required; and
 * the call sends division, mailingList, email and firstName.
 */
export const SubscribeInput = z.object({
  /** The store's id or subdomain; the host decides the store, this only has to agree. */
  division: z.union([z.int(), z.string().max(80)]).optional(),
  /** Which of the store's lists, e.g. "newsletter". */
  mailingList: trimmed(v.text(rules.alphaDash, maxLength(60)).optional()).transform((value) => value || DEFAULT_MAILING_LIST),
  email: trimmed(v.text(rules.required, rules.email, maxLength(254))).transform((value) => value.toLowerCase()),
  firstName: trimmed(v.text(rules.required, maxLength(60))),
});
export type SubscribeInput = z.infer<typeof SubscribeInput>;
