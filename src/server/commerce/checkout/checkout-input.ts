import { z } from 'zod';
import { fieldErrors, maxLength, rules, v, type FieldErrors } from '../../../lib/validation/index.ts';
import { messages } from '../../../lib/validation/messages.ts';
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
const CheckoutFields = z.object({
  /** Where the order confirmation and receipt are sent. */
  email: trimmed(v.text(rules.required, rules.email, maxLength(254))).transform((value) => value.toLowerCase()),
  shippingAddress: z.preprocess((value) => value ?? {}, Address),
  /** When true (the default) the billing address is the shipping address. */
  billingSameAsShipping: z.preprocess((value) => value === undefined || value === true || value === 'on' || value === '1' || value === 'true', z.boolean()),
  shippingMethod: trimmed(z.enum(SHIPPING_METHODS, { error: messages.required })).default(SHIPPING_METHODS[0]),
  couponCode: trimmed(v.text(maxLength(40)).optional()).transform((value) => (value ?? '').toUpperCase()),
});

export type CheckoutInput = z.output<typeof CheckoutFields> & { billingAddress: Address };

/**
 * Parses what /checkout/ posts (as a form, or as JSON to POST /omnis/v3/checkout/orders/):
 * { email, shippingAddress, billingSameAsShipping?, billingAddress?, shippingMethod, couponCode? }.
 * Every field is checked, the billing address too when it differs, so all messages come
 * back at once, named as posted: shippingAddress.zip, billingAddress.name…
 */
export function parseCheckout(body: Record<string, unknown>): { success: true; data: CheckoutInput } | { success: false; errors: FieldErrors } {
  const fields = CheckoutFields.safeParse(body);
  const billingDiffers = fields.success
    ? !fields.data.billingSameAsShipping
    : CheckoutFields.shape.billingSameAsShipping.safeParse(body.billingSameAsShipping).data === false;
  const billing = billingDiffers ? Address.safeParse(body.billingAddress ?? {}) : undefined;
  const errors: FieldErrors = fields.success ? {} : fieldErrors(fields.error);
  if (billing && !billing.success) for (const [field, list] of Object.entries(fieldErrors(billing.error))) errors[`billingAddress.${field}`] = list;
  if (!fields.success || (billing && !billing.success)) return { success: false, errors };
  return { success: true, data: { ...fields.data, billingAddress: billing?.data ?? fields.data.shippingAddress } };
}
