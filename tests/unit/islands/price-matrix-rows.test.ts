import { describe, expect, it } from 'vitest';
import { matrixOf, rowsOf } from '../../../islands/products/price-matrix-rows.ts';
import { currencyFor } from '../../../src/lib/currencies.ts';

const GBP = currencyFor('GBP');

describe('the edit screen’s prices per size and colour', () => {
  it('shows a matrix as rows in pounds, empty meaning every colour, size or the product’s price', () => {
    expect(rowsOf([{ colour: null, size: '2XL', price: 2200, salePrice: null }], GBP)).toEqual([{ colour: '', size: '2XL', price: '22.00', salePrice: '' }]);
  });

  it('sends the rows as a matrix in pennies, dropping colours no longer offered', () => {
    const rows = [
      { colour: '', size: '2XL', price: '22', salePrice: '' },
      { colour: 'Black', size: '', price: '', salePrice: '19.5' },
      { colour: 'Navy', size: 'S', price: '30', salePrice: '' },
    ];
    expect(matrixOf(rows, ['White', 'Black'], GBP)).toEqual({
      matrix: [
        { colour: null, size: '2XL', price: 2200, salePrice: null },
        { colour: 'Black', size: null, price: null, salePrice: 1950 },
      ],
      problems: {},
    });
  });

  it('names each amount that is no number by its row and field', () => {
    expect(matrixOf([{ colour: '', size: 'S', price: 'lots', salePrice: '' }], [], GBP).problems).toEqual({
      'priceMatrix.0.price': 'Must contain a valid number.',
    });
  });
});
