import { describe, expect, it } from 'vitest';
import { cardProps } from './schema.ts';

describe('card schema', () => {
  it('defaults to a 4:3 picture and left-aligned text', () => {
    expect(cardProps.parse({})).toEqual({ imageAlt: '', ratio: '4:3', title: '', text: '', linkText: '', pricePrefix: '', textAlign: 'left' });
  });
  it('limits title to 120 and text to 600 characters', () => {
    expect(cardProps.safeParse({ title: 'x'.repeat(121) }).success).toBe(false);
    expect(cardProps.safeParse({ text: 'x'.repeat(601) }).success).toBe(false);
  });
  it('keeps prices as whole minor units', () => {
    expect(cardProps.parse({ price: 2500, salePrice: 2000 })).toMatchObject({ price: 2500, salePrice: 2000 });
    expect(cardProps.safeParse({ price: 25.5 }).success).toBe(false);
    expect(cardProps.safeParse({ price: -1 }).success).toBe(false);
  });
  it('sanitises link and image', () => {
    const parsed = cardProps.parse({ href: 'javascript:alert(1)', image: 'javascript:alert(2)' });
    expect(parsed.href).toBe('/404/');
    expect(parsed.image).toBe('/404/');
  });
  it('drops responsive image sources the URL sanitiser blocks, or that would split a srcset', () => {
    const parsed = cardProps.parse({ imageSizes: { '640': '/media/a-640.webp', '960': 'javascript:alert(1)', '1280': '/media/a 1280.webp' } });
    expect(parsed.imageSizes).toEqual({ '640': '/media/a-640.webp' });
  });
});
