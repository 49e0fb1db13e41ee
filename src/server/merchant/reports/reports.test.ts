import { describe, expect, it } from 'vitest';
import { apportion, orderBuckets, refundBuckets } from './tax-buckets.ts';
import { decimal, toCsv } from './csv.ts';
import { reportPeriod } from './report-period.ts';

describe('tax buckets', () => {
  it('apportion splits exactly, the last share taking what rounding left', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(apportion(10, [0, 0])).toEqual([0, 10]);
    expect(apportion(0, [])).toEqual([]);
  });

  it('an order splits by rate, less the coupon, with shipping at its own rate, summing to its total and tax', () => {
    const order = {
      total: 2 * 2499 + 1200 - 620 + 699,
      discount: 620,
      goodsTax: 834 - 83,
      shipping: 699,
      shippingTax: 117,
      shippingRateBp: 2000,
      items: [
        { price: 2499, tax: 417, quantity: 2, rateBp: 2000 },
        { price: 1200, tax: 0, quantity: 1, rateBp: 0 },
      ],
    };
    const buckets = orderBuckets(order);
    expect(buckets.map((bucket) => bucket.rateBp)).toEqual([0, 2000]);
    expect(buckets.reduce((sum, bucket) => sum + bucket.gross, 0)).toBe(order.total);
    expect(buckets.reduce((sum, bucket) => sum + bucket.tax, 0)).toBe(order.goodsTax + order.shippingTax);
    const refund = refundBuckets(1000, buckets);
    expect(refund.reduce((sum, bucket) => sum + bucket.gross, 0)).toBe(1000);
    expect(refund[0]!.tax).toBe(0);
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and keeps a formula from running', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['=HYPERLINK("x")', null],
          [12, '-3'],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"\'=HYPERLINK(""x"")",\r\n12,\'-3\r\n');
  });

  it('writes minor units as decimals', () => {
    expect(decimal(1234)).toBe('12.34');
    expect(decimal(-5)).toBe('-0.05');
    expect(decimal(700, 0)).toBe('700');
  });
});

describe('report period', () => {
  const at = new Date('2026-12-08T10:00:00Z');
  it('is the month so far without dates, both days included', () => {
    const asked = reportPeriod(new URLSearchParams(), at);
    expect(asked).toEqual({
      period: { fromDay: '2026-12-01', toDay: '2026-12-08', from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-09T00:00:00Z') },
    });
  });

  it('refuses a date that is not one, a reversed period and one over 366 days', () => {
    expect(reportPeriod(new URLSearchParams('from=2026-02-30&to=2026-03-01'), at)).toMatchObject({ errors: { from: ['Choose a date as YYYY-MM-DD.'] } });
    expect(reportPeriod(new URLSearchParams('from=2026-03-02&to=2026-03-01'), at)).toMatchObject({
      errors: { to: ['The first day must be on or before the last.'] },
    });
    expect(reportPeriod(new URLSearchParams('from=2025-01-01&to=2026-01-02'), at)).toMatchObject({
      errors: { to: [expect.stringContaining('at most 366 days')] },
    });
    expect('period' in reportPeriod(new URLSearchParams('from=2025-01-01&to=2026-01-01'), at)).toBe(true);
  });
});
