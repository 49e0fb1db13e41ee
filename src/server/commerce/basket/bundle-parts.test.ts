import { describe, expect, it } from 'vitest';
import { Product } from '../../../schemas/product.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { AddItemBody } from '../../../schemas/basket.ts';
import { matchBundleParts, readStoredParts } from './bundle-parts.ts';
import { CHOOSE_PARTS, NOT_A_BUNDLE, NOT_IN_BUNDLE, PART_COLOUR_UNAVAILABLE, PART_SIZE_UNAVAILABLE, PRODUCT_UNAVAILABLE } from './choice-messages.ts';
import { lineKey } from './product-choice.ts';

const option = (colour: string, sizes: string[]) => ({ colour: { name: colour, hex: '#000000' }, sizes, images: [], pro: false });
const product = (id: number, options: ReturnType<typeof option>[], extra: Partial<Product> = {}): Product =>
  Product.parse({ id, uuid: `uuid-${id}`, sku: `SKU-${id}`, name: `Product ${id}`, urlName: `product-${id}`, type: 't-shirt', price: 1000, options, ...extra });

const tee = product(1, [option('Black', ['S', 'M', 'L']), option('White', ['M'])]);
const tote = product(2, [option('Natural', ['One size'])]);
const sticker = product(3, []);
const bundle = product(10, [option('Set', ['One size'])], {
  isBundle: true,
  bundleItems: [
    { productId: 1, quantity: 2 },
    { productId: 2, quantity: 1 },
    { productId: 3, quantity: 1 },
  ],
});
const catalogue = new Map([tee, tote, sticker].map((part) => [part.id, part]));

/** The field errors of a refused match. */
function refusal(run: () => unknown): { status: number; message: string; fields: Record<string, string[]> | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message, fields: error.fieldErrors };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('matchBundleParts', () => {
  it('takes each part from the catalogue, quantities included, defaulting single choices', () => {
    const chosen = matchBundleParts(bundle, catalogue, [{ productId: 1, productColor: 'Black', productSize: 'L', quantity: 99 }]);
    expect(chosen).toEqual([
      { productId: 1, colour: 'Black', size: 'L', quantity: 2 },
      { productId: 2, colour: 'Natural', size: 'One size', quantity: 1 },
      { productId: 3, colour: null, size: null, quantity: 1 },
    ]);
    // One size in the chosen colour needs no size.
    expect(matchBundleParts(bundle, catalogue, [{ productId: 1, productColor: 'White' }])[0]).toEqual({
      productId: 1,
      colour: 'White',
      size: 'M',
      quantity: 2,
    });
  });

  it('matches parts by product, in whatever order they are given', () => {
    const chosen = matchBundleParts(bundle, catalogue, [{ productId: 2 }, { productId: 1, productColor: 'Black', productSize: 'S' }]);
    expect(chosen.map((part) => [part.productId, part.size])).toEqual([
      [1, 'S'],
      [2, 'One size'],
      [3, null],
    ]);
  });

  it('refuses missing choices, options a part does not offer and products outside the bundle, all at once', () => {
    expect(refusal(() => matchBundleParts(bundle, catalogue, []))).toEqual({
      status: 422,
      message: CHOOSE_PARTS,
      fields: { 'item.bundleOptions.0.productColor': [CHOOSE_PARTS] },
    });
    expect(refusal(() => matchBundleParts(bundle, catalogue, [{ productId: 1, productColor: 'Black' }])).fields).toEqual({
      'item.bundleOptions.0.productSize': [CHOOSE_PARTS],
    });
    const bad = refusal(() =>
      matchBundleParts(bundle, catalogue, [
        { productId: 1, productColor: 'Pink', productSize: 'M' },
        { productId: 2, productSize: 'XL' },
        { productId: 3, productColor: 'Red' },
        { productId: 77, productColor: 'Black', productSize: 'M' },
        { productId: 2 },
      ]),
    );
    expect(bad.status).toBe(422);
    expect(bad.fields).toEqual({
      'item.bundleOptions.0.productColor': [PART_COLOUR_UNAVAILABLE],
      'item.bundleOptions.1.productSize': [PART_SIZE_UNAVAILABLE],
      'item.bundleOptions.2.productColor': [PART_COLOUR_UNAVAILABLE],
      'item.bundleOptions.3.productId': [NOT_IN_BUNDLE],
      'item.bundleOptions.4.productId': [NOT_IN_BUNDLE],
    });
    // A size of another colour of the same part is not offered in this one.
    expect(refusal(() => matchBundleParts(bundle, catalogue, [{ productId: 1, productColor: 'White', productSize: 'L' }])).fields).toEqual({
      'item.bundleOptions.0.productSize': [PART_SIZE_UNAVAILABLE],
    });
  });

  it('refuses parts for a product that is not a bundle, and a bundle whose part has gone', () => {
    expect(matchBundleParts(tee, catalogue, [])).toEqual([]);
    expect(refusal(() => matchBundleParts(tee, catalogue, [{ productId: 2 }]))).toMatchObject({
      status: 422,
      fields: { 'item.bundleOptions': [NOT_A_BUNDLE] },
    });
    const withoutTote = new Map([
      [1, tee],
      [3, sticker],
    ]);
    expect(refusal(() => matchBundleParts(bundle, withoutTote, [{ productId: 1, productColor: 'Black', productSize: 'M' }]))).toMatchObject({
      status: 400,
      message: PRODUCT_UNAVAILABLE,
    });
    const disabled = new Map([...catalogue, [2, { ...tote, enabled: false }]]);
    expect(refusal(() => matchBundleParts(bundle, disabled, [{ productId: 1, productColor: 'Black', productSize: 'M' }])).status).toBe(400);
  });
});

