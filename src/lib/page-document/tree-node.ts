/**
 * The least a block node must have for the tree operations. Generic so
 * that the registry's discriminated union of blocks passes through every operation unchanged:
 * `insert<BlockNode>(…)` returns `BlockNode[]`, never a widened shape.
 */
export interface TreeNode<N> {
  id: string;
  type: string;
  /** Derived from array position on save (`withOrder`); never read by the operations. */
  order: number;
  size: { w: number; x?: number | undefined; y?: number | undefined };
  properties: object;
  items: N[];
  flags: { deleted: boolean; reordered: boolean };
}

/** Where a block sits: in the page's root list (`parentId: null`) or in a container's items. */
export interface BlockPosition {
  parentId: string | null;
  index: number;
}

/** Answers whether blocks of a type may hold other blocks (blocks/define.ts `container`). */
export type IsContainer = (type: string) => boolean;

/** Makes a fresh block id; injectable so tests can predict ids. */
export type NewId = () => string;

/** The properties of whichever block type `N` is (a union of them for a union of blocks). */
export type PropertiesOf<N> = N extends { properties: infer P } ? P : never;
