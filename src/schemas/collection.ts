import { z } from 'zod';
import { Image } from './image.ts';
import { text } from './fields.ts';
import { maxLength, rules, v } from '../lib/validation/index.ts';

/** A named, ordered group of products with its own page at /collection/{urlName}/. */
export const Collection = z.object({
  id: z.int(),
  uuid: z.string(),
  name: text(80).min(1),
  urlName: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  description: text(2000).default(''),
  banner: Image.nullable().default(null),
  position: z.int().default(0),
});
export type Collection = z.infer<typeof Collection>;

/** A collection as the dashboard's collections screen lists it. */
export const OwnerCollection = Collection.extend({ productCount: z.number() });
export type OwnerCollection = z.infer<typeof OwnerCollection>;

// What the dashboard's collection calls accept (name, banner, url name, product order).

export const COLLECTION_URL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const URL_NAME_RULE = 'Must contain only lowercase letters, numbers and single dashes between them.';
export const URL_NAME_TAKEN = 'Another collection of this store already uses this url name.';

/** The banner as ImageField gives it: the chosen image's address and its responsive sources. */
export const BannerInput = z.object({
  url: z.string().min(1).max(2048),
  sizes: z.record(z.string().regex(/^\d+$/), z.string().max(2048)).optional(),
});
export type BannerInput = z.infer<typeof BannerInput>;

/** POST (create) and PATCH (edit) of a collection. An empty url name is made from the name. */
export const CollectionBody = z.object({
  name: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), v.text(rules.required, maxLength(80))),
  urlName: z
    .string()
    .trim()
    .max(80, { error: 'Must contain no more than 80 characters.' })
    .refine((value) => value === '' || COLLECTION_URL_NAME.test(value), { error: URL_NAME_RULE })
    .default(''),
  description: z.string().max(2000, { error: 'Must contain no more than 2000 characters.' }).default(''),
  banner: BannerInput.nullable().default(null),
});
export type CollectionBody = z.infer<typeof CollectionBody>;

/** PUT /omnis/v3/dashboard/store/collections/{id}/products/: the collection's products in order. */
export const CollectionOrderBody = z.object({
  productIds: z
    .array(z.int().positive())
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A product may appear once.' }),
});
export type CollectionOrderBody = z.infer<typeof CollectionOrderBody>;

/** GET /omnis/v3/dashboard/store/collections/ */
export const OwnerCollectionsAnswer = z.object({ collections: z.array(OwnerCollection) });
export type OwnerCollectionsAnswer = z.infer<typeof OwnerCollectionsAnswer>;

/** The answer of the calls that make, read or change one collection. */
export const OwnerCollectionAnswer = z.object({ collection: OwnerCollection });
export type OwnerCollectionAnswer = z.infer<typeof OwnerCollectionAnswer>;
