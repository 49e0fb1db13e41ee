import { describe, expect, it } from 'vitest';
import { findBlock, remove } from '../../../../src/lib/page-document/index.ts';
import { frozen, outline, page } from './fixture.ts';

describe('remove', () => {
  it('removes a root block', () => {
    expect(outline(remove(page(), 'a'))).toBe('g(b r(c d) e) f');
  });

  it('removes a nested block, the rest keeping their order', () => {
    expect(outline(remove(page(), 'c'))).toBe('a g(b r(d) e) f');
  });

  it('removes a container with everything it holds', () => {
    const next = remove(page(), 'r');
    expect(outline(next)).toBe('a g(b e) f');
    expect(findBlock(next, 'd')).toBeUndefined();
  });

  it('leaves its input as it was and shares the blocks it did not touch', () => {
    const before = frozen(page());
    const next = remove(before, 'd');
    expect(outline(before)).toBe('a g(b r(c d) e) f');
    expect(next[0]).toBe(before[0]);
    expect(next[1]!.items[0]).toBe(before[1]!.items[0]);
    expect(next[1]!.items[1]!.items[0]).toBe(before[1]!.items[1]!.items[0]);
  });

  it('refuses an id not on the page', () => {
    expect(() => remove(page(), 'nope')).toThrow(expect.objectContaining({ code: 'notFound', message: 'Block nope is not on this page' }));
  });
});
