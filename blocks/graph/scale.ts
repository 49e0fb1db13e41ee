import type { GraphPoint } from './schema.ts';

// The chart's geometry, worked out on the server: a 0–100 box in both directions that
// the SVG stretches to its plot area, so lines and bars stay crisp at any width.

export interface Scale {
  min: number;
  max: number;
  ticks: number[];
}

const STEP_MULTIPLES = [1, 2, 2.5, 5, 10];

/** A value axis that includes zero and ends on round numbers, with about `count` ticks. */
export function niceScale(values: number[], count = 5): Scale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 1] };
  const rough = (high - low) / (count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (STEP_MULTIPLES.find((multiple) => multiple * magnitude >= rough) ?? 10) * magnitude;
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let index = 0; min + index * step <= max + step / 2; index++) ticks.push(Number((min + index * step).toPrecision(12)));
  return { min: ticks[0] ?? min, max: ticks.at(-1) ?? max, ticks };
}

/** Height of a value above the bottom of the plot, in percent. */
export function percentOf(value: number, scale: Scale): number {
  return round(((value - scale.min) / (scale.max - scale.min)) * 100);
}

const round = (value: number) => Math.round(value * 100) / 100;

export interface PlottedPoint extends GraphPoint {
  /** Centre of the point's column, percent from the left. */
  x: number;
  /** Top of the bar or the line's point, percent from the bottom. */
  y: number;
}

export interface Plot {
  scale: Scale;
  /** Percent from the bottom where the value axis crosses zero. */
  zero: number;
  points: PlottedPoint[];
  /** Width of each bar, percent of the plot. */
  barWidth: number;
}

export function plot(series: GraphPoint[]): Plot {
  const scale = niceScale(series.map((point) => point.value));
  const column = 100 / Math.max(series.length, 1);
  return {
    scale,
    zero: percentOf(0, scale),
    barWidth: round(column * 0.6),
    points: series.map((point, index) => ({ ...point, x: round(column * (index + 0.5)), y: percentOf(point.value, scale) })),
  };
}

/** A value as the chart writes it: grouped digits, at most two decimals, the owner's prefix and suffix. */
export function formatValue(value: number, prefix: string, suffix: string): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}${prefix}${Math.abs(value).toLocaleString('en-GB', { maximumFractionDigits: 2 })}${suffix}`;
}
