import { describe, expect, it } from 'vitest';
import { legibleTextColour } from './legible-colour.ts';

describe('legibleTextColour', () => {
  it('keeps an owner colour that reads at AA on the background', () => {
    expect(legibleTextColour('#c62828', '#ffffff')).toBe('#c62828');
  });

  it('drops one that does not, so the theme colour applies (demo "Sale" red on a dark header: 3.18:1)', () => {
    expect(legibleTextColour('#c62828', '#141816')).toBeUndefined();
  });

  it('keeps colours it cannot judge, and has nothing to keep without a colour', () => {
    expect(legibleTextColour('#c6282880', '#141816')).toBe('#c6282880');
    expect(legibleTextColour('#c62828', 'transparent')).toBe('#c62828');
    expect(legibleTextColour(undefined, '#ffffff')).toBeUndefined();
  });
});
