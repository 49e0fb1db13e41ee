import { z } from 'zod';
import { messages, maxLength, rules, v } from '../lib/validation/index.ts';
import { Personalization, PersonalizationInput } from './product.ts';

// The bodies of the basket calls. Form posts (no JavaScript) arrive as bracketed
// fields (`item[productUrl]`) and are turned into the same objects before these run
// (see src/api/basket-request.ts), so one schema checks both.

/** Quantity bounds of one line: the stepper's and the API's. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** At most this many items in one bulk add. */
export const MAX_BULK_ITEMS = 50;

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value),
    z.string().max(max).optional(),
  );

/** Digits from a form or a number from JSON. */
const wholeNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: messages.numeric }).int({ error: messages.numeric }),
);

export const Quantity = wholeNumber.pipe(
  z
    .number()
    .min(MIN_QUANTITY, { error: messages.minValue(MIN_QUANTITY) })
    .max(MAX_QUANTITY, { error: messages.maxValue(MAX_QUANTITY) }),
);

/** The `name` of the basket calls: which of the visitor's baskets, 'main' or 'favourites'. */
export const BASKET_NAMES = ['main', 'favourites'] as const;
export const BasketName = z.preprocess((value) => value ?? 'main', z.enum(BASKET_NAMES, { error: 'Unknown basket' }));
export type BasketName = z.infer<typeof BasketName>;

/** At most this many parts in one bundle (a bound on bundleItems). */
export const MAX_BUNDLE_PARTS = 20;

/**
 * One part of a bundle as the shopper chose it. `quantity` is accepted (the product page
 * posts it) but never used: how many of each part a bundle holds is the catalogue's.
 */
export const BundleOptionInput = z.object({
  productId: wholeNumber.pipe(z.number().min(1)),
  quantity: z.unknown().optional(),
  productColor: optionalText(60),
  productSize: optionalText(20),
});
export type BundleOptionInput = z.infer<typeof BundleOptionInput>;

/** A list, or an object keyed by position ({ "0": …, "1": … }) as some clients send form-shaped JSON. */
const byPosition = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (!entries.every(([key]) => /^\d{1,2}$/.test(key))) return value;
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, part]) => part);
};

export const BundleOptionsInput = z.preprocess(byPosition, z.array(BundleOptionInput).max(MAX_BUNDLE_PARTS, { error: messages.maxValue(MAX_BUNDLE_PARTS) }));

/** The addItemToCart `item`: productId or productUrl, productColor, productSize. */
export const BasketItemInput = z
  .object({
    productId: wholeNumber.pipe(z.number().min(1)).optional(),
    productUrl: optionalText(200),
    productColor: optionalText(60),
    productSize: optionalText(20),
    quantity: Quantity.optional(),
    /** The basket add action adds a bundle with bundleOptions: the chosen part of each of a bundle's products. */
    bundleOptions: BundleOptionsInput.optional(),
    /** A personalizable studio product's texts, layer id → text (item[personalization][layerId]). */
    personalization: PersonalizationInput.optional(),
  })
  .refine((item) => item.productId !== undefined || item.productUrl !== undefined, { error: messages.required, path: ['productId'] });
export type BasketItemInput = z.infer<typeof BasketItemInput>;

/**
 * The product page's plain form posts a bundle's parts beside `item` (bundleOptions[i][…],
 * docs/catalogue.md); they belong to the item, so they are moved into it before checking.
 */
const partsIntoItem = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || !('bundleOptions' in body)) return body;
  const { bundleOptions, item, ...rest } = body as Record<string, unknown>;
  if (typeof item !== 'object' || item === null || 'bundleOptions' in item) return body;
  return { ...rest, item: { ...item, bundleOptions } };
};

export const AddItemBody = z.preprocess(partsIntoItem, z.object({ item: BasketItemInput, name: BasketName }));
export type AddItemBody = z.infer<typeof AddItemBody>;
export const BulkAddBody = z.object({ items: z.array(z.unknown()).max(MAX_BULK_ITEMS, { error: messages.maxValue(MAX_BULK_ITEMS) }), name: BasketName });
export type BulkAddBody = z.infer<typeof BulkAddBody>;
export const RemoveBody = z.object({ key: z.string().min(1).max(80), name: BasketName });
export type RemoveBody = z.infer<typeof RemoveBody>;
export const UpdateBody = z.object({ key: z.string().min(1).max(80), quantity: Quantity });
export type UpdateBody = z.infer<typeof UpdateBody>;
export const EmailForLaterBody = z.object({
  email: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), v.text(rules.required, rules.email, maxLength(254))),
});
export type EmailForLaterBody = z.infer<typeof EmailForLaterBody>;
export const RecoverBody = z.object({ br: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not valid' }) });
export type RecoverBody = z.infer<typeof RecoverBody>;

// What the basket calls answer: the basket's items ({ items: CartItem[] }) or the favourites' ({ items: FavouriteItem[] }).

/** A line's chosen colour and size, named as the shopper reads them. */
export const LineOptions = z.object({ Colour: z.string().nullable(), Size: z.string().nullable() });
export type LineOptions = z.infer<typeof LineOptions>;

/** A bundle's part as the basket shows it: which product, in which colour and size, how many per bundle. */
export const CartBundlePart = z.object({
  productId: z.number(),
  productUuid: z.string(),
  name: z.string(),
  /** How many of this product one bundle holds. */
  quantity: z.number(),
  image: z.string().nullable(),
  options: LineOptions,
});
export type CartBundlePart = z.infer<typeof CartBundlePart>;

/**
 * A cart item as the API answers it: the line without its catalogue product, and
 * for a bundle only, its chosen parts (`bundleOptions`, named after the add call's field).
 */
export const CartItem = z.object({
  key: z.string(),
  quantity: z.number(),
  name: z.string(),
  /** Unit price the shopper pays, tax included, in the store currency's minor units. */
  priceIncTax: z.number(),
  image: z.string().nullable(),
  options: LineOptions,
  productUuid: z.string(),
  bundleOptions: z.array(CartBundlePart).optional(),
  /** What the buyer wrote into a personalizable studio product. */
  personalization: Personalization.optional(),
});
export type CartItem = z.infer<typeof CartItem>;

/** A favourite item (productId, productUrl = the product's urlName, key, options) with what the list page draws. */
export const FavouriteItem = z.object({
  productId: z.number(),
  productUrl: z.string(),
  key: z.string(),
  options: LineOptions,
  name: z.string(),
  image: z.string().nullable(),
  priceIncTax: z.number(),
  price: z.number(),
});
export type FavouriteItem = z.infer<typeof FavouriteItem>;

export const BasketItems = z.object({ items: z.array(CartItem) });
export type BasketItems = z.infer<typeof BasketItems>;
export const FavouriteItems = z.object({ items: z.array(FavouriteItem) });
export type FavouriteItems = z.infer<typeof FavouriteItems>;

/** POST /omnis/v3/frontend/product/bulkAddItemsToCart/: the basket's items and what was added. */
export const BulkAddAnswer = z.object({ items: z.array(CartItem), message: z.string() });
export type BulkAddAnswer = z.infer<typeof BulkAddAnswer>;
