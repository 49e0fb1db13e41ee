import { describe, expect, it } from 'vitest';
import { hasVariantPrices, variantPrice } from './variant-price.ts';
import type { PriceMatrixEntry } from '../schemas/price-matrix.ts';

const entry = (fields: Partial<PriceMatrixEntry>): PriceMatrixEntry => ({ colour: null, size: null, price: null, salePrice: null, ...fields });
const tee = (priceMatrix: PriceMatrixEntry[], salePrice: number | null = null) => ({ price: 2000, salePrice, priceMatrix });

describe('variantPrice', () => {
  it('is the product’s own price without a matrix, in any colour and size', () => {
    expect(variantPrice(tee([]), 'White', '2XL')).toEqual({ price: 2000, salePrice: null, onSale: false, paid: 2000 });
    expect(variantPrice(tee([], 1500), null, null)).toEqual({ price: 2000, salePrice: 1500, onSale: true, paid: 1500 });
  });

  it('prices a size in every colour, and leaves the other sizes at the product’s price', () => {
    const product = tee([entry({ size: '2XL', price: 2200 }), entry({ size: '3XL', price: 2300 })]);
    expect(variantPrice(product, 'Black', '2XL').paid).toBe(2200);
    expect(variantPrice(product, 'White', '3XL').paid).toBe(2300);
    expect(variantPrice(product, 'White', 'M').paid).toBe(2000);
    expect(variantPrice(product, 'White', null).paid).toBe(2000);
  });

  it('takes the most specific entry: colour and size, then size, then colour, then every variant', () => {
    const product = tee([
      entry({ price: 1900 }),
      entry({ colour: 'Black', price: 2100 }),
      entry({ size: '2XL', price: 2200 }),
      entry({ colour: 'Black', size: '2XL', price: 2500 }),
    ]);
    expect(variantPrice(product, 'Black', '2XL').price).toBe(2500);
    expect(variantPrice(product, 'White', '2XL').price).toBe(2200);
    expect(variantPrice(product, 'Black', 'S').price).toBe(2100);
    expect(variantPrice(product, 'White', 'S').price).toBe(1900);
  });

  it('decides the price and the sale price each by the most specific entry that sets it', () => {
    const product = tee([entry({ size: '2XL', salePrice: 1800 }), entry({ colour: 'Black', size: '2XL', price: 2400 })], 1500);
    expect(variantPrice(product, 'Black', '2XL')).toEqual({ price: 2400, salePrice: 1800, onSale: true, paid: 1800 });
    // The product's sale price applies where no entry sets one.
    expect(variantPrice(product, 'White', 'S')).toEqual({ price: 2000, salePrice: 1500, onSale: true, paid: 1500 });
  });

  it('is not on sale when the sale price is not below the variant’s price', () => {
    const product = tee([entry({ size: '2XL', price: 1400 })], 1500);
    expect(variantPrice(product, 'White', '2XL')).toEqual({ price: 1400, salePrice: 1500, onSale: false, paid: 1400 });
  });

  it('ignores entries of other colours and sizes', () => {
    const product = tee([entry({ colour: 'Black', size: 'S', price: 100 })]);
    expect(variantPrice(product, 'White', 'S').paid).toBe(2000);
    expect(variantPrice(product, 'Black', 'M').paid).toBe(2000);
  });
});

describe('hasVariantPrices', () => {
  it('is true only when an entry changes a price', () => {
    expect(hasVariantPrices(tee([]))).toBe(false);
    expect(hasVariantPrices(tee([entry({ size: 'M', price: 2000 })]))).toBe(false);
    expect(hasVariantPrices(tee([entry({ size: '2XL', price: 2200 })]))).toBe(true);
    expect(hasVariantPrices(tee([entry({ size: '2XL', salePrice: 1800 })]))).toBe(true);
  });
});
