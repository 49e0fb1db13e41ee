// The payment processor's events about Pro plans, in Printfront's words. Stripe's (read by
// stripe-billing-events.ts) and the built-in test processor's (test-billing.ts) take this one
// shape, so the demo's Pro runs the same code as a live store's.

export type PlanInterval = 'month' | 'year';
export const PLAN_INTERVALS: readonly PlanInterval[] = ['month', 'year'];

/**
 * The statuses in which a subscription keeps its project Pro. past_due too: the processor is
 * still retrying the card, and Pro ends when it gives up (the subscription is then deleted).
 */
export const PRO_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

/** A subscription as the processor last described it. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: string;
  interval: PlanInterval;
  /** When the period paid for ends (ISO time); Pro stays until then after a cancellation. */
  currentPeriodEnd: string | null;
  /** Cancelled by the owner, ending at the period's end. */
  cancelAtPeriodEnd: boolean;
}

export interface InvoiceRecord {
  id: string;
  subscriptionId: string | null;
  number: string | null;
  amountPaid: number;
  /** ISO 4217, upper case. */
  currency: string;
  hostedUrl: string | null;
  pdfUrl: string | null;
  periodStart: string;
  periodEnd: string;
  paidAt: string;
}

interface BillingEventBase {
  /** The processor's event id: an event is applied once, however often it arrives. */
  eventId: string;
  /** The processor's event type, as it names it (customer.subscription.updated…). */
  type: string;
  /** When the processor made the event (Unix seconds): an older one never undoes a newer one. */
  created: number;
  /** The project the plan is for, as the checkout named it in the metadata; null when not carried. */
  projectId: number | null;
}

export type BillingEvent =
  /** Checkout finished: the subscription exists and, once `paid`, its first invoice is paid. */
  | (BillingEventBase & { action: 'checkout_completed'; subscriptionId: string; customerId: string; paid: boolean; interval: PlanInterval })
  | (BillingEventBase & { action: 'subscription_changed'; subscription: SubscriptionState; deleted: boolean })
  | (BillingEventBase & { action: 'invoice_paid'; invoice: InvoiceRecord });

export const BILLING_ACTIONS: readonly BillingEvent['action'][] = ['checkout_completed', 'subscription_changed', 'invoice_paid'];

export function isBillingEvent(event: { action: string }): event is BillingEvent {
  return (BILLING_ACTIONS as readonly string[]).includes(event.action);
}
