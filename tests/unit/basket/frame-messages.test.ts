// Add-to-cart messages from embedded frames — what is ignored, refused and accepted.
import { describe, expect, it } from 'vitest';
import { FRAME_MESSAGES, readFrameMessage, variantItem } from '../../../islands/basket/frame-messages.ts';

describe('readFrameMessage', () => {
  it('ignores messages not named add-to-cart or without data', () => {
    for (const message of [
      null,
      'add-to-cart',
      { name: 'other', data: {} },
      { name: 'add-to-cart' },
      { name: 'add-to-cart', data: 'x' },
      { name: 'add-to-cart', data: [] },
    ]) {
      expect(readFrameMessage(message)).toEqual({ kind: 'ignore' });
    }
  });

  it("answers the spec's messages for malformed requests", () => {
    expect(readFrameMessage({ name: 'add-to-cart', data: { variantId: 'tee', items: [] } })).toEqual({
      kind: 'invalid',
      message: 'variantId and items cannot be used together',
    });
    expect(readFrameMessage({ name: 'add-to-cart', data: { variantId: 12 } })).toEqual({ kind: 'invalid', message: 'variantId must be a string if provided' });
    expect(readFrameMessage({ name: 'add-to-cart', data: { items: { productId: 1 } } })).toEqual({
      kind: 'invalid',
      message: 'items must be an array if provided',
    });
    expect(readFrameMessage({ name: 'add-to-cart', data: {} })).toEqual({ kind: 'invalid', message: FRAME_MESSAGES.empty });
  });

  it('accepts a variant or a list of items', () => {
    expect(readFrameMessage({ name: 'add-to-cart', data: { variantId: 'harbour-tee', productColor: 'Navy', productSize: 'M', quantity: 2 } })).toEqual({
      kind: 'request',
      request: { kind: 'variant', item: { variantId: 'harbour-tee', productColor: 'Navy', productSize: 'M', quantity: 2 } },
    });
    expect(readFrameMessage({ name: 'add-to-cart', data: { items: [{ productId: 3 }] } })).toEqual({
      kind: 'request',
      request: { kind: 'items', items: [{ productId: 3 }] },
    });
  });

  it('names a product by id when the variant is digits, else by urlName', () => {
    expect(variantItem({ variantId: '42', productSize: 'L' })).toMatchObject({ productId: 42, productSize: 'L' });
    expect(variantItem({ variantId: 'harbour-tee' })).toMatchObject({ productUrl: 'harbour-tee' });
  });
});
