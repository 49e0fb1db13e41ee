import { describe, expect, it } from 'vitest';
import { alphaToHex, normaliseHex, withAlpha, InvalidColourError } from '../../../src/lib/colour.ts';

describe('hex colour normalisation', () => {
  it('expands 3 and 4 digits to 6 and 8', () => {
    expect(normaliseHex('#abc')).toBe('#aabbcc');
    expect(normaliseHex('ABCD')).toBe('#aabbccdd');
    expect(normaliseHex('#A1B2C3')).toBe('#a1b2c3');
    expect(normaliseHex('#a1b2c3d4')).toBe('#a1b2c3d4');
  });
  it.each(['#ab', '#abcde', '#ggg', 'red', '', '#1234567'])('raises on %s', (value) => {
    expect(() => normaliseHex(value)).toThrow(new InvalidColourError(`Invalid hex colour: ${value}`));
  });
  it('converts alpha 0–1 to two hex digits', () => {
    expect(alphaToHex(0)).toBe('00');
    expect(alphaToHex(1)).toBe('ff');
    expect(alphaToHex(0.5)).toBe('80');
    expect(withAlpha('#abc', 0.5)).toBe('#aabbcc80');
    expect(() => alphaToHex(1.5)).toThrow(InvalidColourError);
  });
});
