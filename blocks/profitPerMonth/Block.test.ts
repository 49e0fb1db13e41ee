import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { profitPerMonthProps } from './schema.ts';
import { monthlyProfit, profitPerSale } from './estimate.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>, data: unknown = { product: null }) =>
  renderer.render({ type: 'profitPerMonth', properties: profitPerMonthProps.parse(raw), data });

describe('profitPerMonth', () => {
  it('estimates sales per month × profit per sale', () => {
    expect(profitPerSale(2500, 30)).toBe(750);
    expect(monthlyProfit(50, 750)).toBe(37500);
    expect(monthlyProfit(-3, 750)).toBe(0);
    expect(monthlyProfit(Number.NaN, 750)).toBe(0);
  });
  it('has bounded defaults', () => {
    expect(profitPerMonthProps.parse({})).toMatchObject({ salesPerMonth: 50, price: 2500, marginPercent: 30, product: '' });
    expect(profitPerMonthProps.safeParse({ marginPercent: 101 }).success).toBe(false);
  });
  it('draws the estimate on the server, with inputs a small script recomputes from', async () => {
    const html = await render({});
    expect(html).toContain('£375.00');
    expect(html).toMatch(/<input[^>]+name="sales"[^>]+value="50"/);
    expect(html).toMatch(/<input[^>]+name="margin"[^>]+value="30"/);
    expect(html).toMatch(/<script[^>]+type="module"/);
  });
  it("uses the chosen product's profit per sale and escapes its name and the title", async () => {
    const html = await render(
      { title: '<h1>Earn</h1>', salesPerMonth: 10, product: 'tee' },
      { product: { name: 'Tee & <Co>', price: 2500, profitPerSale: 983 } },
    );
    expect(html).toContain('£98.30');
    expect(html).toContain('Tee &amp; &lt;Co&gt;');
    expect(html).toContain('&lt;h1&gt;Earn&lt;/h1&gt;');
    expect(html).not.toContain('name="margin"');
  });
});
