import { describe, expect, it } from 'vitest';
import { QUOTE_DEFAULTS, quoteProps } from './schema.ts';

describe('quote schema', () => {
  it('defaults to Lato at 24px, aligned right', () => {
    expect(QUOTE_DEFAULTS).toEqual({ font: 'Lato', size: 24, align: 'right' });
    expect(quoteProps.parse({})).toEqual({ text: '', author: '', role: '', font: 'Lato', size: 24, align: 'right' });
  });
  it('takes a self-hosted family or the theme font, nothing else', () => {
    expect(quoteProps.parse({ font: 'Playfair Display' }).font).toBe('Playfair Display');
    expect(quoteProps.parse({ font: 'theme' }).font).toBe('theme');
    expect(quoteProps.safeParse({ font: 'Comic Sans MS' }).success).toBe(false);
    expect(quoteProps.safeParse({ font: "Lato'; } body { display:none" }).success).toBe(false);
  });
  it('keeps the size to whole pixels from 12 to 64 and text to 600 characters', () => {
    expect(quoteProps.safeParse({ size: 11 }).success).toBe(false);
    expect(quoteProps.safeParse({ size: 65 }).success).toBe(false);
    expect(quoteProps.safeParse({ size: 24.5 }).success).toBe(false);
    expect(quoteProps.safeParse({ text: 'x'.repeat(601) }).success).toBe(false);
  });
  it('sanitises the source link and photo and accepts only safe colours', () => {
    const parsed = quoteProps.parse({ href: 'javascript:alert(1)', image: 'javascript:alert(1)', color: '#fff' });
    expect(parsed).toMatchObject({ href: '/404/', image: '/404/', color: '#ffffff' });
    expect(quoteProps.safeParse({ color: 'red;display:none' }).success).toBe(false);
  });
});
