import { z } from 'zod';
import { OwnerProductBody } from './studio-calls.ts';
import { APPROVAL_STATUSES, TAX_CATEGORIES } from './product.ts';
import { PriceMatrix } from './price-matrix.ts';
import type { CurrencyDefinition } from '../lib/currencies.ts';

// What the dashboard's product calls accept besides OwnerProductBody (the studio's "sell this
// design" call, src/schemas/studio-calls.ts): the edit screen's save and the bulk switch.

/**
 * PATCH /omnis/v3/dashboard/store/products/{id}/: every field the owner edits (not the design).
 * The prices per colour and size stay as they are when priceMatrix is not sent.
 */
export const OwnerProductUpdate = OwnerProductBody.omit({ designUuid: true }).extend({
  priceMatrix: PriceMatrix.optional(),
  /** What each destination's VAT rate is looked up by; unchanged when not sent. */
  taxCategory: z.enum(TAX_CATEGORIES).optional(),
});
export type OwnerProductUpdate = z.infer<typeof OwnerProductUpdate>;

/** Most products one bulk action may touch: one page of the list. */
export const MAX_BULK_PRODUCTS = 100;

/** POST /omnis/v3/dashboard/store/products/bulk/: enable or disable these products, all or none. */
export const BulkEnableBody = z.object({
  ids: z.array(z.int().positive()).min(1, { error: 'Choose at least one product.' }).max(MAX_BULK_PRODUCTS),
  enabled: z.boolean(),
});
export type BulkEnableBody = z.infer<typeof BulkEnableBody>;

/**
 * A product as the dashboard shows it to its owner: what shoppers see of it (listed or not)
 * and where it stands with staff (its approval, with the denial reason when denied).
 */
export const OwnerProductItem = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  /** /product/{urlName}/ — found by shoppers only while `listed`. */
  url: z.string(),
  price: z.number(),
  salePrice: z.number().nullable(),
  enabled: z.boolean(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  approvalLabel: z.string(),
  denialReason: z.string().nullable(),
  /** Enabled, approved and neither custom nor blank: in the store's lists, search and pages. */
  listed: z.boolean(),
  thumbnail: z.string().nullable(),
});
export type OwnerProductItem = z.infer<typeof OwnerProductItem>;

/** GET /omnis/v3/dashboard/store/products/?search=&page= */
export const OwnerProductPage = z.object({
  products: z.array(OwnerProductItem),
  search: z.string(),
  page: z.number(),
  pages: z.number(),
  total: z.number(),
});
export type OwnerProductPage = z.infer<typeof OwnerProductPage>;

/** The answers naming one product, or a list of them. */
export const OwnerProductAnswer = z.object({ product: OwnerProductItem });
export type OwnerProductAnswer = z.infer<typeof OwnerProductAnswer>;
export const OwnerProductsAnswer = z.object({ products: z.array(OwnerProductItem) });
export type OwnerProductsAnswer = z.infer<typeof OwnerProductsAnswer>;

/** /dashboard/store/products/{id}/: the edit screen's data. */
export const ProductEditView = z.object({
  product: OwnerProductItem.extend({
    description: z.string(),
    colours: z.array(z.string()),
    collections: z.array(z.string()),
    tags: z.array(z.string()),
    minPrice: z.number().nullable(),
    maxPrice: z.number().nullable(),
    /** Prices per colour and size; nulls mean every colour or size, or the product's own price. */
    priceMatrix: PriceMatrix,
    taxCategory: z.enum(TAX_CATEGORIES),
  }),
  /** The owner's preview of what shoppers will see (an unapproved product has no page yet). */
  pictures: z.array(z.object({ src: z.string(), alt: z.string() })),
  /** Colours the product may be offered in (its blank's, else its own). */
  availableColours: z.array(z.object({ name: z.string(), hex: z.string(), sizes: z.array(z.string()) })),
  /** The store's collections, to put the product in. */
  collections: z.array(z.object({ urlName: z.string(), name: z.string() })),
  /** The store's currency, as src/lib/currencies.ts declares it. */
  currency: z.custom<CurrencyDefinition>(),
});
export type ProductEditView = z.infer<typeof ProductEditView>;

/** POST /omnis/v3/dashboard/store/products/bulk/: how many changed, and to what. */
export const BulkEnableAnswer = z.object({ updated: z.number(), enabled: z.boolean() });
export type BulkEnableAnswer = z.infer<typeof BulkEnableAnswer>;
