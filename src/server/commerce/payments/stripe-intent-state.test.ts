import { describe, expect, it } from 'vitest';
import { browserStateOf, intentMetadata } from './stripe-intent-state.ts';

describe("a PaymentIntent's state on /pay/", () => {
  it('leaves a fresh, declined or unfinished intent to the shopper', () => {
    for (const status of ['requires_payment_method', 'requires_confirmation', 'requires_action']) expect(browserStateOf(status)).toBe('payable');
  });

  it('is paid only when succeeded, given up only when canceled, and otherwise being confirmed', () => {
    expect(browserStateOf('succeeded')).toBe('succeeded');
    expect(browserStateOf('canceled')).toBe('canceled');
    expect(browserStateOf('processing')).toBe('processing');
    expect(browserStateOf('requires_capture')).toBe('processing');
    expect(browserStateOf('a_status_from_the_future')).toBe('processing');
  });
});

describe("a PaymentIntent's metadata", () => {
  it('names the order (uuid and id) and the store (division id and subdomain) as strings', () => {
    expect(intentMetadata({ orderUuid: 'u-1', orderId: 42, store: { divisionId: 7, subdomain: 'demo' } })).toEqual({
      order: 'u-1',
      order_id: '42',
      division_id: '7',
      subdomain: 'demo',
    });
    expect(intentMetadata({ orderUuid: 'u-1' })).toEqual({ order: 'u-1' });
  });
});
