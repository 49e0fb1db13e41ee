import { pageDocumentErrors } from './errors.ts';
import { findBlock } from './find.ts';
import type { BlockPosition, IsContainer, TreeNode } from './tree-node.ts';

/**
 * Refuses a position the document cannot take: a parent that is missing or cannot hold
 * blocks, or an index outside 0..length of the destination list (length appends).
 * `leaving` blocks of that list are moving out of it first (a move within one list).
 */
export function checkDestination<N extends TreeNode<N>>(blocks: N[], to: BlockPosition, isContainer: IsContainer, leaving = 0): void {
  let list = blocks;
  if (to.parentId !== null) {
    const parent = findBlock(blocks, to.parentId);
    if (!parent) throw pageDocumentErrors.notFound(to.parentId);
    if (!isContainer(parent.node.type)) throw pageDocumentErrors.notContainer(parent.node.type);
    list = parent.node.items;
  }
  const length = list.length - leaving;
  if (!Number.isInteger(to.index) || to.index < 0 || to.index > length) throw pageDocumentErrors.badPosition(to.index, length);
}
