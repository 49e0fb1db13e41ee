import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { studioSuggestionProps } from './schema.ts';
import type { Data as StudioSuggestionData } from './load.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const blank = {
  href: '/custom-printed-hoodies/',
  label: 'Hoodie',
  colour: 'Navy',
  image: { src: '/media/hoodie-navy.webp', sizes: { '480': '/media/hoodie-navy-480.webp' }, alt: 'Hoodie in navy' },
  fromPrice: 3400,
};
const render = (raw: Record<string, unknown>, data: StudioSuggestionData, preview = false) =>
  renderer.render({ type: 'studioSuggestion', properties: studioSuggestionProps.parse(raw), data }, { preview });

describe('studioSuggestion block', () => {
  it('draws the blank in its colour with an escaped invitation, its price and a link into the studio', async () => {
    const html = await render(
      { title: 'Design <your> own', copy: 'Make it & wear it', alias: '/custom-printed-hoodies/', buttonText: 'Open the studio' },
      { blank },
    );
    expect(html).toContain('src="/media/hoodie-navy.webp"');
    expect(html).toContain('/media/hoodie-navy-480.webp 480w');
    expect(html).toContain('alt="Hoodie in navy"');
    expect(html).toContain('Design &lt;your&gt; own');
    expect(html).toContain('Make it &amp; wear it');
    expect(html).toMatch(/From <span data-money="3400"[^>]*>£34\.00<\/span>/);
    expect(html).toContain('<a class="button" href="/custom-printed-hoodies/" aria-label="Open the studio: Hoodie"');
    expect(html).not.toContain('<script');
  });
  it('hides the price and lays out as asked, colours in its style', async () => {
    const html = await render({ showPrice: false, imagePosition: 'right', alignment: 'center', backgroundColor: '#102030' }, { blank });
    expect(html).not.toContain('data-money');
    expect(html).toMatch(/class="studio-suggestion container image-right align-center filled/);
    expect(html).toContain('background:#102030');
  });
  it('renders nothing for shoppers when the store has no such blank, and says why in preview', async () => {
    expect((await render({ alias: '/custom-printed-stickers/' }, { blank: null })).trim()).toBe('');
    expect(await render({ alias: '/custom-printed-stickers/' }, { blank: null }, true)).toContain('This store has no blank Sticker to design on yet');
  });
});
