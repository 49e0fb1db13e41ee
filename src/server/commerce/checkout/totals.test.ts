import { describe, expect, it } from 'vitest';
import { orderTotals, couponDiscount, type StoreTax } from './totals.ts';
import { FALLBACK_ZONES } from '../shipping/default-zones.ts';
import { zoneFor } from '../shipping/rules.ts';
import { methodCharge } from '../shipping/checkout-shipping.ts';

// The order's totals from a UK store with prices including VAT (tax by destination has its
// own cases in ../tax/tax.test.ts).

const ukStore: StoreTax = { pricesIncludeTax: true, iossNumber: null, eurCentsPerUnit: 1.17 };
const lines = [
  { quantity: 2, price: 2499, taxCategory: 'standard' as const },
  { quantity: 1, price: 1200, taxCategory: 'childrens-clothing' as const },
];
const delivery = (country: string, method: 'standard' | 'express') => ({
  country,
  buyerVatNumber: null,
  // A method of the platform's zones for stores without their own (UK standard free from £50).
  shippingPrice: methodCharge(zoneFor(FALLBACK_ZONES, country)!.methods.find((candidate) => candidate.code === method)!, { itemCount: 3, weightGrams: 600 })
    .priceFor,
});

describe('orderTotals', () => {
  it('sums the lines, their per-unit tax, and UK shipping with its VAT', () => {
    const { totals, lines: taxes } = orderTotals(lines, delivery('GB', 'standard'), null, ukStore);
    expect(taxes).toEqual([
      { unitPrice: 2499, unitTax: 417, rateBp: 2000 },
      { unitPrice: 1200, unitTax: 0, rateBp: 0 },
    ]);
    // 6198 of goods is over the free UK standard threshold.
    expect(totals).toEqual({ subtotal: 6198, goodsTax: 834, discount: 0, shipping: 0, shippingTax: 0, total: 6198 });
    expect(orderTotals(lines, delivery('GB', 'express'), null, ukStore).totals).toMatchObject({ shipping: 699, shippingTax: 117, total: 6897 });
  });

  it('takes a coupon off the goods and the tax it carried', () => {
    const { totals } = orderTotals(lines, delivery('GB', 'express'), { percentOff: 10 }, ukStore);
    expect(totals.discount).toBe(620); // 619.8
    expect(totals.goodsTax).toBe(834 - 83); // 620 × 834 / 6198 = 83.4
    expect(totals.total).toBe(6198 - 620 + 699);
  });

  it('charges no VAT outside the UK without IOSS and prices shipping by destination', () => {
    expect(orderTotals(lines, delivery('DE', 'standard'), null, ukStore).totals).toMatchObject({ goodsTax: 0, shipping: 799, shippingTax: 0, total: 6997 });
    expect(orderTotals(lines, delivery('US', 'express'), null, ukStore).totals).toMatchObject({ shipping: 1999, total: 8197 });
  });

  it('never discounts more than the goods', () => {
    expect(couponDiscount(500, { amountOff: 900 })).toBe(500);
    expect(couponDiscount(999, { percentOff: 100 })).toBe(999);
  });
});
