import { describe, expect, it } from 'vitest';
import { ArtemisQuery, DivisionProductsQuery, ModelsFetchInput, ProductsFetchInput } from '../../../src/schemas/catalogue-calls.ts';
import { ReviewInput } from '../../../src/schemas/review.ts';
import { productJsonLd } from '../../../src/lib/product-structured-data.ts';
import { currencyFor } from '../../../src/lib/currencies.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('catalogue call inputs', () => {
  it('bounds product_ids', () => {
    expect(ProductsFetchInput.parse({ product_ids: [3, '4'] })).toEqual({ product_ids: [3, 4] });
    expect(messageOf(ProductsFetchInput.safeParse({ product_ids: [] }))).toBe('product_ids must name at least one product.');
    expect(messageOf(ProductsFetchInput.safeParse({ product_ids: [1.5] }))).toBe('Ids must be positive whole numbers.');
  });

  it('reads the division products query from text with defaults', () => {
    expect(DivisionProductsQuery.parse({})).toEqual({ limit: 24, removeDuplicates: false });
    expect(DivisionProductsQuery.parse({ limit: '5', sort: 'new-in', removeDuplicates: '1' })).toEqual({ limit: 5, sort: 'new-in', removeDuplicates: true });
    expect(messageOf(DivisionProductsQuery.safeParse({ limit: '101' }))).toBe('limit must be a whole number from 1 to 100.');
  });

  it('models/fetch takes one id or a list, and only the relations of its type', () => {
    expect(ModelsFetchInput.parse({ ids: 7, type: 'creator', relations: ['products'] })).toMatchObject({ ids: 7 });
    expect(messageOf(ModelsFetchInput.safeParse({ ids: 7, type: 'collection', relations: ['products'] }))).toBe('Unknown relation products of collection.');
  });

  it('artemis macros are a comma list of known names', () => {
    expect(ArtemisQuery.parse({ macros: 'on-sale, new-in' })).toMatchObject({ macros: ['on-sale', 'new-in'], page: 1, perPage: 24, searchTerm: '' });
    expect(messageOf(ArtemisQuery.safeParse({ macros: 'on-sale,drop' }))).toBe('macros may be on-sale, new-in, designs.');
  });
});

describe('review input', () => {
  it('takes a rating from 1 to 5 (also as form text) and trims title and body', () => {
    expect(ReviewInput.parse({ rating: '5', title: ' Great ', body: ' Fits well ' })).toEqual({ rating: 5, title: 'Great', body: 'Fits well' });
    expect(messageOf(ReviewInput.safeParse({ rating: 0, title: 'a', body: 'b' }))).toBe('Please choose a rating from 1 to 5.');
    expect(messageOf(ReviewInput.safeParse({ rating: 3.5, title: 'a', body: 'b' }))).toBe('Please choose a rating from 1 to 5.');
    expect(messageOf(ReviewInput.safeParse({ rating: 3, title: '', body: 'b' }))).toBe('This field is required.');
  });
});

describe('aggregateRating in product JSON-LD', () => {
  const GBP = currencyFor('GBP');
  const facts = { name: 'Tee', sku: 'T', url: '/product/tee/', images: [], description: '', brand: '', price: 2500, available: true };

  it('is there only when the product has reviews', () => {
    expect(productJsonLd({ ...facts, rating: { count: 3, average: 4.3 } }, 'https://s.example', GBP, [GBP]).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd({ ...facts, rating: { count: 0, average: null } }, 'https://s.example', GBP, [GBP])).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(facts, 'https://s.example', GBP, [GBP])).not.toHaveProperty('aggregateRating');
  });
});
