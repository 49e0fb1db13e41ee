import { z } from 'zod';
import { maxLength, minLength, rules, v } from '../lib/validation/index.ts';

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/** The block a form belongs to: the page document's node id (a UUID). */
export const BLOCK_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * What the mail contact form sends (checked with the validation messages). The recipient is never part of it:
 * the server reads it from the form's own block, so the form cannot be used to mail anyone.
 */
export const ContactInput = z.object({
  block: z.string().regex(BLOCK_ID, { error: 'This form cannot be sent.' }),
  name: trimmed(v.text(rules.required, maxLength(80))),
  email: trimmed(v.text(rules.required, rules.email, maxLength(254))),
  message: trimmed(v.text(rules.required, minLength(10), maxLength(2000))),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const CONTACT_MESSAGES = {
  sent: 'Thanks for your message. We will get back to you soon.',
  noRecipient: 'This form cannot be sent.',
} as const;
