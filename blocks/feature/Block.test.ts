import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { featureProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'feature', properties: featureProps.parse(raw) });

describe('feature block', () => {
  it('draws icon, title and text as a row', async () => {
    const html = await render({ title: 'Free delivery', text: 'Over £50' });
    expect(html).toContain('<svg');
    expect(html).toMatch(/class="[^"]*feature row/);
    expect(html).toContain('Free delivery');
    expect(html).toContain('Over £50');
  });
  it('links when given an address, and stacks when asked', async () => {
    const html = await render({ title: 'Returns', href: '/returns/', layout: 'stacked', textAlign: 'center' });
    expect(html).toMatch(/<a [^>]*href="\/returns\/"/);
    expect(html).toMatch(/class="[^"]*stacked align-center/);
  });
  it('escapes text and renders nothing without title or text', async () => {
    expect(await render({ title: '<i>x</i>' })).toContain('&lt;i&gt;x&lt;/i&gt;');
    expect((await render({})).trim()).toBe('');
  });
});
