import { describe, expect, it } from 'vitest';
import { offerPrice, productJsonLd } from '../../../src/lib/product-structured-data.ts';
import { currencyFor } from '../../../src/lib/currencies.ts';

const GBP = currencyFor('GBP');
const USD = currencyFor('USD');
const JPY = currencyFor('JPY');

describe('Product structured data', () => {
  const facts = {
    name: 'Wild Wolf Hoodie',
    sku: 'NORT-HD-002',
    url: '/product/wild-wolf-hoodie/',
    images: ['/media/a-1280.webp'],
    description: 'A wolf.',
    brand: 'Wild North',
    colour: 'Black',
    price: 4800,
    available: true,
  };

  it('names the product with absolute addresses, brand and colour', () => {
    expect(productJsonLd(facts, 'https://north.example', GBP, [GBP])).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Wild Wolf Hoodie',
      sku: 'NORT-HD-002',
      url: 'https://north.example/product/wild-wolf-hoodie/',
      image: ['https://north.example/media/a-1280.webp'],
      brand: { '@type': 'Brand', name: 'Wild North' },
      color: 'Black',
    });
  });

  it('offers the price in every currency the store sells in, converted by rate', () => {
    const offers = productJsonLd(facts, 'https://north.example', GBP, [GBP, USD]).offers;
    expect(offers.map((offer) => [offer.priceCurrency, offer.price])).toEqual([
      ['GBP', '48.00'],
      ['USD', '96.00'],
    ]);
    expect(offers.every((offer) => offer.availability === 'https://schema.org/InStock')).toBe(true);
  });

  it('marks an unavailable product out of stock and leaves out empty facts', () => {
    const data = productJsonLd({ ...facts, available: false, images: [], description: '', brand: '', colour: undefined }, 'https://x.example', GBP, [GBP]);
    expect(data.offers[0]?.availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('color');
  });

  it('formats prices with the digits of the currency', () => {
    expect(offerPrice(1999, GBP, GBP)).toBe('19.99');
    expect(offerPrice(1999, GBP, JPY)).toMatch(/^\d+$/);
  });
});
