import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { currencyFor } from '../../src/lib/currencies.ts';
import { cardProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>, currency = 'GBP') =>
  renderer.render({ type: 'card', properties: cardProps.parse(raw) }, { currency: currencyFor(currency) });

describe('card block', () => {
  it('draws image, title, text and one link named by the title', async () => {
    const html = await render({
      image: '/media/story.jpg',
      imageAlt: 'Our printers',
      title: 'Our story',
      text: 'Printed to order.',
      href: '/about/',
      linkText: 'Read more',
    });
    expect(html).toContain('src="/media/story.jpg"');
    expect(html).toContain('alt="Our printers"');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/<a [^>]*href="\/about\/"[^>]*>Our story<\/a>/);
    expect(html).toMatch(/aria-hidden="true"[^>]*>Read more/);
  });
  it('links the "read more" words when there is no title', async () => {
    const html = await render({ text: 'Printed to order.', href: '/about/', linkText: 'Read more' });
    expect(html).toMatch(/<a [^>]*href="\/about\/"[^>]*>Read more/);
  });
  it('shows a sale price with the price struck through, in the store currency', async () => {
    const html = await render({ title: 'Tee', price: 2500, salePrice: 2000, pricePrefix: 'From' }, 'GBP');
    expect(html).toContain('£20.00');
    expect(html).toContain('£25.00');
    expect(html).toContain('From');
  });
  it('escapes text and blocks unsafe links', async () => {
    const html = await render({ title: '<b>t</b>', href: 'javascript:alert(1)' });
    expect(html).toContain('&lt;b&gt;t&lt;/b&gt;');
    expect(html).toContain('href="/404/"');
  });
  it('renders nothing when empty', async () => {
    expect((await render({})).trim()).toBe('');
  });
  it('offers its safe renditions as a srcset, and no srcset when the sanitiser dropped them all', async () => {
    const withSizes = await render({ image: '/media/a-1280.webp', title: 'A', imageSizes: { '640': '/media/a-640.webp', '1280': '/media/a-1280.webp' } });
    expect(withSizes).toContain('srcset="/media/a-640.webp 640w, /media/a-1280.webp 1280w"');
    const blocked = await render({ image: '/media/a-1280.webp', title: 'A', imageSizes: { '640': 'javascript:alert(1)' } });
    expect(blocked).not.toContain('srcset');
    expect(blocked).not.toContain('javascript:');
  });
});
