import { describe, expect, it } from 'vitest';
import { productMockup, productMockupProps } from './schema.ts';

describe('productMockup schema', () => {
  it('is titled "Product Suggestion"', () => {
    expect(productMockup.title).toBe('Product Suggestion');
  });
  it('defaults to no product, with price, description and a "View product" link', () => {
    expect(productMockupProps.parse({})).toEqual({
      product: '',
      title: '',
      showDescription: true,
      showPrice: true,
      buttonText: 'View product',
      imagePosition: 'left',
    });
  });
  it('takes a urlName only, lower-cased', () => {
    expect(productMockupProps.parse({ product: ' Rainbow-Tee ' }).product).toBe('rainbow-tee');
    for (const product of ['../admin', 'a b', 'tee/', '-tee', 'x'.repeat(121)]) expect(productMockupProps.safeParse({ product }).success, product).toBe(false);
  });
  it('limits the button words to 30 characters', () => {
    expect(productMockupProps.safeParse({ buttonText: 'x'.repeat(31) }).success).toBe(false);
  });
});
