import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { currencyFor } from '../../src/lib/currencies.ts';
import { podProps } from '../pod/schema.ts';
import { productMockupProps } from './schema.ts';
import type { Data as ProductMockupData } from './load.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const product = {
  ...podProps.parse({
    title: 'Rainbow <Tee>',
    href: '/product/rainbow-tee/',
    image: '/media/rainbow.jpg',
    imageAlt: 'Rainbow tee',
    price: 2500,
    salePrice: 2000,
    showPrice: true,
    badge: 'Sale',
  }),
  description: 'Soft organic cotton.',
};

const render = (raw: Record<string, unknown>, data: ProductMockupData, preview = false) =>
  renderer.render({ type: 'productMockup', properties: productMockupProps.parse(raw), data }, { preview, currency: currencyFor('GBP') });

describe('productMockup block', () => {
  it('shows the product large with image, escaped name, price and a "View product" link', async () => {
    const html = await render({ product: 'rainbow-tee', title: 'You might also like' }, { product });
    expect(html).toContain('src="/media/rainbow.jpg"');
    expect(html).toContain('Rainbow &lt;Tee&gt;');
    expect(html).toContain('You might also like');
    expect(html).toContain('£20.00');
    expect(html).toContain('£25.00');
    expect(html).toContain('Soft organic cotton.');
    expect(html).toContain('<a class="button" href="/product/rainbow-tee/" aria-label="View product: Rainbow <Tee>"');
    expect(html).toMatch(/>View product<svg/);
    expect(html).toContain('data-money="2000"');
  });
  it('hides price and description when asked', async () => {
    const html = await render({ product: 'rainbow-tee', showPrice: false, showDescription: false }, { product });
    expect(html).not.toContain('£20.00');
    expect(html).not.toContain('Soft organic cotton.');
  });
  it('renders nothing for shoppers when the product is missing, and says why in preview', async () => {
    expect((await render({ product: 'gone' }, { product: null })).trim()).toBe('');
    expect(await render({ product: 'gone' }, { product: null }, true)).toContain('The product &quot;gone&quot; is not available');
    expect(await render({}, { product: null }, true)).toContain('Choose a product to suggest.');
  });
});
