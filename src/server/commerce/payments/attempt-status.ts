import type { PaymentEvent } from './provider.ts';

// A payment attempt's status only moves forward, whatever order the processor's events
// arrive in: a captured payment is never failed, put back to processing or cancelled by a
// late event; a failed one may still succeed (the shopper tried another card on the same
// PaymentIntent). Refunds do not move it: they are the refunds' own records.

/** Statuses no later payment event changes. */
const SETTLED = new Set(['captured', 'refunded', 'refund_due', 'cancelled']);

/** The attempt's status after an event, or undefined when the event leaves it as it is. */
export function attemptStatusAfter(current: string, action: PaymentEvent['action']): string | undefined {
  switch (action) {
    case 'captured':
      return current === 'captured' || current === 'refunded' || current === 'refund_due' ? undefined : 'captured';
    case 'failed':
      return SETTLED.has(current) ? undefined : 'failed';
    case 'processing':
      return SETTLED.has(current) || current === 'pending' ? undefined : 'pending';
    case 'requires_action':
      return SETTLED.has(current) || current === 'requires_action' ? undefined : 'requires_action';
    case 'cancelled':
      return SETTLED.has(current) ? undefined : 'cancelled';
    default:
      return undefined;
  }
}
