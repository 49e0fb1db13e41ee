import { describe, expect, it } from 'vitest';
import { Product } from '../../../schemas/product.ts';
import { currencyFor } from '../../../lib/currencies.ts';
import { checkPrice, designPriceBounds, SALE_PRICE_ABOVE } from './price-bounds.ts';
import type { BlankStudio } from '../../../schemas/blank-studio.ts';

const area = { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 } };
const studio: BlankStudio = {
  sides: [
    { side: 'front', printArea: area, printCost: 600, mockups: {} },
    { side: 'back', printArea: area, printCost: 400, mockups: {} },
  ],
};
const blank = (extra: Partial<Product> = {}) =>
  Product.parse({ id: 1, uuid: 'u', sku: 'X-BLANK-TS', name: 'Blank', urlName: 'blank', type: 't-shirt', price: 1000, ...extra });
const layer = {
  id: 'a',
  type: 'text',
  xMm: 0,
  yMm: 0,
  widthMm: 10,
  heightMm: 10,
  text: 'Hi',
  fontFamily: 'Lato',
  fontSizeMm: 5,
  colour: '#000000',
  rotation: 0,
  flipX: false,
  flipY: false,
  locked: false,
  hidden: false,
  fontWeight: 400,
  italic: false,
  align: 'center',
  letterSpacingMm: 0,
  curve: 0,
} as const;
const printed = (...sides: ('front' | 'back')[]) => ({
  sides: { front: sides.includes('front') ? [layer] : [], back: sides.includes('back') ? [layer] : [], left: [], right: [] },
});
const GBP = currencyFor('GBP');

describe('designPriceBounds', () => {
  it('is blank price + printed sides’ costs … five times that, when the blank has no bounds', () => {
    expect(designPriceBounds(blank(), studio, printed('front'))).toEqual({ min: 1600, max: 8000 });
    expect(designPriceBounds(blank(), studio, printed('front', 'back'))).toEqual({ min: 2000, max: 10000 });
    expect(designPriceBounds(blank({ salePrice: 800 }), studio, printed('front'))).toEqual({ min: 1400, max: 7000 });
  });

  it('keeps the blank’s own min and max when set', () => {
    expect(designPriceBounds(blank({ minPrice: 2500, maxPrice: 3000 }), studio, printed('front'))).toEqual({ min: 2500, max: 3000 });
  });
});

describe('checkPrice', () => {
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return (error as Error).message;
    }
    return null;
  };

  it('answers the spec’s Min/Max texts with the amount as money, and a sale price must be below the price', () => {
    const bounds = { min: 1600, max: 8000 };
    expect(refusal(() => checkPrice(bounds, 1599, null, GBP))).toBe('Min £16.00');
    expect(refusal(() => checkPrice(bounds, 8001, null, GBP))).toBe('Max £80.00');
    expect(refusal(() => checkPrice(bounds, 1600, null, GBP))).toBeNull();
    expect(refusal(() => checkPrice(bounds, 8000, 7999, GBP))).toBeNull();
    expect(refusal(() => checkPrice(bounds, 2000, 2000, GBP))).toBe(SALE_PRICE_ABOVE);
    expect(refusal(() => checkPrice({ min: null, max: null }, 0, null, GBP))).toBeNull();
  });
});
