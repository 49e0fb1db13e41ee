import { z } from 'zod';
import { maxLength, rules, v } from '../lib/validation/index.ts';
import { normaliseLabelCode } from '../lib/label-codes.ts';

// Browsers trim e-mail inputs; people paste addresses with spaces around them.
const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/** The return offer form: email required and valid; the call sends { email }. */
export const ReturnOfferInput = z.object({
  email: trimmed(v.text(rules.required, rules.email, maxLength(254))).transform((value) => value.toLowerCase()),
});
export type ReturnOfferInput = z.infer<typeof ReturnOfferInput>;

/** A prepaid label's code as printed: 'RX' and 10 digits (newLabelCode('RX')). */
export const RETURN_LABEL_CODE = /^RX\d{10}$/;

/** What staff type or scan: the code, forgiving case and the spaces scanners and people add. */
export const ReceiveInput = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseLabelCode(value) : value),
    v.text(rules.required).regex(RETURN_LABEL_CODE, { error: 'This is not a free returns label code.' }),
  ),
});
export type ReceiveInput = z.infer<typeof ReceiveInput>;

/** POST /omnis/v3/frontend/retex/remill/submit/ */
export const ReturnOfferAnswer = z.object({ type: z.literal('success'), message: z.string() });
export type ReturnOfferAnswer = z.infer<typeof ReturnOfferAnswer>;
