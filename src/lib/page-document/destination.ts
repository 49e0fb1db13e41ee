import { pageDocumentErrors } from './errors.ts';
import { findBlock } from './find.ts';
import type { BlockPosition, IsContainer, TreeNode } from './tree-node.ts';

/**
 * Refuses a position the document cannot take: a parent that is missing or cannot hold
 * blocks, or an index outside 0..length (length appends).
 */
export function checkDestination<N extends TreeNode<N>>(blocks: N[], to: BlockPosition, length: number, isContainer: IsContainer): void {
  if (to.parentId !== null) {
    const parent = findBlock(blocks, to.parentId);
    if (!parent) throw pageDocumentErrors.notFound(to.parentId);
    if (!isContainer(parent.node.type)) throw pageDocumentErrors.notContainer(parent.node.type);
  }
  if (!Number.isInteger(to.index) || to.index < 0 || to.index > length) throw pageDocumentErrors.badPosition(to.index, length);
}
