import { z } from 'zod';
import { messages, maxLength, rules, v } from '../../lib/validation/index.ts';
import { BASKET_NAMES } from './owner.ts';

// Spec §7 bodies of the basket calls. Form posts (no JavaScript) arrive as bracketed
// fields (`item[productUrl]`) and are turned into the same objects before these run
// (see src/api/basket-request.ts), so one schema checks both.

/** Quantity bounds of one line: the stepper's and the API's. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** At most this many items in one bulk add. */
export const MAX_BULK_ITEMS = 50;

const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value), z.string().max(max).optional());

/** Digits from a form or a number from JSON. */
const wholeNumber = z.preprocess((value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value), z.number({ error: messages.numeric }).int({ error: messages.numeric }));

export const Quantity = wholeNumber.pipe(z.number().min(MIN_QUANTITY, { error: messages.minValue(MIN_QUANTITY) }).max(MAX_QUANTITY, { error: messages.maxValue(MAX_QUANTITY) }));

export const BasketName = z.preprocess((value) => value ?? 'main', z.enum(BASKET_NAMES, { error: 'Unknown basket' }));

/** Spec §7 addItemToCart `item`: productId or productUrl, productColor, productSize. */
export const BasketItemInput = z
  .object({
    productId: wholeNumber.pipe(z.number().min(1)).optional(),
    productUrl: optionalText(200),
    productColor: optionalText(60),
    productSize: optionalText(20),
    quantity: Quantity.optional(),
    /** Spec §7 "the basket add action adds … with bundleOptions": kept with the line as given. */
    bundleOptions: z.record(z.string().max(60), z.unknown()).optional(),
  })
  .refine((item) => item.productId !== undefined || item.productUrl !== undefined, { error: messages.required, path: ['productId'] });
export type BasketItemInput = z.infer<typeof BasketItemInput>;

export const AddItemBody = z.object({ item: BasketItemInput, name: BasketName });
export const BulkAddBody = z.object({ items: z.array(z.unknown()).max(MAX_BULK_ITEMS, { error: messages.maxValue(MAX_BULK_ITEMS) }), name: BasketName });
export const RemoveBody = z.object({ key: z.string().min(1).max(80), name: BasketName });
export const UpdateBody = z.object({ key: z.string().min(1).max(80), quantity: Quantity });
export const EmailForLaterBody = z.object({
  email: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), v.text(rules.required, rules.email, maxLength(254))),
});
export const RecoverBody = z.object({ br: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not valid' }) });
