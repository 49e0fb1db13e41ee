import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { customisationCatalogProps } from './schema.ts';
import type { Data as CustomisationCatalogData } from './load.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const garments: CustomisationCatalogData['garments'] = [
  {
    href: '/design-your-own-t-shirt/',
    label: 'T-Shirt',
    colour: 'White',
    image: { src: '/media/tee.webp', sizes: { '480': '/media/tee-480.webp' }, alt: 'T-Shirt in white' },
    fromPrice: 1800,
  },
  { href: '/custom-printed-stickers/', label: 'Sticker', colour: 'White', image: { src: '/media/sticker.webp', alt: 'Sticker in white' }, fromPrice: 300 },
  { href: '/custom-art-prints/', label: 'Art <Print>', colour: 'Natural', image: null, fromPrice: 1200 },
];
const render = (raw: Record<string, unknown>, data: CustomisationCatalogData, preview = false) =>
  renderer.render({ type: 'customisationCatalog', properties: customisationCatalogProps.parse(raw), data }, { preview });

describe('customisationCatalog block', () => {
  it('lists each garment as a link into its studio with its mockup, label and "from" price', async () => {
    const html = await render({ title: 'Make it yours', columns: 3 }, { garments });
    expect(html).toContain('Make it yours');
    expect(html).toContain('--catalog-columns:3');
    const links = [...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['/design-your-own-t-shirt/', '/custom-printed-stickers/', '/custom-art-prints/']);
    expect(html).toContain('src="/media/tee.webp"');
    expect(html).toContain('/media/tee-480.webp 480w');
    expect(html).toContain('alt="Sticker in white"');
    expect(html).toContain('Art &lt;Print&gt;');
    for (const [amount, shown] of [
      [1800, '£18.00'],
      [300, '£3.00'],
      [1200, '£12.00'],
    ] as const)
      expect(html).toMatch(new RegExp(`From <span data-money="${amount}"[^>]*>${shown.replace('.', '\\.')}</span>`));
    expect(html).not.toContain('<script');
  });
  it('can hide prices', async () => {
    expect(await render({ showPrice: false }, { garments })).not.toContain('data-money');
  });
  it('renders nothing for shoppers when the store has no blanks, and says why in preview', async () => {
    expect((await render({}, { garments: [] })).trim()).toBe('');
    expect(await render({}, { garments: [] }, true)).toContain('no blanks to design on yet');
  });
});
