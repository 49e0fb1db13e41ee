import { describe, expect, it } from 'vitest';
import { Product } from '../../src/schemas/product.ts';
import type { BlankStudio } from '../../src/schemas/blank-studio.ts';
import { STUDIO_ALIASES } from '../../src/lib/studio/studio-routes.ts';
import { studioBlankCard } from './studio-blanks.ts';

const hoodies = STUDIO_ALIASES.find((alias) => alias.garment === 'hoodie')!;
const placement = { x: 0.3, y: 0.25, width: 0.4, height: 0.4 };
const side = (name: 'front' | 'back', printCost: number) => ({
  side: name,
  printArea: { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement },
  printCost,
  mockups: { Navy: `/media/${name}-navy.webp`, 'Heather Grey': `/media/${name}-grey.webp` },
});
const studio: BlankStudio = { sides: [side('front', 600), side('back', 450)] };
const product = (extra: Record<string, unknown> = {}) =>
  Product.parse({
    id: 3,
    uuid: 'u-3',
    sku: 'DEMO-BLANK-HD',
    name: 'Blank Hoodie',
    urlName: 'blank-hoodie',
    type: 'hoodie',
    price: 2800,
    defaultColour: 'Heather Grey',
    options: [
      { colour: { name: 'Navy', hex: '#1f2a44' }, sizes: ['M'], images: ['img-navy'] },
      { colour: { name: 'Heather Grey', hex: '#9b9fa4' }, sizes: ['M'], images: [] },
    ],
    images: [{ id: 'img-navy', original: '/media/navy-photo.webp', color: 'Navy', width: 1280, height: 1280, sizes: { '480': '/media/navy-photo-480.webp' } }],
    ...extra,
  });

describe('studioBlankCard', () => {
  it("shows the blank's picture in the chosen colour (any case), links to the alias and prices its cheapest side", () => {
    expect(studioBlankCard({ alias: hoodies, product: product(), studio }, ' navy ')).toEqual({
      href: '/custom-printed-hoodies/',
      label: 'Hoodie',
      colour: 'Navy',
      image: { src: '/media/navy-photo.webp', sizes: { '480': '/media/navy-photo-480.webp' }, alt: 'Hoodie in navy' },
      fromPrice: 2800 + 450,
    });
  });
  it('falls back to the default colour, and to the front mockup when the colour has no picture', () => {
    const card = studioBlankCard({ alias: hoodies, product: product(), studio }, 'Tartan');
    expect(card.colour).toBe('Heather Grey');
    expect(card.image).toEqual({ src: '/media/front-grey.webp', alt: 'Hoodie in heather grey' });
  });
  it('starts from the sale price while the blank is on sale', () => {
    expect(studioBlankCard({ alias: hoodies, product: product({ salePrice: 2000 }), studio }).fromPrice).toBe(2000 + 450);
  });
});
