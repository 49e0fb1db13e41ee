import { describe, expect, it } from 'vitest';
import { checkPriceMatrix, MATRIX_MESSAGES } from './price-matrix-rules.ts';
import { SALE_PRICE_ABOVE } from './price-bounds.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { currencyFor } from '../../../lib/currencies.ts';
import type { PriceMatrixEntry } from '../../../schemas/price-matrix.ts';
import type { ProductOption } from '../../../schemas/product.ts';

const GBP = currencyFor('GBP');
const options: ProductOption[] = [
  { colour: { name: 'White', hex: '#ffffff' }, sizes: ['S', 'M', '2XL'], images: [], pro: false },
  { colour: { name: 'Black', hex: '#111111' }, sizes: ['S', 'M'], images: [], pro: false },
];
const entry = (fields: Partial<PriceMatrixEntry>): PriceMatrixEntry => ({ colour: null, size: null, price: null, salePrice: null, ...fields });

/** The field errors the matrix is refused with, or null when it passes. */
function refusal(matrix: PriceMatrixEntry[], bounds = { min: null as number | null, max: null as number | null }) {
  try {
    checkPriceMatrix(matrix, options, { price: 2000, bounds }, GBP);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.kind).toBe('validation');
    return error.fieldErrors;
  }
}

describe('checkPriceMatrix', () => {
  it('passes prices per size, per colour and per colour and size', () => {
    expect(
      refusal([entry({ size: '2XL', price: 2200 }), entry({ colour: 'Black', price: 2100 }), entry({ colour: 'White', size: '2XL', salePrice: 1900 })]),
    ).toBeNull();
    expect(refusal([])).toBeNull();
  });

  it('refuses colours and sizes the product is not offered in, by row and field', () => {
    expect(refusal([entry({ colour: 'Plaid', price: 1 }), entry({ colour: 'Black', size: '2XL', price: 2 }), entry({ size: '5XL', price: 3 })])).toEqual({
      'priceMatrix.0.colour': [MATRIX_MESSAGES.colour],
      'priceMatrix.1.size': [MATRIX_MESSAGES.size],
      'priceMatrix.2.size': [MATRIX_MESSAGES.size],
    });
  });

  it('refuses a colour and size priced twice, and a row setting no price', () => {
    expect(refusal([entry({ size: 'S', price: 1 }), entry({ size: 'S', price: 2 }), entry({ colour: 'White' })])).toEqual({
      'priceMatrix.1.size': [MATRIX_MESSAGES.repeated],
      'priceMatrix.2.price': [MATRIX_MESSAGES.empty],
    });
  });

  it('refuses a sale price not below the row’s price, else the product’s', () => {
    expect(
      refusal([
        entry({ size: 'S', price: 2500, salePrice: 2500 }),
        entry({ size: 'M', salePrice: 2000 }),
        entry({ size: '2XL', price: 3000, salePrice: 2900 }),
      ]),
    ).toEqual({
      'priceMatrix.0.salePrice': [SALE_PRICE_ABOVE],
      'priceMatrix.1.salePrice': [SALE_PRICE_ABOVE],
    });
  });

  it('keeps the product’s min and max price, in the spec’s words', () => {
    expect(refusal([entry({ size: 'S', price: 900 }), entry({ size: 'M', price: 9000 })], { min: 1000, max: 5000 })).toEqual({
      'priceMatrix.0.price': ['Min £10.00'],
      'priceMatrix.1.price': ['Max £50.00'],
    });
  });
});
