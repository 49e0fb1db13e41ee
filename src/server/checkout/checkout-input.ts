import { z } from 'zod';
import { maxLength, rules, v } from '../../lib/validation/index.ts';
import { messages } from '../../lib/validation/messages.ts';
import { Address } from './address.ts';
import { SHIPPING_METHODS } from './shipping.ts';

export const CHECKOUT_MESSAGES = {
  emptyBasket: 'Your basket is empty.',
  coupon: 'This coupon code is not valid.',
} as const;

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/**
 * What /checkout/ posts (as a form, or as JSON to POST /omnis/v3/checkout/orders/).
 * Fields are named as they are reported: shippingAddress.zip, billingAddress.name…
 */
export const CheckoutInput = z
  .object({
    /** Where the order confirmation and receipt are sent. */
    email: trimmed(v.text(rules.required, rules.email, maxLength(254))).transform((value) => value.toLowerCase()),
    shippingAddress: Address,
    /** When true (the default) the billing address is the shipping address. */
    billingSameAsShipping: z.preprocess((value) => value === undefined || value === true || value === 'on' || value === '1' || value === 'true', z.boolean()),
    /** Only read when billingSameAsShipping is false. */
    billingAddress: z.unknown().optional(),
    shippingMethod: trimmed(z.enum(SHIPPING_METHODS, { error: messages.required })).default(SHIPPING_METHODS[0]),
    couponCode: trimmed(v.text(maxLength(40)).optional()).transform((value) => (value ?? '').toUpperCase()),
  })
  .transform((input, context) => {
    if (input.billingSameAsShipping) return { ...input, billingAddress: input.shippingAddress };
    const billing = Address.safeParse(input.billingAddress ?? {});
    if (billing.success) return { ...input, billingAddress: billing.data };
    for (const issue of billing.error.issues) context.addIssue({ code: 'custom', path: ['billingAddress', ...issue.path.map(String)], message: issue.message });
    return z.NEVER;
  });
export type CheckoutInput = z.output<typeof CheckoutInput>;
/** What the form shows back: the posted strings, nested as the input names them. */
export type CheckoutValues = Record<string, string>;
