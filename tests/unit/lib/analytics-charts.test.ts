// The analytics page's figures as charts and its period.
import { describe, expect, it } from 'vitest';
import { conversionColumns, visitsColumns } from '../../../islands/analytics/chart-data.ts';
import { conversionRate, periodDays } from '../../../src/server/merchant/analytics/store-analytics.ts';

const days = [
  { day: '2026-11-25', visitors: 4, pageViews: 9, orders: 1 },
  { day: '2026-11-26', visitors: 0, pageViews: 0, orders: 2 },
];

describe('analytics charts', () => {
  it('puts each day at its UTC midnight with visitors and page views', () => {
    expect(visitsColumns(days)).toEqual([
      [Date.UTC(2026, 10, 25) / 1000, Date.UTC(2026, 10, 26) / 1000],
      [4, 0],
      [9, 0],
    ]);
  });

  it('draws conversion as orders ÷ visitors in percent, 0 on a day without visitors', () => {
    expect(conversionColumns(days)[1]).toEqual([25, 0]);
    expect(conversionRate(1, 3)).toBeCloseTo(1 / 3);
    expect(conversionRate(5, 0)).toBe(0);
  });

  it('covers the last 30 UTC days, oldest first, ending today', () => {
    const period = periodDays(new Date('2026-03-01T23:59:00Z'));
    expect(period).toHaveLength(30);
    expect(period[0]).toBe('2026-01-31');
    expect(period[29]).toBe('2026-03-01');
  });
});