describe('bundle lines', () => {
  it('have one key per choice of parts, and the key of a product without parts is unchanged', () => {
    const black = matchBundleParts(bundle, catalogue, [{ productId: 1, productColor: 'Black', productSize: 'M' }]);
    const white = matchBundleParts(bundle, catalogue, [{ productId: 1, productColor: 'White' }]);
    expect(lineKey(10, 'Set', 'One size', black)).toBe(lineKey(10, 'Set', 'One size', [...black]));
    expect(lineKey(10, 'Set', 'One size', black)).not.toBe(lineKey(10, 'Set', 'One size', white));
    expect(lineKey(1, 'Black', 'M', [])).toMatch(/^1-[A-Za-z0-9_-]{16}$/);
  });

  it('read back what was stored, and lines stored in an older shape as no parts', () => {
    const parts = [{ productId: 1, colour: 'Black', size: 'M', quantity: 2 }];
    expect(readStoredParts(JSON.stringify(parts))).toEqual(parts);
    expect(readStoredParts('null')).toEqual([]);
    expect(readStoredParts(null)).toEqual([]);
    expect(readStoredParts(JSON.stringify({ 0: { productId: '1' } }))).toEqual([]);
  });
});

describe('the add call body', () => {
  it('takes the parts inside item, or beside it as the product page form posts them, as a list or by position', () => {
    const inside = AddItemBody.parse({ item: { productId: 10, bundleOptions: [{ productId: 1, productColor: 'Black' }] } });
    expect(inside.item.bundleOptions).toEqual([{ productId: 1, productColor: 'Black' }]);
    const form = AddItemBody.parse({
      item: { productUrl: 'set' },
      bundleOptions: [
        { productId: '1', quantity: '1', productColor: 'Black', productSize: 'M' },
        { productId: '2', productColor: '' },
      ],
    });
    expect(form.item.bundleOptions).toEqual([{ productId: 1, quantity: '1', productColor: 'Black', productSize: 'M' }, { productId: 2 }]);
    const positions = AddItemBody.parse({ item: { productId: 10, bundleOptions: { 1: { productId: 2 }, 0: { productId: 1 } } } });
    expect(positions.item.bundleOptions?.map((part) => part.productId)).toEqual([1, 2]);
    expect(AddItemBody.safeParse({ item: { productId: 10, bundleOptions: [{ productColor: 'Black' }] } }).success).toBe(false);
    expect(AddItemBody.safeParse({ item: { productId: 10, bundleOptions: 'all of them' } }).success).toBe(false);
  });
});
