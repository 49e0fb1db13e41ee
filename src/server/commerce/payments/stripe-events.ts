import type Stripe from 'stripe';
import { PAYMENT_MESSAGES, type WebhookAction } from './provider.ts';
import { billingEventOf } from '../../accounts/index.ts';
import { accountUpdatedOf } from './stripe-accounts.ts';

// Stripe's events about a payment, read into Printfront's: the PaymentIntent's own events
// carry the order in their metadata; a charge's, a refund's and a dispute's name the
// PaymentIntent they belong to. Pro plans' events are read by the accounts area; anything
// else is not ours to act on.

/** The id of an expandable field (Stripe sends the id, or the object when expanded). */
function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === 'string' ? field : field.id;
}

/** Our refunds row a Stripe refund was made for (its metadata.refund), if it names one. */
function refundRecordOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function paymentEventOf(event: Stripe.Event): WebhookAction {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.canceled':
    case 'payment_intent.requires_action': {
      const intent = event.data.object;
      const about = { ...base, reference: intent.id, orderUuid: intent.metadata?.order ?? null };
      if (event.type === 'payment_intent.succeeded') return { ...about, action: 'captured', amount: intent.amount_received };
      if (event.type === 'payment_intent.payment_failed')
        return { ...about, action: 'failed', message: intent.last_payment_error?.message ?? PAYMENT_MESSAGES.declined };
      if (event.type === 'payment_intent.processing') return { ...about, action: 'processing' };
      if (event.type === 'payment_intent.canceled') return { ...about, action: 'cancelled' };
      return { ...about, action: 'requires_action' };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const reference = idOf(charge.payment_intent);
      return reference ? { ...base, reference, orderUuid: null, action: 'refunded', amountRefunded: charge.amount_refunded } : { action: 'not_supported' };
    }
    case 'charge.refund.updated': {
      const refund = event.data.object;
      const reference = idOf(refund.payment_intent);
      return reference
        ? {
            ...base,
            reference,
            orderUuid: null,
            action: 'refund_updated',
            refundId: refund.id,
            status: refund.status ?? 'pending',
            amount: refund.amount,
            refundRecord: refundRecordOf(refund.metadata?.refund),
          }
        : { action: 'not_supported' };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const reference = idOf(dispute.payment_intent);
      return reference
        ? { ...base, reference, orderUuid: null, action: 'disputed', amount: dispute.amount, reason: dispute.reason }
        : { action: 'not_supported' };
    }
    // A connected account's state (a direct store's onboarding), applied in connected-accounts.ts.
    case 'account.updated':
      return accountUpdatedOf(event);
    default:
      // A Pro plan's checkout, subscription or invoice, or nothing of ours.
      return billingEventOf(event) ?? { action: 'not_supported' };
  }
}
