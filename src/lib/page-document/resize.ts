import { pageDocumentErrors } from './errors.ts';
import { GRID_COLUMNS, MIN_BLOCK_SIZE } from './grid.ts';
import type { TreeNode } from './tree-node.ts';
import { updateBlock } from './update.ts';

/**
 * Sets how many grid columns a block spans, never below 3: a width
 * dragged past the bounds stops at 3 (or at the grid's 12), as a resize handle would,
 * rather than refusing the whole gesture; fractions round to whole columns.
 */
export function resize<N extends TreeNode<N>>(blocks: N[], id: string, width: number): N[] {
  if (!Number.isFinite(width)) throw pageDocumentErrors.badSize();
  const w = Math.min(GRID_COLUMNS, Math.max(MIN_BLOCK_SIZE, Math.round(width)));
  return updateBlock(blocks, id, (node) => (node.size.w === w ? node : { ...node, size: { ...node.size, w } }));
}
