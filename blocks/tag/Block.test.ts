import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { tagProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'tag', properties: tagProps.parse(raw) });

describe('tag block', () => {
  it('renders a linked pill', async () => {
    const html = await render({ text: 'Organic', href: '/blog/tagged/organic/' });
    expect(html).toMatch(/<a href="\/blog\/tagged\/organic\/"[^>]*class="tag medium">Organic<\/a>/);
  });
  it('renders a plain pill without a link, escaped', async () => {
    const html = await render({ text: '<i>New</i>', size: 'small' });
    expect(html).not.toContain('<a ');
    expect(html).toMatch(/<span [^>]*class="tag small"/);
    expect(html).toContain('&lt;i&gt;New&lt;/i&gt;');
  });
  it('renders nothing without words', async () => {
    expect((await render({ href: '/x/' })).trim()).toBe('');
  });
});
