import { describe, expect, it } from 'vitest';
import { placeholder, placeholderProps } from './schema.ts';

describe('placeholder schema', () => {
  it('stands for no particular type by default', () => {
    expect(placeholderProps.parse({})).toEqual({ forType: '' });
  });
  it('keeps a block type name', () => {
    expect(placeholderProps.parse({ forType: ' productMockup ' }).forType).toBe('productMockup');
    expect(placeholderProps.parse({ forType: '_shadow_' }).forType).toBe('_shadow_');
  });
  it('rejects anything that is not a type name', () => {
    expect(placeholderProps.safeParse({ forType: 'banner"><script>' }).success).toBe(false);
    expect(placeholderProps.safeParse({ forType: 'x'.repeat(61) }).success).toBe(false);
  });
  it('is not offered in the add-block list (no builder)', () => {
    expect(placeholder.builder).toBeUndefined();
  });
});
