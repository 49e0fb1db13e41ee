import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { storeHiddenProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'storeHidden', properties: storeHiddenProps.parse(raw) });

describe('storeHidden block', () => {
  it('renders its title and message as a labelled section', async () => {
    const html = await render({});
    expect(html).toContain('aria-labelledby="store-hidden-sample"');
    expect(html).toMatch(/<h2 id="store-hidden-sample"[^>]*>This store is being set up<\/h2>/);
    expect(html).toContain('We&#39;re putting the finishing touches');
  });
  it('offers a link only with both words and an address', async () => {
    expect(await render({ linkText: 'Follow us' })).not.toContain('<a ');
    expect(await render({ linkText: 'Follow us', href: 'https://instagram.com/shop' })).toMatch(
      /<a [^>]*href="https:\/\/instagram.com\/shop"[^>]*>Follow us<\/a>/,
    );
  });
  it('escapes the message', async () => {
    expect(await render({ message: '<img src=x onerror=alert(1)>' })).toContain('&lt;img');
  });
});
