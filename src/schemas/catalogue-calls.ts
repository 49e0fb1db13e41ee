import { z } from 'zod';
import { PRODUCT_SORTS } from '../lib/product-sort.ts';

// Inputs of the catalogue calls. Every list is bounded; query strings arrive as
// text, so numbers and flags are read from it here and nowhere else.

/** The most products, models or search results one call returns. */
export const MAX_CALL_ITEMS = 100;
/** The most search results on one page of artemis/query. */
export const MAX_QUERY_PER_PAGE = 48;

const positiveId = z.coerce
  .number({ error: 'Ids must be positive whole numbers.' })
  .int({ error: 'Ids must be positive whole numbers.' })
  .positive({ error: 'Ids must be positive whole numbers.' });
const flag = z.enum(['1', '0', 'true', 'false', '']).transform((value) => value === '1' || value === 'true');
const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}.` })
    .int({ error: `${name} must be a whole number from ${min} to ${max}.` })
    .min(min, { error: `${name} must be a whole number from ${min} to ${max}.` })
    .max(max, { error: `${name} must be a whole number from ${min} to ${max}.` });

/** `{division}` of a path: the store's id or code; the host's store must be the one named. */
export const DivisionParam = z.string().trim().min(1, { error: 'A division is required.' }).max(80, { error: 'Unknown division.' });

/** POST /omnis/v3/products/fetch/ */
export const ProductsFetchInput = z.object({
  product_ids: z
    .array(positiveId, { error: 'product_ids must be a list of product ids.' })
    .min(1, { error: 'product_ids must name at least one product.' })
    .max(MAX_CALL_ITEMS, { error: `product_ids may name at most ${MAX_CALL_ITEMS} products.` }),
});

/** GET /omnis/v3/products/fetch-base-product/?sku= */
export const BaseProductQuery = z.object({
  sku: z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, { error: 'This field is required.' })
    .max(64, { error: 'Must contain no more than 64 characters.' }),
});

/** GET /omnis/v3/division/{division}/products/ */
export const DivisionProductsQuery = z.object({
  limit: wholeNumber('limit', 1, MAX_CALL_ITEMS).default(24),
  collection: z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-z0-9-]*$/, { error: 'Unknown collection.' })
    .optional(),
  sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}.` }).optional(),
  removeDuplicates: flag.default(false),
});

export const MODEL_TYPES = ['product', 'collection', 'creator'] as const;
export const MODEL_RELATIONS = { product: ['collections', 'creator', 'reviews'], collection: [], creator: ['products'] } as const;

/** POST /omnis/v3/models/fetch/: a single id returns one model, a list returns a list. */
export const ModelsFetchInput = z
  .object({
    ids: z.union(
      [
        positiveId,
        z
          .array(positiveId)
          .min(1, { error: 'ids must name at least one model.' })
          .max(MAX_CALL_ITEMS, { error: `ids may name at most ${MAX_CALL_ITEMS} models.` }),
      ],
      { error: 'ids must be an id or a list of ids.' },
    ),
    type: z.enum(MODEL_TYPES, { error: `type must be one of ${MODEL_TYPES.join(', ')}.` }),
    relations: z.array(z.string().max(40)).max(10).default([]),
    /** Only these fields of each model (id always included). */
    attributes: z.array(z.string().max(40)).max(40).optional(),
  })
  .superRefine((input, context) => {
    const allowed: readonly string[] = MODEL_RELATIONS[input.type];
    for (const relation of input.relations) {
      if (!allowed.includes(relation)) context.addIssue({ code: 'custom', path: ['relations'], message: `Unknown relation ${relation} of ${input.type}.` });
    }
  });
export type ModelsFetchInput = z.infer<typeof ModelsFetchInput>;

/** designs: the store's design library (the studio's artwork) instead of its products. */
export const QUERY_MACROS = ['on-sale', 'new-in', 'designs'] as const;

/** GET /omnis/v3/artemis/query/ */
export const ArtemisQuery = z.object({
  /** Comma-separated: on-sale keeps discounted products, new-in orders newest first, designs searches the design library. */
  macros: z
    .string()
    .max(200)
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((macro) => macro.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(QUERY_MACROS, { error: `macros may be ${QUERY_MACROS.join(', ')}.` })).max(QUERY_MACROS.length)),
  page: wholeNumber('page', 1, 1000).default(1),
  perPage: wholeNumber('perPage', 1, MAX_QUERY_PER_PAGE).default(24),
  searchTerm: z.string().max(200).default(''),
  division: DivisionParam.optional(),
});
export type ArtemisQuery = z.infer<typeof ArtemisQuery>;

/** A query string as an object: the first value of each key. */
export function queryObject(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in result)) result[key] = value;
  return result;
}
