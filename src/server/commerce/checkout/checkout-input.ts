import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '../../../lib/validation/index.ts';
import { Address } from '../../../schemas/address.ts';
import { CheckoutFields } from '../../../schemas/checkout.ts';

export const CHECKOUT_MESSAGES = {
  emptyBasket: 'Your basket is empty.',
  coupon: 'This coupon code is not valid.',
  noDelivery: (country: string) => `Sorry, we do not deliver to ${country}.`,
  unavailableMethod: (country: string) => `This delivery method is not available for ${country}.`,
} as const;

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
