import { describe, expect, it } from 'vitest';
import { tagletsProps } from './schema.ts';

describe('taglets schema', () => {
  it('defaults to no tags that wrap, left aligned', () => {
    expect(tagletsProps.parse({})).toEqual({ title: '', tags: [], overflow: 'wrap', size: 'medium', align: 'left' });
  });
  it('leaves out tags without words and sanitises links', () => {
    const parsed = tagletsProps.parse({ tags: [{ text: 'Organic', href: 'javascript:alert(1)' }, { text: ' ', href: '/x/' }, { text: 'Gifts' }] });
    expect(parsed.tags).toEqual([{ text: 'Organic', href: '/404/' }, { text: 'Gifts' }]);
  });
  it('takes at most 24 tags', () => {
    expect(tagletsProps.safeParse({ tags: Array.from({ length: 25 }, () => ({ text: 't' })) }).success).toBe(false);
    expect(tagletsProps.safeParse({ overflow: 'hidden' }).success).toBe(false);
  });
});
