import { z } from 'zod';

/** Spec §9: a block never spans fewer than 3 of the grid's 12 columns. */
export const GRID_COLUMNS = 12;
export const MIN_BLOCK_SIZE = 3;

/** Position and span on the v1 page grid. */
export const BlockSize = z.object({
  w: z.int().min(MIN_BLOCK_SIZE).max(GRID_COLUMNS).default(GRID_COLUMNS),
  x: z.int().min(0).max(GRID_COLUMNS - 1).optional(),
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

interface BlockNodeShape {
  id: string;
  uid?: string | undefined;
  type: string;
  order: number;
  size: BlockSize;
  properties: Record<string, unknown>;
  items: BlockNodeShape[];
  flags: { deleted: boolean; reordered: boolean };
  published?: boolean | undefined;
  unpublished?: boolean | undefined;
  conditions?: z.infer<typeof BlockCondition>[] | undefined;
  itemFactory?: z.infer<typeof ItemFactory> | undefined;
  template?: string | undefined;
}

/**
 * Spec §3 "Block": one node of a page document. Properties are checked against the
 * block type's own schema by the block registry (blocks/registry.ts).
 */
export const BlockNode: z.ZodType<BlockNodeShape> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    uid: z.string().optional(),
    type: z.string().min(1),
    order: z.int().default(0),
    size: BlockSize.default({ w: GRID_COLUMNS }),
    properties: z.record(z.string(), z.unknown()).default({}),
    items: z.array(BlockNode).default([]),
    flags: z.object({ deleted: z.boolean().default(false), reordered: z.boolean().default(false) }).default({ deleted: false, reordered: false }),
    published: z.boolean().optional(),
    unpublished: z.boolean().optional(),
    conditions: z.array(BlockCondition).optional(),
    itemFactory: ItemFactory.optional(),
    template: z.string().optional(),
  }),
) as z.ZodType<BlockNodeShape>;
export type BlockNode = BlockNodeShape;
