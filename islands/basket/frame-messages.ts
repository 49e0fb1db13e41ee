// An embedded frame (an iframe block) may ask the store to add to the basket
// with postMessage({ name: 'add-to-cart', data }) and hears back 'add-to-cart-complete' or
// 'add-to-cart-failed'. This module only reads such a message; frame-cart.ts acts on it.

export const ADD_TO_CART = 'add-to-cart';
export const ADD_TO_CART_COMPLETE = 'add-to-cart-complete';
export const ADD_TO_CART_FAILED = 'add-to-cart-failed';

export const FRAME_MESSAGES = {
  both: 'variantId and items cannot be used together',
  variantId: 'variantId must be a string if provided',
  items: 'items must be an array if provided',
  empty: 'No items were added to basket',
} as const;

/** One product to add: `variantId` names it by id or urlName; colour and size as the product offers them. */
export interface FrameVariant {
  variantId: string;
  productColor?: string | undefined;
  productSize?: string | undefined;
  quantity?: number | undefined;
}

export type FrameRequest = { kind: 'variant'; item: FrameVariant } | { kind: 'items'; items: unknown[] };
export type ReadMessage = { kind: 'ignore' } | { kind: 'invalid'; message: string } | { kind: 'request'; request: FrameRequest };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Reads a message event's data. Anything not named add-to-cart with data is ignored (the
 * page gets many messages); a malformed add-to-cart gets the spec's message back.
 */
export function readFrameMessage(message: unknown): ReadMessage {
  if (!isObject(message) || message.name !== ADD_TO_CART || !isObject(message.data)) return { kind: 'ignore' };
  const { variantId, items } = message.data;
  if (variantId !== undefined && items !== undefined) return { kind: 'invalid', message: FRAME_MESSAGES.both };
  if (variantId !== undefined && typeof variantId !== 'string') return { kind: 'invalid', message: FRAME_MESSAGES.variantId };
  if (items !== undefined && !Array.isArray(items)) return { kind: 'invalid', message: FRAME_MESSAGES.items };
  if (typeof variantId === 'string') {
    const quantity = typeof message.data.quantity === 'number' ? message.data.quantity : undefined;
    return {
      kind: 'request',
      request: {
        kind: 'variant',
        item: { variantId, productColor: optionalString(message.data.productColor), productSize: optionalString(message.data.productSize), quantity },
      },
    };
  }
  if (Array.isArray(items) && items.length > 0) return { kind: 'request', request: { kind: 'items', items } };
  return { kind: 'invalid', message: FRAME_MESSAGES.empty };
}

/** The call's `item` for a variant: digits are a product id, anything else a urlName. */
export function variantItem(variant: FrameVariant): Record<string, unknown> {
  const named = /^\d{1,12}$/.test(variant.variantId) ? { productId: Number(variant.variantId) } : { productUrl: variant.variantId };
  return { ...named, productColor: variant.productColor, productSize: variant.productSize, quantity: variant.quantity };
}

/** Origins of the page's iframe blocks: the only senders listened to. */
export function frameOrigins(doc: Document): Set<string> {
  return new Set(
    [...doc.querySelectorAll<HTMLIFrameElement>('iframe[data-embed-origin]')]
      .map((frame) => frame.dataset.embedOrigin ?? '')
      .filter((origin) => origin !== '' && origin !== 'null'),
  );
}
