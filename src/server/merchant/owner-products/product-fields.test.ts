import { describe, expect, it } from 'vitest';
import { isBlankSku, isCustomSku, type ProductOption } from '../../../schemas/product.ts';
import { offeredOptions, productSku } from './product-fields.ts';

const option = (name: string, images: string[] = []): ProductOption => ({ colour: { name, hex: '#000000' }, sizes: ['M'], images, pro: false });
const image = (id: string, color: string | null) => ({ id, original: `/media/${id}.webp`, position: 0, altText: '', color, width: 10, height: 10, sizes: {} });

describe('productSku', () => {
  it('is {CODE}-P-{id} from the blank’s sku: listed, never custom nor blank', () => {
    for (const [blank, expected] of [
      ['DEMO-BLANK-TS', 'DEMO-P-12'],
      ['NORTH-BLANK-HD', 'NORTH-P-12'],
      ['BLANK-TS', 'PF-P-12'],
      ['CPX-BLANK-TS', 'PF-CPX-P-12'],
    ] as const) {
      const sku = productSku(blank, 12);
      expect(sku).toBe(expected);
      expect(isBlankSku(sku)).toBe(false);
      expect(isCustomSku(sku)).toBe(false);
    }
  });
});

describe('offeredOptions', () => {
  const available = [option('White', ['w']), option('Black', ['b']), option('Navy')];

  it('keeps the blank’s options in the offered colours, pointing them at the product’s own pictures', () => {
    const chosen = offeredOptions(available, ['Navy', 'White'], [image('d-white', 'White')]);
    expect(chosen.map((entry) => [entry.colour.name, entry.images])).toEqual([
      ['White', ['d-white']],
      ['Navy', []],
    ]);
  });

  it('refuses a colour the blank does not come in (422 on colours)', () => {
    expect(() => offeredOptions(available, ['White', 'Purple'])).toThrow('This product does not come in Purple.');
  });
});
