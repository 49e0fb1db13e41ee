import type uPlot from 'uplot';
import type { AtlasStats } from '../../src/schemas/atlas-home.ts';

// uPlot options and data of the home page's three charts, kept apart from the
// component so the shapes are testable without a canvas. The x axis is the day's index:
// labels come from the server's UTC days, never from the browser's time zone.

type Chart = { options: uPlot.Options; data: uPlot.AlignedData };

const HEIGHT = 240;
const AXIS = { stroke: '#374151', grid: { stroke: '#eceff3' }, ticks: { stroke: '#d1d5db' } };
/** Counts: whole-number steps only. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];
const COUNT_AXIS = { ...AXIS, incrs: COUNT_STEPS, values: (_u: uPlot, splits: number[]) => splits.map(String) };
const fromZero: uPlot.Scale = { range: (_u, _min, max) => [0, Math.max(1, max)] };

/** 'YYYY-MM-DD' → 'DD/MM' (the day and month of the DD/MM/YY dates shown everywhere). */
export function dayLabel(day: string | undefined): string {
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}` : '';
}

/** Every `step`th day, counted back from the last so today always has its label. */
export function daySplits(count: number, step = 5): number[] {
  const splits: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) splits.unshift(index);
  return splits;
}

function dayAxes(days: readonly string[], yLabel: string): uPlot.Axis[] {
  return [
    { ...AXIS, splits: () => daySplits(days.length), values: (_u, splits) => splits.map((index) => dayLabel(days[index])) },
    { ...COUNT_AXIS, label: yLabel },
  ];
}

/** The legend's x value: the day, not its index. */
const daySeries = (days: readonly string[]): uPlot.Series => ({ label: 'Day', value: (_u, index) => (index === null ? '--' : dayLabel(days[index])) });

const indices = (length: number) => Array.from({ length }, (_, index) => index);

export function ordersPerDayChart(stats: Pick<AtlasStats, 'days' | 'ordersPerDay'>, width: number): Chart {
  return {
    options: {
      width,
      height: HEIGHT,
      scales: { x: { time: false }, y: fromZero },
      axes: dayAxes(stats.days, 'Orders'),
      series: [daySeries(stats.days), { label: 'Orders paid', stroke: '#047857', width: 2, fill: 'rgba(4, 120, 87, 0.12)', points: { show: true, size: 5 } }],
    },
    data: [indices(stats.days.length), stats.ordersPerDay],
  };
}

export function throughputChart(stats: Pick<AtlasStats, 'days' | 'throughput'>, width: number): Chart {
  return {
    options: {
      width,
      height: HEIGHT,
      scales: { x: { time: false }, y: fromZero },
      axes: dayAxes(stats.days, 'Labels'),
      series: [
        daySeries(stats.days),
        { label: 'Printed', stroke: '#1d4ed8', width: 2, points: { show: false } },
        { label: 'Scanned', stroke: '#6d28d9', width: 2, dash: [6, 4], points: { show: false } },
      ],
    },
    data: [indices(stats.days.length), stats.throughput.printed, stats.throughput.scanned],
  };
}

/** Bars by status, each in its status's colour (ORDER_STATUSES); x is the bar's index. */
export function byStatusChart(stats: Pick<AtlasStats, 'byStatus'>, width: number, bars: uPlot.Series.PathBuilder): Chart {
  const rows = stats.byStatus;
  const crowded = rows.length > 6;
  return {
    options: {
      width,
      height: HEIGHT,
      scales: { x: { time: false, range: () => [-0.5, Math.max(0, rows.length - 0.5)] }, y: fromZero },
      axes: [
        {
          ...AXIS,
          splits: () => indices(rows.length),
          values: (_u, splits) => splits.map((index) => rows[index]?.name ?? ''),
          rotate: crowded ? -30 : 0,
          size: crowded ? 80 : 40,
        },
        { ...COUNT_AXIS, label: 'Orders' },
      ],
      legend: { show: false },
      series: [{}, { label: 'Orders', width: 0, fill: '#4b5563', paths: bars, points: { show: false } }],
    },
    data: [indices(rows.length), rows.map((row) => row.count)],
  };
}

/** The bars path builder's per-bar colours: each status's own. */
export function statusBarColours(stats: Pick<AtlasStats, 'byStatus'>): uPlot.Series.BarsPathBuilderOpts['disp'] {
  const colours = stats.byStatus.map((row) => row.colour);
  return { fill: { unit: 3, values: () => colours } };
}
