// The back-office home charts' uPlot options: days labelled from the server's UTC days,
// whole-number counts, and each status bar in its ORDER_STATUSES colour.
import { describe, expect, it } from 'vitest';
import { byStatusChart, dayLabel, daySplits, ordersPerDayChart, statusBarColours, throughputChart } from '../../../islands/atlas-home/chart-options.ts';
import { orderStatus } from '../../../src/lib/order-flows/index.ts';

const days = ['2026-11-23', '2026-11-24', '2026-11-25'];

describe('chart options', () => {
  it('labels days DD/MM, every fifth counted back from the last', () => {
    expect(dayLabel('2026-11-05')).toBe('05/11');
    expect(daySplits(30)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(daySplits(3)).toEqual([2]);
  });

  it('puts the figures in uPlot’s aligned data', () => {
    expect(ordersPerDayChart({ days, ordersPerDay: [1, 0, 4] }, 400).data).toEqual([
      [0, 1, 2],
      [1, 0, 4],
    ]);
    expect(throughputChart({ days, throughput: { printed: [3, 0, 0], scanned: [0, 2, 0] } }, 400).data).toEqual([
      [0, 1, 2],
      [3, 0, 0],
      [0, 2, 0],
    ]);
    const byStatus = [
      { code: 'paid', name: 'Paid', colour: orderStatus('paid')!.colour, count: 2 },
      { code: 'complete', name: 'Complete', colour: orderStatus('complete')!.colour, count: 5 },
    ];
    const chart = byStatusChart({ byStatus }, 400, () => null);
    expect(chart.data).toEqual([
      [0, 1],
      [2, 5],
    ]);
    const axis = chart.options.axes![0]!;
    expect((axis.values as (u: unknown, splits: number[]) => string[])(null, [0, 1])).toEqual(['Paid', 'Complete']);
  });

  it('colours each status bar as the status', () => {
    const byStatus = [
      { code: 'paid', name: 'Paid', colour: '#047857', count: 2 },
      { code: 'issue', name: 'Issue', colour: '#b91c1c', count: 1 },
    ];
    const disp = statusBarColours({ byStatus })!;
    expect(disp.fill!.unit).toBe(3);
    expect(disp.fill!.values(null as never, 1, 0, 1)).toEqual(['#047857', '#b91c1c']);
  });
});
