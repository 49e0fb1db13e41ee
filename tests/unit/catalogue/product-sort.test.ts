import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLECTION_SORT, PRODUCT_SORTS, SORT_LABELS, parseSortParam } from '../../../src/lib/product-sort.ts';

describe('collection sort (?sort=)', () => {
  it('offers every sort the catalogue can list by, with a label', () => {
    expect(Object.keys(SORT_LABELS).sort()).toEqual([...PRODUCT_SORTS].sort());
  });
  it('reads a known sort', () => {
    expect(parseSortParam('price-desc')).toBe('price-desc');
    expect(parseSortParam('new-in')).toBe('new-in');
  });
  it.each([null, undefined, '', 'PRICE-DESC', 'toString', '__proto__', '<script>'])('falls back to the collection order for %j', (value) => {
    expect(parseSortParam(value)).toBe(DEFAULT_COLLECTION_SORT);
  });
});
