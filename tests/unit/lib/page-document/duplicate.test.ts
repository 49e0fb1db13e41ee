import { describe, expect, it } from 'vitest';
import { duplicate, findBlock, idsIn } from '../../../../src/lib/page-document/index.ts';
import { counterIds, frozen, outline, page } from './fixture.ts';

describe('duplicate', () => {
  it('places a copy of a root block right after it', () => {
    expect(outline(duplicate(page(), 'a', { newId: counterIds() }))).toBe('a new1 g(b r(c d) e) f');
  });

  it('copies a nested block within its own list', () => {
    expect(outline(duplicate(page(), 'c', { newId: counterIds() }))).toBe('a g(b r(c new1 d) e) f');
  });

  it('copies a container and all it holds under fresh ids, unique on the page', () => {
    const next = duplicate(page(), 'g', { newId: counterIds() });
    expect(outline(next)).toBe('a g(b r(c d) e) new1(new2 new3(new4 new5) new6) f');
    const ids = idsIn(next);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('copies type, size, flags and properties, sharing no object with the original', () => {
    const before = frozen(page());
    const next = duplicate(before, 'r', { newId: counterIds() });
    const original = findBlock(next, 'r')!.node;
    const copy = findBlock(next, 'new1')!.node;
    expect({ ...copy, id: 'r', items: [] }).toEqual({ ...original, items: [] });
    expect(copy.properties).not.toBe(original.properties);
    expect(copy.size).not.toBe(original.size);
    expect(copy.items[0]!.properties).toEqual(original.items[0]!.properties);
    expect(copy.items[0]!.properties).not.toBe(original.items[0]!.properties);
  });

  it('leaves its input as it was', () => {
    const before = frozen(page());
    duplicate(before, 'g', { newId: counterIds() });
    expect(outline(before)).toBe('a g(b r(c d) e) f');
  });

  it('makes ids with Web Crypto by default', () => {
    const next = duplicate(page(), 'r');
    const copy = findBlock(next, 'r')!;
    const ids = [next[1]!.items[copy.index + 1]!.id, ...next[1]!.items[copy.index + 1]!.items.map((item) => item.id)];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(idsIn(next)).size).toBe(idsIn(next).length);
  });

  it('refuses an id not on the page', () => {
    expect(() => duplicate(page(), 'nope')).toThrow(expect.objectContaining({ code: 'notFound' }));
  });
});
