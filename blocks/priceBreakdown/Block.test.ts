import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { priceBreakdownProps } from './schema.ts';
import { breakdownOf, printedSidesOf, type BlankCosts } from './breakdown.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const tee = { price: 2500, salePrice: null, taxCategory: 'standard' as const };
const blank: BlankCosts = {
  sku: 'DM-BLANK-TS',
  name: 'Blank tee',
  price: 850,
  salePrice: null,
  sides: [
    { side: 'front', printCost: 250 },
    { side: 'back', printCost: 300 },
  ],
};

describe('priceBreakdown figures', () => {
  it("splits a price into the blank's price, its print costs, VAT and profit that add up to it", () => {
    const split = breakdownOf(tee, blank, ['front']);
    expect(split).toEqual({ price: 2500, baseCost: 850, print: 250, vat: 417, profit: 2500 - 417 - 850 - 250, margin: 39 });
    expect(split.baseCost + split.print + split.vat + split.profit).toBe(split.price);
    expect(breakdownOf(tee, blank, ['front', 'back']).print).toBe(550);
  });
  it('uses the sale prices of product and blank, and the product VAT rate', () => {
    expect(breakdownOf({ ...tee, salePrice: 2000 }, blank, ['front']).price).toBe(2000);
    expect(breakdownOf({ ...tee, taxCategory: 'childrens-clothing' }, blank, ['front']).vat).toBe(0);
    expect(breakdownOf(tee, { ...blank, salePrice: 700 }, ['front']).baseCost).toBe(700);
  });
  it('prints the designed sides the blank offers, else its first side', () => {
    expect(printedSidesOf({ front: 'a', back: 'b', left: 'c', right: null }, blank)).toEqual(['front', 'back']);
    expect(printedSidesOf({ front: null, back: null, left: null, right: null }, blank)).toEqual(['front']);
    expect(printedSidesOf(['back'], blank)).toEqual(['back']);
  });
});

describe('priceBreakdown block', () => {
  const data = {
    product: { name: 'Wave <Tee>', href: '/product/wave-tee/', breakdown: breakdownOf(tee, blank, ['front']), blank: { sku: blank.sku, name: 'Blank <tee>' } },
  };
  const render = (raw: Record<string, unknown>, blockData: unknown = data) =>
    renderer.render({ type: 'priceBreakdown', properties: priceBreakdownProps.parse(raw), data: blockData });
  it('draws each part in the store currency with the product name escaped', async () => {
    const html = await render({ product: 'wave-tee' });
    expect(html).toContain('Wave &lt;Tee&gt;');
    expect(html).toContain('£25.00');
    expect(html).toContain('£8.50');
    expect(html).toContain('Store profit');
    expect(html).toContain('Base product (Blank &lt;tee&gt;)');
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
