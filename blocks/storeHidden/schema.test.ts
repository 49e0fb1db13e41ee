import { describe, expect, it } from 'vitest';
import { storeHiddenProps } from './schema.ts';

describe('storeHidden schema', () => {
  it('says the store is being set up by default', () => {
    expect(storeHiddenProps.parse({})).toEqual({
      title: 'This store is being set up',
      message: "We're putting the finishing touches to this store. Please check back soon.",
      linkText: '',
    });
  });
  it('limits title to 80 and message to 400 characters', () => {
    expect(storeHiddenProps.safeParse({ title: 'x'.repeat(81) }).success).toBe(false);
    expect(storeHiddenProps.safeParse({ message: 'x'.repeat(401) }).success).toBe(false);
  });
  it('sanitises the link', () => {
    expect(storeHiddenProps.parse({ href: 'javascript:alert(1)' }).href).toBe('/404/');
  });
});
