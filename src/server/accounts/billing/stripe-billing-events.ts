import type Stripe from 'stripe';
import type { BillingEvent, PlanInterval } from './billing-event.ts';

// Stripe's events about Pro plans, read into Printfront's: the Checkout Session, the
// subscription and its invoices. The project rides in the metadata the checkout set on the
// session and on the subscription (subscription_data.metadata), which Stripe copies onto the
// subscription's invoices.

const idOf = (field: string | { id: string } | null | undefined): string | null => (!field ? null : typeof field === 'string' ? field : field.id);

function projectIn(metadata: Stripe.Metadata | null | undefined, fallback?: string | null): number | null {
  const value = Number(metadata?.project ?? fallback ?? NaN);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const intervalOf = (value: string | null | undefined): PlanInterval => (value === 'year' ? 'year' : 'month');
const isoOf = (seconds: number | null | undefined): string | null => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);

function subscriptionEvent(event: Stripe.Event, subscription: Stripe.Subscription, deleted: boolean): BillingEvent {
  // Since 2025 the period lives on the subscription's items; a Pro plan has one.
  const item = subscription.items.data[0];
  return {
    eventId: event.id,
    type: event.type,
    created: event.created,
    projectId: projectIn(subscription.metadata),
    action: 'subscription_changed',
    deleted,
    subscription: {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      interval: intervalOf(item?.price.recurring?.interval ?? subscription.metadata?.interval),
      currentPeriodEnd: isoOf(item?.current_period_end),
      // The billing portal cancels at the period's end by cancel_at_period_end or by a cancel_at date.
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    },
  };
}

export function billingEventOf(event: Stripe.Event): BillingEvent | undefined {
  const base = { eventId: event.id, type: event.type, created: event.created };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return undefined;
      return {
        ...base,
        projectId: projectIn(session.metadata, session.client_reference_id),
        action: 'checkout_completed',
        subscriptionId,
        customerId: idOf(session.customer) ?? '',
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        interval: intervalOf(session.metadata?.interval),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionEvent(event, event.data.object, false);
    case 'customer.subscription.deleted':
      return subscriptionEvent(event, event.data.object, true);
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      if (!invoice.id || !subscriptionId) return undefined;
      return {
        ...base,
        projectId: projectIn(details?.metadata),
        action: 'invoice_paid',
        invoice: {
          id: invoice.id,
          subscriptionId,
          number: invoice.number,
          amountPaid: invoice.amount_paid,
          currency: invoice.currency.toUpperCase(),
          hostedUrl: invoice.hosted_invoice_url ?? null,
          pdfUrl: invoice.invoice_pdf ?? null,
          periodStart: isoOf(invoice.period_start) ?? new Date(event.created * 1000).toISOString(),
          periodEnd: isoOf(invoice.period_end) ?? new Date(event.created * 1000).toISOString(),
          paidAt: isoOf(invoice.status_transitions.paid_at) ?? new Date(event.created * 1000).toISOString(),
        },
      };
    }
    default:
      return undefined;
  }
}
