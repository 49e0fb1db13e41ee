// Plain form posts of the basket (no JavaScript) become the JSON bodies the calls take.
import { describe, expect, it } from 'vitest';
import { formToObject } from '../../../src/api/form-fields.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('formToObject', () => {
  it('reads bracketed names as nested objects and indexed lists', () => {
    expect(
      formToObject(
        form([
          ['item[productUrl]', 'tee'],
          ['item[productColor]', 'Navy'],
          ['item[productSize]', 'M'],
          ['name', 'main'],
        ]),
      ),
    ).toEqual({
      item: { productUrl: 'tee', productColor: 'Navy', productSize: 'M' },
      name: 'main',
    });
    expect(
      formToObject(
        form([
          ['items[0][productId]', '3'],
          ['items[1][productId]', '4'],
          ['name', 'favourites'],
        ]),
      ),
    ).toEqual({
      items: [{ productId: '3' }, { productId: '4' }],
      name: 'favourites',
    });
  });

  it('never writes to prototypes and ignores deep nesting', () => {
    const result = formToObject(
      form([
        ['__proto__[polluted]', 'yes'],
        ['item[constructor][prototype][x]', '1'],
        ['a[b][c][d][e]', 'deep'],
      ]),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result).toEqual({});
  });
});
