import type { PlanInterval } from './billing-event.ts';

// Where an owner pays for Pro and manages it: Stripe Checkout and the Stripe Billing portal,
// or the built-in test processor's pages of the same shape. Both report what happened as
// billing events (billing-event.ts), applied by one code path.

export interface CheckoutInput {
  projectId: number;
  interval: PlanInterval;
  /** The owner's address, prefilled on the checkout (a project buying again uses its customer). */
  email: string;
  customerId: string | null;
  /** Where the processor sends the owner back: paid, or changed their mind. */
  successUrl: string;
  cancelUrl: string;
}

export interface BillingProvider {
  /** Stored in billing_subscriptions.provider: the payment provider's name. */
  readonly name: string;
  /** The address of a checkout for the Pro plan, in subscription mode. */
  startCheckout(input: CheckoutInput): Promise<string>;
  /** The address of the billing portal (change card, switch plan, cancel) for a customer. */
  openPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
}
