import { describe, expect, it } from 'vitest';
import { pickfaceFor } from '../../commerce/orders/pickface.ts';
import { newLabelCode } from '../../commerce/orders/label-codes.ts';
import { isLabelCode, normaliseLabelCode } from '../../../lib/label-codes.ts';

describe('pickfaceFor', () => {
  it('is the same face for the same garment, colour and size, whatever the case', () => {
    expect(pickfaceFor({ sku: 'DEMO-BLANK-TS', colour: 'Black', size: 'M' })).toBe(pickfaceFor({ sku: 'demo-blank-ts', colour: 'black', size: 'm' }));
  });
  it('puts sizes on their own shelves in order', () => {
    const shelf = (size: string) => pickfaceFor({ sku: 'DEMO-BLANK-TS', colour: 'Black', size }).split('-')[2];
    expect(['XS', 'S', 'M', 'L', 'XL'].map(shelf)).toEqual(['1', '2', '3', '4', '5']);
  });
  it('reads aisle-bay-shelf', () => {
    expect(pickfaceFor({ sku: 'X', colour: null, size: null })).toMatch(/^[A-H]-\d{2}-[1-8]$/);
  });
});

describe('label codes', () => {
  it('are a prefix and ten digits, and read back from a sloppy scan', () => {
    const code = newLabelCode('RT');
    expect(isLabelCode(code, 'RT')).toBe(true);
    expect(isLabelCode(normaliseLabelCode(` ${code.toLowerCase().slice(0, 6)} ${code.slice(6)} `), 'RT')).toBe(true);
    expect(isLabelCode(code, 'PF')).toBe(false);
  });
});
