import { describe, expect, it } from 'vitest';
import { tagProps } from './schema.ts';

describe('tag schema', () => {
  it('defaults to an empty, medium, left-aligned tag', () => {
    expect(tagProps.parse({})).toEqual({ text: '', size: 'medium', align: 'left' });
  });
  it('limits the words to 40 characters', () => {
    expect(tagProps.safeParse({ text: 'x'.repeat(41) }).success).toBe(false);
    expect(tagProps.parse({ text: '  Organic ' }).text).toBe('Organic');
  });
  it('sanitises the link', () => {
    expect(tagProps.parse({ href: 'javascript:alert(1)' }).href).toBe('/404/');
    expect(tagProps.parse({ href: '/blog/tagged/organic/' }).href).toBe('/blog/tagged/organic/');
  });
});
