import type { BrowserPaymentState } from './provider.ts';

/**
 * A PaymentIntent's status as the shopper meets it. requires_payment_method is both "not
 * tried yet" and "declined": Stripe keeps the intent for another try. requires_confirmation
 * and requires_action (3-D Secure left unfinished) are still the shopper's to complete on
 * /pay/. requires_capture does not happen with automatic capture; like an unknown status it
 * waits as processing rather than being shown as paid or failed.
 */
export function browserStateOf(status: string): BrowserPaymentState {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  if (status === 'requires_payment_method' || status === 'requires_confirmation' || status === 'requires_action') return 'payable';
  return 'processing';
}

/** Stripe's metadata values are strings of at most 500 characters. */
export function intentMetadata(input: { orderUuid: string; orderId?: number | undefined; store?: { divisionId: number; subdomain: string } | undefined }) {
  return {
    // `order` is what webhooks read back (the order's uuid).
    order: input.orderUuid,
    ...(input.orderId === undefined ? {} : { order_id: String(input.orderId) }),
    ...(input.store ? { division_id: String(input.store.divisionId), subdomain: input.store.subdomain.slice(0, 500) } : {}),
  };
}
