import { describe, expect, it } from 'vitest';
import { applicationFee } from './platform-fee.ts';

describe('applicationFee', () => {
  it('takes the percentage of the amount in minor units, rounded to the nearest unit', () => {
    expect(applicationFee(2000, 5)).toBe(100);
    expect(applicationFee(1999, 5)).toBe(100);
    expect(applicationFee(1989, 5)).toBe(99);
    expect(applicationFee(10, 5)).toBe(1);
    expect(applicationFee(9, 5)).toBe(0);
    expect(applicationFee(2999, 2.5)).toBe(75);
  });

  it('rounds halves up, whatever floating point makes of the product', () => {
    // 1010 × 5% = 50.5 → 51; 1110 × 1.15% = 12.765 → 13.
    expect(applicationFee(1010, 5)).toBe(51);
    expect(applicationFee(1110, 1.15)).toBe(13);
  });

  it('takes nothing at 0% and everything at 100%', () => {
    expect(applicationFee(2000, 0)).toBe(0);
    expect(applicationFee(2000, 100)).toBe(2000);
  });

  it('refuses a percentage outside 0–100 and an amount that is not whole', () => {
    expect(() => applicationFee(2000, -1)).toThrow(RangeError);
    expect(() => applicationFee(2000, 101)).toThrow(RangeError);
    expect(() => applicationFee(2000, Number.NaN)).toThrow(RangeError);
    expect(() => applicationFee(20.5, 5)).toThrow(RangeError);
  });
});
