import { describe, expect, it } from 'vitest';
import { orderTotals, couponDiscount } from './totals.ts';
import { taxIncluded } from './tax.ts';
import { FALLBACK_ZONES } from '../shipping/default-zones.ts';
import { zoneFor } from '../shipping/rules.ts';
import { methodCharge } from '../shipping/checkout-shipping.ts';

/** A method of the platform's zones for stores without their own (UK standard free from £50). */
const via = (country: string, code: string) =>
  methodCharge(zoneFor(FALLBACK_ZONES, country)!.methods.find((method) => method.code === code)!, { itemCount: 3, weightGrams: 600 });

describe('taxIncluded', () => {
  it('finds the VAT inside a tax-included price with integers, rounding half up', () => {
    expect(taxIncluded(1200, 2000)).toBe(200);
    expect(taxIncluded(2499, 2000)).toBe(417); // 416.5 → 417
    expect(taxIncluded(2498, 2000)).toBe(416); // 416.33
    expect(taxIncluded(1050, 500)).toBe(50);
    expect(taxIncluded(1999, 0)).toBe(0);
  });
});

describe('orderTotals', () => {
  const lines = [
    { quantity: 2, priceIncTax: 2499, vatRate: 1 },
    { quantity: 1, priceIncTax: 1200, vatRate: 0 },
  ];

  it('sums the lines, their per-unit tax, and UK shipping with its VAT', () => {
    const { totals, lines: taxes } = orderTotals(lines, 'UK', via('GB', 'standard'), null);
    expect(taxes).toEqual([{ unitTax: 417 }, { unitTax: 0 }]);
    // 6198 of goods is over the free UK standard threshold.
    expect(totals).toEqual({ subtotal: 6198, goodsTax: 834, discount: 0, shipping: 0, shippingTax: 0, total: 6198 });
    expect(orderTotals(lines, 'UK', via('GB', 'express'), null).totals).toMatchObject({ shipping: 699, shippingTax: 117, total: 6897 });
  });

  it('takes a coupon off the goods and the tax it carried', () => {
    const { totals } = orderTotals(lines, 'UK', via('GB', 'express'), { percentOff: 10 });
    expect(totals.discount).toBe(620); // 619.8
    expect(totals.goodsTax).toBe(834 - 83); // 620 × 834 / 6198 = 83.4
    expect(totals.total).toBe(6198 - 620 + 699);
  });

  it('charges no VAT on exports and prices shipping by destination', () => {
    expect(orderTotals(lines, 'EU', via('DE', 'standard'), null).totals).toMatchObject({ goodsTax: 0, shipping: 799, shippingTax: 0, total: 6997 });
    expect(orderTotals(lines, 'ROW', via('US', 'express'), null).totals).toMatchObject({ shipping: 1999, total: 8197 });
  });

  it('never discounts more than the goods', () => {
    expect(couponDiscount(500, { amountOff: 900 })).toBe(500);
    expect(couponDiscount(999, { percentOff: 100 })).toBe(999);
  });
});
