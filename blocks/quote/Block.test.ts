import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { quoteProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'quote', properties: quoteProps.parse(raw) });

describe('quote block', () => {
  it('renders a right-aligned Lato quote at 24px with its author and role', async () => {
    const html = await render({ text: 'So soft.', author: 'Sam', role: 'Customer' });
    expect(html).toMatch(/<blockquote[^>]*>\s*<p[^>]*>So soft\.<\/p>/);
    expect(html).toContain('align-right');
    expect(html).toContain('--quote-block-size:24px');
    expect(html).toContain("--quote-block-font:'Lato'");
    expect(html).toContain("font-family: 'Lato'");
    expect(html).toContain('/fonts/lato-latin-400-normal.woff2');
    expect(html).toMatch(/<cite[^>]*>Sam<\/cite>/);
    expect(html).toContain('Customer');
  });
  it('follows the theme font without declaring faces', async () => {
    const html = await render({ text: 'x', font: 'theme' });
    expect(html).not.toContain('@font-face');
    expect(html).not.toContain('--quote-block-font');
  });
  it('cites and links its source', async () => {
    const html = await render({ text: 'x', author: 'A', href: 'https://reviews.example.com/1' });
    expect(html).toContain('cite="https://reviews.example.com/1"');
    expect(html).toMatch(/<a [^>]*href="https:\/\/reviews.example.com\/1"/);
  });
  it('escapes its text and renders nothing without it', async () => {
    expect(await render({ text: '<script>alert(1)</script>' })).toContain('&lt;script&gt;');
    expect((await render({ author: 'A' })).trim()).toBe('');
  });
});
