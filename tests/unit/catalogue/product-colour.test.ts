import { describe, expect, it } from 'vitest';
import { colourHref, colourOptionBySlug, defaultColourOption, galleryImages } from '../../../src/lib/product-colour.ts';
import { slugify } from '../../../src/lib/slugify.ts';
import type { Image } from '../../../src/schemas/image.ts';
import type { ProductOption } from '../../../src/schemas/product.ts';

const image = (id: string, color: string | null, position = 0): Image => ({
  id,
  original: `/media/${id}.webp`,
  position,
  altText: '',
  color,
  width: 100,
  height: 100,
  sizes: {},
});
const option = (name: string, images: string[] = []): ProductOption => ({ colour: { name, hex: '#000000' }, sizes: ['M'], images, pro: false });

describe('colour addresses', () => {
  it('slugs colour names', () => {
    expect(slugify('Heather Grey')).toBe('heather-grey');
    expect(slugify('Off-White / Cream')).toBe('off-white-cream');
    expect(slugify('Rosé & Gold')).toBe('rose-and-gold');
  });
  it('links a colour to /product/{urlName}/{colour}/', () => {
    expect(colourHref({ urlName: 'wild-wolf-hoodie' }, option('Forest Green'))).toBe('/product/wild-wolf-hoodie/forest-green/');
  });
  it('finds a colour by slug, case-insensitively, and nothing for an unknown one', () => {
    const product = { options: [option('Navy'), option('Heather Grey')] };
    expect(colourOptionBySlug(product, 'heather-grey')?.colour.name).toBe('Heather Grey');
    expect(colourOptionBySlug(product, 'NAVY')?.colour.name).toBe('Navy');
    expect(colourOptionBySlug(product, 'purple')).toBeUndefined();
  });
  it('defaults to the default colour, else the first', () => {
    const options = [option('Navy'), option('Sand')];
    expect(defaultColourOption({ options, defaultColour: 'Sand' })?.colour.name).toBe('Sand');
    expect(defaultColourOption({ options, defaultColour: 'Gone' })?.colour.name).toBe('Navy');
    expect(defaultColourOption({ options: [], defaultColour: null })).toBeUndefined();
  });
});

describe('gallery of a colour', () => {
  const images = [image('navy-front', 'Navy', 0), image('sand-front', 'Sand', 1), image('detail', null, 2), image('navy-back', 'Navy', 3)];
  it("shows the colour's own images in its order, then the colourless ones", () => {
    const ids = galleryImages({ images }, option('Navy', ['navy-back', 'navy-front'])).map((found) => found.id);
    expect(ids).toEqual(['navy-back', 'navy-front', 'detail']);
  });
  it('falls back to images tagged with the colour when the option lists none', () => {
    expect(galleryImages({ images }, option('Sand')).map((found) => found.id)).toEqual(['sand-front', 'detail']);
  });
  it('shows everything, by position, when there is no colour', () => {
    expect(galleryImages({ images }, undefined).map((found) => found.id)).toEqual(['navy-front', 'sand-front', 'detail', 'navy-back']);
  });
});
