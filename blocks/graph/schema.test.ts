import { describe, expect, it } from 'vitest';
import { graphProps } from './schema.ts';
import { formatValue, niceScale, plot } from './scale.ts';

describe('graph schema', () => {
  it('defaults to an empty bar chart, 280px high, values shown', () => {
    expect(graphProps.parse({})).toEqual({
      title: '',
      description: '',
      type: 'bar',
      series: [],
      valuePrefix: '',
      valueSuffix: '',
      showValues: true,
      height: 280,
    });
  });
  it('takes at most 24 labelled, finite values', () => {
    expect(graphProps.safeParse({ series: Array.from({ length: 25 }, (_, index) => ({ label: String(index), value: index })) }).success).toBe(false);
    expect(graphProps.safeParse({ series: [{ label: '', value: 1 }] }).success).toBe(false);
    expect(graphProps.safeParse({ series: [{ label: 'a', value: Number.POSITIVE_INFINITY }] }).success).toBe(false);
    expect(graphProps.safeParse({ series: [{ label: 'a', value: Number.NaN }] }).success).toBe(false);
    expect(graphProps.safeParse({ series: [{ label: 'a', value: '3' }] }).success).toBe(false);
  });
  it('keeps the height between 160 and 600 px and only safe colours', () => {
    expect(graphProps.safeParse({ height: 100 }).success).toBe(false);
    expect(graphProps.safeParse({ height: 601 }).success).toBe(false);
    expect(graphProps.parse({ colour: '#0a0' }).colour).toBe('#00aa00');
    expect(graphProps.safeParse({ colour: 'url(x)' }).success).toBe(false);
  });
});

describe('graph scale', () => {
  it('starts at zero and ends on a round number', () => {
    expect(niceScale([1200, 1850, 2400, 3100])).toEqual({ min: 0, max: 4000, ticks: [0, 1000, 2000, 3000, 4000] });
    expect(niceScale([12, 37])).toEqual({ min: 0, max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale([0.2, 0.7])).toEqual({ min: 0, max: 0.8, ticks: [0, 0.2, 0.4, 0.6, 0.8] });
  });
  it('reaches below zero for negative values', () => {
    const scale = niceScale([-30, 50]);
    expect(scale.min).toBeLessThan(0);
    expect(scale.ticks).toContain(0);
    expect(scale.max).toBeGreaterThanOrEqual(50);
  });
  it('copes with all-zero series', () => {
    expect(niceScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });
  it('places each value in the middle of its column, scaled to 0–100', () => {
    const chart = plot([
      { label: 'a', value: 0 },
      { label: 'b', value: 40 },
    ]);
    expect(chart.points.map((point) => [point.x, point.y])).toEqual([
      [25, 0],
      [75, 100],
    ]);
    expect(chart.zero).toBe(0);
    expect(chart.barWidth).toBe(30);
  });
  it('writes values with grouping, a prefix and a suffix', () => {
    expect(formatValue(1234.5, '£', '')).toBe('£1,234.5');
    expect(formatValue(-3, '', '%')).toBe('−3%');
  });
});
