import { describe, expect, it } from 'vitest';
import { allocate, inferRateBp, rateText, refundByRate, summaryByRate } from './rate-summary.ts';
import { taxIncluded } from '../tax/vat-rates.ts';

describe('the rate a line was charged at', () => {
  it('is worked out from its gross and tax, whole percents first', () => {
    expect(inferRateBp(2500, 417)).toBe(2000);
    expect(inferRateBp(2500, 0)).toBe(0);
    expect(inferRateBp(1190, 190)).toBe(1900);
    expect(inferRateBp(1230, 230)).toBe(2300);
    expect(inferRateBp(1270, 270)).toBe(2700);
    expect(inferRateBp(1055, 55)).toBe(550);
    // Small prices: the closest whole percent that gives back the same tax.
    expect(inferRateBp(100, 17)).toBe(2000);
    expect(inferRateBp(399, 67)).toBe(2000);
  });
});

describe('allocate', () => {
  it('shares a total in proportion, whole units, adding up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(650, [5000, 1500])).toEqual([500, 150]);
    expect(allocate(7, [0, 3, 0])).toEqual([0, 7, 0]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    const shares = allocate(999, [333, 1, 7, 1000]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });
});

describe('the summary by rate', () => {
  it('groups lines by rate, takes the discount off in proportion and adds shipping at its rate', () => {
    const standard = { rateBp: 2000, gross: 5000, tax: 2 * taxIncluded(2500, 2000) };
    const zero = { rateBp: 0, gross: 1500, tax: 0 };
    const otherStandard = { rateBp: 2000, gross: 1000, tax: taxIncluded(1000, 2000) };
    const shipping = { rateBp: 2000, gross: 399, tax: taxIncluded(399, 2000) };
    const linesTax = standard.tax + otherStandard.tax;
    // The order's goods tax removes the discount's share of the tax (as checkout does).
    const discount = 650;
    const discountTax = Math.floor((2 * discount * linesTax + 7500) / (2 * 7500));
    const summary = summaryByRate([standard, zero, otherStandard], discount, discountTax, shipping);
    expect(summary.map((group) => group.rateBp)).toEqual([2000, 0]);
    const [atStandard, atZero] = summary;
    // 650 shared 6000 : 1500 → 520 and 130.
    expect(atZero).toEqual({ rateBp: 0, net: 1370, tax: 0, gross: 1370 });
    expect(atStandard!.gross).toBe(6000 - 520 + 399);
    expect(atStandard!.tax).toBe(linesTax - discountTax + shipping.tax);
    expect(atStandard!.net).toBe(atStandard!.gross - atStandard!.tax);
    // Adds up to the order: total and all tax.
    expect(summary.reduce((sum, group) => sum + group.gross, 0)).toBe(7500 - 650 + 399);
    expect(summary.reduce((sum, group) => sum + group.tax, 0)).toBe(linesTax - discountTax + shipping.tax);
  });

  it('leaves free shipping out and keeps one row for a single rate', () => {
    const summary = summaryByRate([{ rateBp: 1900, gross: 1190, tax: 190 }], 0, 0, { rateBp: 0, gross: 0, tax: 0 });
    expect(summary).toEqual([{ rateBp: 1900, net: 1000, tax: 190, gross: 1190 }]);
  });
});

describe('a refund by rate', () => {
  it('shares a partial refund over the invoice’s rates by their gross, tax at each rate', () => {
    const invoice = [
      { rateBp: 2000, net: 4000, tax: 800, gross: 4800 },
      { rateBp: 0, net: 1200, tax: 0, gross: 1200 },
    ];
    expect(refundByRate(1000, invoice)).toEqual([
      { rateBp: 2000, net: 667, tax: 133, gross: 800 },
      { rateBp: 0, net: 200, tax: 0, gross: 200 },
    ]);
    expect(refundByRate(1, invoice)).toEqual([{ rateBp: 2000, net: 1, tax: 0, gross: 1 }]);
    expect(refundByRate(500, [])).toEqual([{ rateBp: 0, net: 500, tax: 0, gross: 500 }]);
  });
});

describe('rates as text', () => {
  it('drop trailing zeros', () => {
    expect([2000, 550, 0, 1000, 2700].map(rateText)).toEqual(['20%', '5.5%', '0%', '10%', '27%']);
  });
});
