import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { bannerProps } from './schema.ts';
import type { Data as HeroData } from './load.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>, data?: HeroData) => renderer.render({ type: 'banner', properties: bannerProps.parse(raw), data });

/** A measured picture of one colour. */
const plainPicture = (colour: string): HeroData => ({ pictureColours: { columns: 4, rows: 2, cells: Array.from({ length: 8 }, () => colour) } });
const styleOf = (html: string) => /<section[^>]*style="([^"]*)"/.exec(html)?.[1] ?? '';

describe('banner block', () => {
  it('draws its picture eagerly with its words', async () => {
    const html = await render({ title: 'Summer', copy: 'New prints', image: '/media/a.webp', imageAlt: 'Beach' });
    expect(html).toMatch(/<img[^>]+src="\/media\/a\.webp"[^>]+loading="eager" fetchpriority="high"/);
    expect(html).toMatch(/<h2[^>]*>Summer<\/h2>/);
    expect(html).toContain('New prints');
  });
  it('sends a named in-app action to its address for an island to take over', async () => {
    const html = await render({
      actions: [
        { text: 'Basket', action: 'basket' },
        { text: 'Quick', action: 'expressCheckout', href: '/ignored/' },
      ],
    });
    expect(html).toMatch(/<a class="button"[^>]*href="\/basket"[^>]*data-action="basket"/);
    expect(html).toMatch(/href="\/checkout\?express=true"[^>]*data-action="express-checkout"/);
    expect(html).not.toContain('href="#');
  });
  it('drops an action whose name is not a known in-app action', async () => {
    expect(bannerProps.parse({ actions: [{ text: 'Launch', action: 'launchRocket' }] }).actions).toEqual([]);
    expect(await render({ actions: [{ text: 'Launch', action: 'launchRocket' }] })).not.toContain('Launch');
  });
  it('opens a link in a new tab only when asked, never with the opener', async () => {
    const html = await render({
      actions: [
        { text: 'Out', href: 'https://example.com/', target: '_blank' },
        { text: 'In', href: '/in/' },
      ],
    });
    expect(html).toMatch(/href="https:\/\/example\.com\/" target="_blank" rel="noopener"/);
    expect(html.match(/target="_blank"/g)).toHaveLength(1);
  });
  it('sets its words readable on its picture: dark words on a pale one, white on a dark one', async () => {
    const pale = styleOf(await render({ title: 'Snow', image: '/media/0123456789abcdef-1920.webp' }, plainPicture('#f0f0f0')));
    expect(pale).toContain('--hero-text:#161616');
    expect(pale).toContain('--hero-copy:#161616');
    expect(pale).not.toContain('--hero-shadow');
    const dark = styleOf(await render({ title: 'Night', image: '/media/0123456789abcdef-1920.webp', textShadow: 'medium' }, plainPicture('#101010')));
    expect(dark).toContain('--hero-text:#ffffff');
    expect(dark).toContain('--hero-overlay-opacity:0.15');
    expect(dark).toContain('--hero-shadow:0 3px 6px rgb(0 0 0 / 0.5)');
  });
  it('gives a picture from elsewhere (not measured) a safe overlay', async () => {
    const style = styleOf(await render({ title: 'Away', image: 'https://images.example.com/a.jpg' }, { pictureColours: null }));
    expect(Number(/--hero-overlay-opacity:([\d.]+)/.exec(style)?.[1])).toBeGreaterThanOrEqual(0.45);
  });
});
