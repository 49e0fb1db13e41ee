import { z } from 'zod';
import { GRID_COLUMNS, MIN_BLOCK_SIZE } from '../lib/page-document/grid.ts';
import { isStorePath, STORE_PATH_MESSAGE } from '../lib/store-path.ts';

/** A block never spans fewer than 3 of the grid's 12 columns (defined once, in the tree operations). */
export { GRID_COLUMNS, MIN_BLOCK_SIZE };

/** Position and span on the v1 page grid. */
export const BlockSize = z.object({
  w: z.int().min(MIN_BLOCK_SIZE).max(GRID_COLUMNS).default(GRID_COLUMNS),
  x: z
    .int()
    .min(0)
    .max(GRID_COLUMNS - 1)
    .optional(),
  y: z.int().min(0).optional(),
});
export type BlockSize = z.infer<typeof BlockSize>;

/** A condition name with its arguments, e.g. { name: "isUK" }. */
export const BlockCondition = z.object({
  name: z.string().min(1),
  args: z.array(z.unknown()).default([]),
  /** Negates the condition. */
  not: z.boolean().default(false),
});

/** Generates items (e.g. pods from products) when the block is rendered. */
export const ItemFactory = z.object({
  /** "pod,product" makes a pod per product. */
  type: z.string().min(1),
  source: z.record(z.string(), z.unknown()).optional(),
});

/** A path on the store a block loads its items or data from (asyncItems / asyncData). */
export const AsyncSource = z.string().trim().max(2000).refine(isStorePath, { error: STORE_PATH_MESSAGE });

/** A block: what every node of a page document carries, whatever its type. */
export const BlockFlags = z.object({ deleted: z.boolean().default(false), reordered: z.boolean().default(false) });

/**
 * The fields of a block node other than `type`, `properties` and `items`, which the page
 * document (page-document.ts) types per block type.
 */
export const BLOCK_NODE_FIELDS = {
  id: z.string().min(1),
  uid: z.string().optional(),
  order: z.int().default(0),
  size: BlockSize.default({ w: GRID_COLUMNS }),
  flags: BlockFlags.default({ deleted: false, reordered: false }),
  published: z.boolean().optional(),
  unpublished: z.boolean().optional(),
  conditions: z.array(BlockCondition).optional(),
  itemFactory: ItemFactory.optional(),
  /** Loads the block's items from this path when the page is rendered (src/server/storefront/async-blocks.ts). */
  asyncItems: AsyncSource.optional(),
  /** Loads settings over the block's properties from this path when the page is rendered. */
  asyncData: AsyncSource.optional(),
  template: z.string().optional(),
};
