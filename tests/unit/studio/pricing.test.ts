import { describe, expect, it } from 'vitest';
import { currencyFor } from '../../../src/lib/currencies.ts';
import { designPrice, formatInCurrency, UnofferedSideError } from '../../../src/lib/studio/pricing.ts';
import { printedSides, unofferedSides } from '../../../src/lib/studio/printed-sides.ts';
import { DesignDocument } from '../../../src/schemas/design-document.ts';
import { documentWith, imageLayer, textLayer } from './fixtures.ts';

const blank = {
  price: 1500,
  salePrice: null,
  sides: [
    { side: 'front' as const, printCost: 500 },
    { side: 'back' as const, printCost: 450 },
    { side: 'left' as const, printCost: 200 },
  ],
};

const design = (sides: Record<string, unknown[]>) => DesignDocument.parse(documentWith(sides));

describe('design pricing', () => {
  it('an empty design costs the blank', () => {
    expect(designPrice(design({}), blank)).toEqual({ base: 1500, sides: [], total: 1500 });
  });

  it('adds the print cost of each printed side, once however many layers it has', () => {
    const front = design({ front: [textLayer({ id: 'a' }), imageLayer({ id: 'b' })] });
    expect(designPrice(front, blank)).toEqual({ base: 1500, sides: [{ side: 'front', printCost: 500 }], total: 2000 });
    const both = design({ back: [textLayer({ id: 'c' })], front: [textLayer({ id: 'a' })], left: [imageLayer({ id: 'd' })] });
    expect(designPrice(both, blank)).toEqual({
      base: 1500,
      sides: [
        { side: 'front', printCost: 500 },
        { side: 'back', printCost: 450 },
        { side: 'left', printCost: 200 },
      ],
      total: 2650,
    });
  });

  it('does not charge for a side whose layers are all hidden', () => {
    const document = design({ front: [textLayer()], back: [textLayer({ id: 'hidden', hidden: true })] });
    expect(printedSides(document)).toEqual(['front']);
    expect(designPrice(document, blank).total).toBe(2000);
  });

  it('starts from the sale price while the blank is on sale', () => {
    const document = design({ front: [textLayer()] });
    expect(designPrice(document, { ...blank, salePrice: 1200 }).total).toBe(1700);
    expect(designPrice(document, { ...blank, salePrice: 1800 }).total).toBe(2000);
  });

  it('refuses to price a printed side the blank does not offer', () => {
    const document = design({ right: [textLayer()], front: [textLayer({ id: 'f' })] });
    expect(unofferedSides(document, blank.sides)).toEqual(['right']);
    expect(unofferedSides(design({ right: [textLayer({ hidden: true })] }), blank.sides)).toEqual([]);
    expect(() => designPrice(document, blank)).toThrow(UnofferedSideError);
    expect(() => designPrice(document, blank)).toThrow('This product cannot be printed on the right.');
  });

  it('shows the total in the chosen currency as the storefront does', () => {
    const gbp = currencyFor('GBP');
    const total = designPrice(design({ front: [textLayer()], back: [textLayer({ id: 'b' })] }), blank).total;
    expect(total).toBe(2450);
    expect(formatInCurrency(total, gbp, gbp)).toBe('£24.50');
    expect(formatInCurrency(total, gbp, currencyFor('USD'))).toBe('$49.00'); // USD at the spec's rate 2
    expect(formatInCurrency(total, gbp, currencyFor('JPY'))).toBe('¥25'); // no minor unit: rounded once
    expect(formatInCurrency(total, gbp, currencyFor('SEK'))).toBe('24.50kr');
    expect(formatInCurrency(4900, currencyFor('USD'), gbp)).toBe('£24.50');
  });
});
