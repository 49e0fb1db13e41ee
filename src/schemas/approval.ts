import { z } from 'zod';
import { rules } from '../lib/validation/catalogue.ts';
import { text } from '../lib/validation/zod.ts';
import { maxLength, minLength } from '../lib/validation/rules/length.ts';

// Staff approval of stores and of owners' products (the back office's queues).

/** Bounds of a denial reason: enough to say why, short enough to show beside the product. */
export const DENIAL_REASON_MIN = 3;
export const DENIAL_REASON_MAX = 500;

/** POST /omnis/v3/atlas/products/{id}/deny/ and /omnis/v3/atlas/stores/{id}/deny/: why staff say no (with the length texts). */
export const DenyBody = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    text(rules.required, minLength(DENIAL_REASON_MIN), maxLength(DENIAL_REASON_MAX)),
  ),
});
export type DenyBody = z.infer<typeof DenyBody>;
