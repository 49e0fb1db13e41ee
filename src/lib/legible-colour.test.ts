import { describe, expect, it } from 'vitest';
import { legibleTextColour } from './legible-colour.ts';

describe('legibleTextColour', () => {
  it('keeps an owner colour that reads at AA on the background', () => {
    expect(legibleTextColour('#c62828', '#ffffff')).toBe('#c62828');
  });

  it('drops one that does not, so the theme colour applies (demo "Sale" red on a dark header: 3.18:1)', () => {
    expect(legibleTextColour('#c62828', '#141816')).toBeUndefined();
  });

  it('judges colours written as names, rgb() or hsl(), on backgrounds written any of those ways', () => {
    expect(legibleTextColour('darkred', '#141816')).toBeUndefined();
    expect(legibleTextColour('rgb(198, 40, 40)', '#141816')).toBeUndefined();
    expect(legibleTextColour('hsl(0 66% 47%)', 'black')).toBeUndefined();
    expect(legibleTextColour('#c62828', 'rgb(20 24 22)')).toBeUndefined();
    expect(legibleTextColour('gold', 'hsl(150, 6%, 8%)')).toBe('gold');
    expect(legibleTextColour('rgb(198 40 40)', 'white')).toBe('rgb(198 40 40)');
    expect(legibleTextColour('RebeccaPurple', '#ffffff')).toBe('RebeccaPurple');
  });

  it('keeps colours it cannot judge, and has nothing to keep without a colour', () => {
    expect(legibleTextColour('#c6282880', '#141816')).toBe('#c6282880');
    expect(legibleTextColour('rgba(198, 40, 40, 0.5)', '#141816')).toBe('rgba(198, 40, 40, 0.5)');
    expect(legibleTextColour('var(--accent)', '#141816')).toBe('var(--accent)');
    expect(legibleTextColour('#c62828', 'transparent')).toBe('#c62828');
    expect(legibleTextColour('#c62828', 'var(--menu-background)')).toBe('#c62828');
    expect(legibleTextColour(undefined, '#ffffff')).toBeUndefined();
  });
});
