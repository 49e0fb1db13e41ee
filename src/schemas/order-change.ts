import { z } from 'zod';
import { maxLength, rules, v } from '../lib/validation/index.ts';
import { messages } from '../lib/validation/messages.ts';
import { RETURN_REASONS } from '../lib/after-sale/returns.ts';
import { Address } from './address.ts';

// What the order-change calls take, as JSON from a script or as the page's plain form fields
// (strings, hence the coercions). Every field error carries a validation message.

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/** A whole number from JSON or a form field; anything else reports `message`. */
const wholeNumber = (min: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? messages.required : message) })
      .int(message)
      .min(min, messages.minValue(min)),
  );

/** The order's version the form was drawn from: a change to a newer order is refused (409). */
const version = wholeNumber(0, messages.numeric);
const itemId = wholeNumber(1, messages.numeric);
const option = trimmed(v.text(maxLength(60)).optional()).transform((value) => (value === '' ? undefined : value));

export const ChangeItemBody = z.object({ version, itemId, colour: option, size: option });
export type ChangeItemBody = z.output<typeof ChangeItemBody>;

export const RemoveItemBody = z.object({ version, itemId });
export type RemoveItemBody = z.output<typeof RemoveItemBody>;

export const CancelBody = z.object({ version });
export type CancelBody = z.output<typeof CancelBody>;

export const AddressBody = z.object({ version, address: z.preprocess((value) => value ?? {}, Address) });
export type AddressBody = z.output<typeof AddressBody>;

export const RETURN_KINDS = ['return', 'exchange'] as const;

export const ReturnBody = z
  .object({
    version,
    itemId,
    quantity: wholeNumber(1, messages.numeric),
    kind: trimmed(z.enum(RETURN_KINDS, { error: messages.required })),
    reason: trimmed(z.enum(RETURN_REASONS, { error: messages.required })),
    wanted: z.preprocess((value) => value ?? {}, z.object({ colour: option, size: option })),
  })
  .superRefine((body, context) => {
    // An exchange must say what it is for; a return wants nothing.
    if (body.kind === 'exchange' && body.wanted.colour === undefined && body.wanted.size === undefined) {
      context.addIssue({ code: 'custom', path: ['wanted', 'size'], message: messages.required });
    }
  });
export type ReturnBody = z.output<typeof ReturnBody>;

/** The "find your order" form: the order number from the receipt or mail, and the order's e-mail. */
export const FindOrderBody = z.object({
  orderNumber: trimmed(v.text(rules.required, maxLength(40))),
  email: trimmed(v.text(rules.required, rules.email, maxLength(254))).transform((value) => value.toLowerCase()),
});
export type FindOrderBody = z.output<typeof FindOrderBody>;
