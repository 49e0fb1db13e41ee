import { z } from 'zod';
import { BLOCK_TYPES } from '../../blocks/schemas.ts';
import { BLOCK_NODE_FIELDS } from './block.ts';

// The stored page document (a page and its blocks), one contract for the renderer and
// the editor. A block node is a discriminated union on `type`: each member pairs a
// registered type name with that type's own properties schema (blocks/schemas.ts), and its
// items are block nodes again (a zod 4 recursive getter, so no twin interface is needed).
// The members are made from the registry, so a block type's folder is all it takes to join.

type BlockTypeName = keyof typeof BLOCK_TYPES;

/** The node schema of one block type: its name and properties, with items that are nodes again. */
type BlockNodeSchemaOf<K extends BlockTypeName> = z.ZodObject<
  typeof BLOCK_NODE_FIELDS & {
    type: z.ZodLiteral<K>;
    properties: (typeof BLOCK_TYPES)[K]['props'];
    items: z.ZodDefault<z.ZodArray<BlockNodeSchema>>;
  }
>;
type BlockNodeSchemas = { [K in BlockTypeName]: BlockNodeSchemaOf<K> };
type BlockNodeSchema = z.ZodDiscriminatedUnion<[BlockNodeSchemas[BlockTypeName], ...BlockNodeSchemas[BlockTypeName][]], 'type'>;

// Made once, on first use (BlockNode does not exist yet while the members are built):
// a getter returning a fresh schema would have zod compile a new one on every parse.
let itemsSchema: z.ZodDefault<z.ZodArray<BlockNodeSchema>> | undefined;

/**
 * The node schema of one block type. Typed through a mapped type over K, so for a union of
 * types it is the union of their schemas (the correlated union pattern), not one blurred schema.
 */
function blockNodeOf<K extends BlockTypeName>(type: K): { [P in K]: BlockNodeSchemaOf<P> }[K] {
  return z.object({
    ...BLOCK_NODE_FIELDS,
    type: z.literal(type),
    properties: BLOCK_TYPES[type].props,
    get items(): z.ZodDefault<z.ZodArray<BlockNodeSchema>> {
      itemsSchema ??= z.array(BlockNode).default([]);
      return itemsSchema;
    },
  });
}

// One member per registered type: a definition's name is its key in BLOCK_TYPES (blocks/schemas.ts).
const [firstNode, ...otherNodes] = Object.values(BLOCK_TYPES).map((definition) => blockNodeOf(definition.name));
if (!firstNode) throw new Error('The block registry is empty');

/** One node of a page document, discriminated on `type`. */
export const BlockNode: BlockNodeSchema = z.discriminatedUnion('type', [firstNode, ...otherNodes]);
export type BlockNode = z.output<typeof BlockNode>;
/** A node as stored or sent by the editor, before defaults are filled in. */
export type BlockNodeInput = z.input<typeof BlockNode>;

/** The node of one block type. */
export type BlockNodeOf<K extends BlockNode['type']> = Extract<BlockNode, { type: K }>;

/** The blocks of a page: its document. */
export const PageDocument = z.array(BlockNode);
export type PageDocument = z.output<typeof PageDocument>;
