import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { priceBreakdownProps } from './schema.ts';
import { breakdownOf, printedSides } from './breakdown.ts';
import { BASE_COSTS, DEFAULT_BASE_COST, PRINT_COST_PER_SIDE } from './costs.ts';

let renderer: BlockRenderer;
beforeAll(async () => { renderer = await loadBlock(new URL('./Block.astro', import.meta.url)); });
afterAll(() => renderer.close());

const designs = { front: '/media/front.png', back: null, left: null, right: null };
const tee = { price: 2500, salePrice: null, vatRate: 1, type: 't-shirt', designs };

describe('priceBreakdown figures', () => {
  it('splits a price into base, print, VAT and profit that add up to it', () => {
    const split = breakdownOf(tee);
    expect(split).toEqual({ price: 2500, baseCost: BASE_COSTS['t-shirt'], print: PRINT_COST_PER_SIDE, vat: 417, profit: 2500 - 417 - 850 - 250, margin: 39 });
    expect(split.baseCost + split.print + split.vat + split.profit).toBe(split.price);
  });
  it('uses the sale price, the product VAT rate, each printed side and a default base cost', () => {
    expect(breakdownOf({ ...tee, salePrice: 2000 }).price).toBe(2000);
    expect(breakdownOf({ ...tee, vatRate: 0 }).vat).toBe(0);
    expect(printedSides({ front: 'a', back: 'b', left: null, right: null })).toBe(2);
    expect(printedSides({ front: null, back: null, left: null, right: null })).toBe(1);
    expect(breakdownOf({ ...tee, type: 'mug' }).baseCost).toBe(DEFAULT_BASE_COST);
  });
});

describe('priceBreakdown block', () => {
  const data = { product: { name: 'Wave <Tee>', href: '/product/wave-tee/', breakdown: breakdownOf(tee) } };
  const render = (raw: Record<string, unknown>, blockData: unknown = data) => renderer.render({ type: 'priceBreakdown', properties: priceBreakdownProps.parse(raw), data: blockData });
  it('draws each part in the store currency with the product name escaped', async () => {
    const html = await render({ product: 'wave-tee' });
    expect(html).toContain('Wave &lt;Tee&gt;');
    expect(html).toContain('£25.00');
    expect(html).toContain('£8.50');
    expect(html).toContain('Store profit');
    expect(html).toMatch(/class="part base" style="width:34.00%"/);
  });
  it('can keep the profit to itself, and draws nothing without a product', async () => {
    expect(await render({ product: 'wave-tee', showProfit: false })).not.toContain('Store profit');
    expect((await render({}, { product: null })).trim()).toBe('');
  });
  it('refuses product names that are not urlNames', () => {
    expect(priceBreakdownProps.safeParse({ product: '../admin' }).success).toBe(false);
  });
});
