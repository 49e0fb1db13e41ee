import { z } from 'zod';
import { maxLength, rules, v } from '../lib/validation/index.ts';
import { Address } from './address.ts';

// The checkout's body: what /checkout/ posts as a form, or POST /omnis/v3/checkout/orders/ as JSON.
// The billing address is checked only when it differs (parseCheckout, src/server/commerce/checkout/checkout-input.ts).

/** The delivery method every store's zones start with: what a checkout that names none asks for. */
export const DEFAULT_SHIPPING_METHOD = 'standard';

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/**
 * What /checkout/ posts (as a form, or as JSON to POST /omnis/v3/checkout/orders/).
 * Fields are named as they are reported: shippingAddress.zip, billingAddress.name…
 */
export const CheckoutFields = z.object({
  /** Where the order confirmation and receipt are sent. */
  email: trimmed(v.text(rules.required, rules.email, maxLength(254))).transform((value) => value.toLowerCase()),
  shippingAddress: z.preprocess((value) => value ?? {}, Address),
  /** When true (the default) the billing address is the shipping address. */
  billingSameAsShipping: z.preprocess((value) => value === undefined || value === true || value === 'on' || value === '1' || value === 'true', z.boolean()),
  /** A method code of the store's zone for the shipping country (checked against the store's methods when the order is placed). */
  shippingMethod: trimmed(v.text(rules.required, maxLength(40))).default(DEFAULT_SHIPPING_METHOD),
  couponCode: trimmed(v.text(maxLength(40)).optional()).transform((value) => (value ?? '').toUpperCase()),
  /** A business customer's VAT number, with its country code (an EU one of the delivery country: reverse charge). */
  vatNumber: trimmed(v.text(maxLength(24)).optional()).transform((value) => (value ?? '').replace(/[\s.-]/g, '').toUpperCase()),
});
export type CheckoutFields = z.infer<typeof CheckoutFields>;
