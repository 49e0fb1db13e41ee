import { describe, expect, it } from 'vitest';
import { LruCache } from '../../../src/lib/lru-cache.ts';

const keys = (cache: LruCache<string, number>) => [...cache].map(([key]) => key);

describe('LruCache', () => {
  it('forgets the least recently used entries once the sizes pass the budget', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('d', 4);
    expect(keys(cache)).toEqual(['c', 'a', 'd']);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.usedSize).toBe(3);
  });

  it('counts sizes, and a large entry evicts several small ones', () => {
    const cache = new LruCache<string, number>(10);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 0, 2);
    cache.set('big', 0, 7);
    expect(keys(cache)).toEqual(['d', 'big']);
    expect(cache.usedSize).toBe(9);
  });

  it('replaces an entry set again, counting only its new size', () => {
    const cache = new LruCache<string, number>(10);
    cache.set('a', 1, 4);
    cache.set('b', 2, 4);
    cache.set('a', 3, 2);
    expect(keys(cache)).toEqual(['b', 'a']);
    expect(cache.get('a')).toBe(3);
    expect(cache.usedSize).toBe(6);
  });

  it('deletes from the middle and the ends without breaking the order', () => {
    const cache = new LruCache<string, number>(100);
    for (const [index, key] of ['a', 'b', 'c', 'd', 'e'].entries()) cache.set(key, index);
    cache.delete('c');
    cache.delete('a');
    cache.delete('e');
    cache.delete('missing');
    expect(keys(cache)).toEqual(['b', 'd']);
    cache.get('b');
    cache.set('f', 5);
    expect(keys(cache)).toEqual(['d', 'b', 'f']);
    expect(cache.usedSize).toBe(3);
  });

  it('lets a loop delete the entry it was just given', () => {
    const cache = new LruCache<string, number>(100);
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) cache.set(key, index);
    for (const [key, value] of cache) if (value % 2 === 0) cache.delete(key);
    expect(keys(cache)).toEqual(['b', 'd']);
    expect(cache.usedSize).toBe(2);
  });

  it('keeps an entry larger than the whole budget out', () => {
    const cache = new LruCache<string, number>(5);
    cache.set('a', 1, 2);
    cache.set('huge', 2, 6);
    expect(keys(cache)).toEqual([]);
    expect(cache.usedSize).toBe(0);
  });
});
