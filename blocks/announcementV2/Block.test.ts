import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { announcementV2Props } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'announcementV2', properties: announcementV2Props.parse(raw) });

describe('announcementV2 block', () => {
  it('renders icon, bold title, message and actions', async () => {
    const html = await render({ icon: 'truck', title: 'Free delivery', text: 'On UK orders over £50', actions: [{ text: 'Shop now', href: '/' }] });
    expect(html).toContain('<svg');
    expect(html).toMatch(/<strong[^>]*>Free delivery<\/strong>/);
    expect(html).toContain('On UK orders over £50');
    expect(html).toMatch(/class="action primary"/);
  });
  it('has a compact layout and no dismiss control', async () => {
    const html = await render({ text: 'x', layout: 'compact' });
    expect(html).toMatch(/class="announcement compact align-space-between"/);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<script');
  });
  it('leaves out unknown icons, escapes text, renders nothing when empty', async () => {
    const html = await render({ icon: '__proto__', text: '<u>x</u>' });
    expect(html).not.toContain('<svg');
    expect(html).toContain('&lt;u&gt;x&lt;/u&gt;');
    expect((await render({ icon: 'truck' })).trim()).toBe('');
  });
});
