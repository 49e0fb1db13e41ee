import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { affiliateStatsProps } from './schema.ts';
import { bars, CHART, monthLabel } from './chart.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const months = [
  { month: '2026-09', clicks: 4, orders: 1, revenue: 2500, commission: 208 },
  { month: '2026-10', clicks: 10, orders: 4, revenue: 10000, commission: 833 },
  { month: '2026-11', clicks: 2, orders: 0, revenue: 0, commission: 0 },
];
const totals = { clicks: 16, orders: 5, revenue: 12500, commission: 1041 };
const render = (raw: Record<string, unknown>) =>
  renderer.render({ type: 'affiliateStats', properties: affiliateStatsProps.parse(raw), data: { totals, months } });

describe('affiliateStats chart', () => {
  it('scales bars to the largest month and labels months', () => {
    const drawn = bars(months.map((month) => ({ label: monthLabel(month.month), value: month.orders })));
    expect(drawn.map((bar) => bar.label)).toEqual(['Sep', 'Oct', 'Nov']);
    expect(drawn[1]!.height).toBe(CHART.height - CHART.labelSpace);
    expect(drawn[2]!.height).toBe(0);
    expect(drawn[0]!.height).toBe(Math.round((CHART.height - CHART.labelSpace) / 4));
  });
});

describe('affiliateStats block', () => {
  it('shows clicks and orders, and money only when the owner publishes it', async () => {
    const html = await render({});
    expect(html).toMatch(/data-figure="clicks"[^>]*>16</);
    expect(html).toMatch(/data-figure="orders"[^>]*>5</);
    expect(html).not.toContain('data-figure="revenue"');
    const withMoney = await render({ showRevenue: true });
    expect(withMoney).toMatch(/data-figure="revenue"[^>]*>£125.00</);
    expect(withMoney).toMatch(/data-figure="commission"[^>]*>£10.41</);
  });
  it('is an inline SVG chart, no script, with the title escaped', async () => {
    const html = await render({ title: '<script>alert(1)</script>' });
    expect(html).toMatch(/<svg viewBox="0 0 600 200" role="img"/);
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).not.toMatch(/<script/);
    expect(html).toContain('&lt;script&gt;');
  });
  it('takes only well-formed codes and 3–12 months', () => {
    expect(affiliateStatsProps.parse({ code: ' ANNA-23 ' }).code).toBe('anna-23');
    expect(affiliateStatsProps.safeParse({ code: "x' or 1=1" }).success).toBe(false);
    expect(affiliateStatsProps.safeParse({ months: 24 }).success).toBe(false);
  });
});
