// Stripe's events read into Printfront's, and the one rule for what an event does to a
// payment attempt: forward only, whatever order the events arrive in.
import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { paymentEventOf } from '../../../src/server/commerce/payments/stripe-events.ts';
import { attemptStatusAfter } from '../../../src/server/commerce/payments/attempt-status.ts';

const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_9', object: 'event', type, data: { object } }) as unknown as Stripe.Event;
const intent = { id: 'pi_1', object: 'payment_intent', amount_received: 2500, metadata: { order: 'uuid-1' }, last_payment_error: null };

describe('paymentEventOf', () => {
  it("reads a PaymentIntent's events with the order from its metadata", () => {
    expect(paymentEventOf(event('payment_intent.succeeded', intent))).toEqual({
      eventId: 'evt_9',
      type: 'payment_intent.succeeded',
      reference: 'pi_1',
      orderUuid: 'uuid-1',
      action: 'captured',
      amount: 2500,
    });
    expect(paymentEventOf(event('payment_intent.payment_failed', { ...intent, last_payment_error: { message: 'Your card has expired.' } }))).toMatchObject({
      action: 'failed',
      message: 'Your card has expired.',
    });
    expect(paymentEventOf(event('payment_intent.processing', intent))).toMatchObject({ action: 'processing' });
    expect(paymentEventOf(event('payment_intent.requires_action', intent))).toMatchObject({ action: 'requires_action' });
    expect(paymentEventOf(event('payment_intent.canceled', intent))).toMatchObject({ action: 'cancelled' });
  });

  it('reads refunds and disputes by the PaymentIntent they name, expanded or not', () => {
    expect(paymentEventOf(event('charge.refunded', { id: 'ch_1', amount_refunded: 700, payment_intent: 'pi_1' }))).toMatchObject({
      action: 'refunded',
      reference: 'pi_1',
      amountRefunded: 700,
      orderUuid: null,
    });
    expect(paymentEventOf(event('charge.refund.updated', { id: 're_1', amount: 700, status: 'failed', payment_intent: { id: 'pi_1' } }))).toMatchObject({
      action: 'refund_updated',
      reference: 'pi_1',
      refundId: 're_1',
      status: 'failed',
    });
    expect(paymentEventOf(event('charge.dispute.created', { id: 'dp_1', amount: 2500, reason: 'fraudulent', payment_intent: 'pi_1' }))).toMatchObject({
      action: 'disputed',
      reason: 'fraudulent',
    });
  });

  it('leaves alone events of other kinds, and charges of no PaymentIntent', () => {
    expect(paymentEventOf(event('customer.created', { id: 'cus_1' }))).toEqual({ action: 'not_supported' });
    expect(paymentEventOf(event('charge.refunded', { id: 'ch_2', amount_refunded: 1, payment_intent: null }))).toEqual({ action: 'not_supported' });
  });
});

describe('attemptStatusAfter', () => {
  it('never takes a captured payment back, whatever arrives late', () => {
    for (const action of ['failed', 'processing', 'requires_action', 'cancelled', 'captured'] as const)
      expect(attemptStatusAfter('captured', action)).toBeUndefined();
    for (const action of ['failed', 'processing', 'captured'] as const) expect(attemptStatusAfter('refund_due', action)).toBeUndefined();
  });

  it('lets a failed payment still succeed, a waiting one fail or be cancelled, and money taken count as taken', () => {
    expect(attemptStatusAfter('failed', 'captured')).toBe('captured');
    expect(attemptStatusAfter('requires_action', 'failed')).toBe('failed');
    expect(attemptStatusAfter('pending', 'requires_action')).toBe('requires_action');
    expect(attemptStatusAfter('requires_action', 'processing')).toBe('pending');
    expect(attemptStatusAfter('pending', 'cancelled')).toBe('cancelled');
    expect(attemptStatusAfter('cancelled', 'captured')).toBe('captured');
    expect(attemptStatusAfter('cancelled', 'failed')).toBeUndefined();
  });
});
