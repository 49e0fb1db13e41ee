import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { bannerProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => { renderer = await loadBlock(new URL('./Block.astro', import.meta.url)); });
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'banner', properties: bannerProps.parse(raw) });

describe('banner block', () => {
  it('draws its picture eagerly with its words', async () => {
    const html = await render({ title: 'Summer', copy: 'New prints', image: '/media/a.webp', imageAlt: 'Beach' });
    expect(html).toMatch(/<img[^>]+src="\/media\/a\.webp"[^>]+loading="eager" fetchpriority="high"/);
    expect(html).toMatch(/<h2[^>]*>Summer<\/h2>/);
    expect(html).toContain('New prints');
  });
  it('sends a named in-app action to its address for an island to take over', async () => {
    const html = await render({ actions: [{ text: 'Basket', action: 'basket' }, { text: 'Quick', action: 'expressCheckout', href: '/ignored/' }] });
    expect(html).toMatch(/<a class="button"[^>]*href="\/basket"[^>]*data-action="basket"/);
    expect(html).toMatch(/href="\/checkout\?express=true"[^>]*data-action="express-checkout"/);
    expect(html).not.toContain('href="#');
  });
  it('drops an action whose name is not a known in-app action', async () => {
    expect(bannerProps.parse({ actions: [{ text: 'Launch', action: 'launchRocket' }] }).actions).toEqual([]);
    expect(await render({ actions: [{ text: 'Launch', action: 'launchRocket' }] })).not.toContain('Launch');
  });
  it('opens a link in a new tab only when asked, never with the opener', async () => {
    const html = await render({ actions: [{ text: 'Out', href: 'https://example.com/', target: '_blank' }, { text: 'In', href: '/in/' }] });
    expect(html).toMatch(/href="https:\/\/example\.com\/" target="_blank" rel="noopener"/);
    expect(html.match(/target="_blank"/g)).toHaveLength(1);
  });
});
