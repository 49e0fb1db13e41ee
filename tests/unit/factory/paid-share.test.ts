import { describe, expect, it } from 'vitest';
import { paidShare } from '../../../src/server/fulfilment/returns-desk/paid-share.ts';

// A refunded return gives back the item's paid share × the quantity returned.

const tee = { id: 1, price: 2500, quantity: 2, discount: 0 };
const hoodie = { id: 2, price: 5000, quantity: 1, discount: 0 };

describe('paidShare', () => {
  it('is the unit price × quantity when nothing was discounted', () => {
    expect(paidShare([tee, hoodie], 0, 1, 1)).toBe(2500);
    expect(paidShare([tee, hoodie], 0, 1, 2)).toBe(5000);
    expect(paidShare([tee, hoodie], 0, 2, 1)).toBe(5000);
  });

  it('takes off the line’s own discount, spread over its units', () => {
    expect(paidShare([{ ...tee, discount: 1000 }], 0, 1, 1)).toBe(2000);
  });

  it('spreads an order-wide discount over the items by what they cost', () => {
    // Goods 10 000, discount 1 000: the tees carry half of it.
    expect(paidShare([tee, hoodie], 1000, 1, 1)).toBe(2250);
    expect(paidShare([tee, hoodie], 1000, 2, 1)).toBe(4500);
  });

  it('never more than the item’s quantity, never below 0, 0 for an unknown item', () => {
    expect(paidShare([tee], 0, 1, 5)).toBe(5000);
    expect(paidShare([tee], 99_999, 1, 1)).toBe(0);
    expect(paidShare([tee], 0, 99, 1)).toBe(0);
    expect(paidShare([tee], 0, 1, 0)).toBe(0);
  });
});
