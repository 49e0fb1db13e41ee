import { checkDestination } from './destination.ts';
import { pageDocumentErrors } from './errors.ts';
import { idsIn } from './find.ts';
import { insertAt } from './list.ts';
import type { BlockPosition, IsContainer, TreeNode } from './tree-node.ts';
import { updateItems } from './update.ts';

/** Puts a new block (with any items it holds) at a position in the root or in a container. */
export function insert<N extends TreeNode<N>>(blocks: N[], node: N, to: BlockPosition, options: { isContainer: IsContainer }): N[] {
  // Ids name blocks in every other operation, so a second block with one would be unreachable.
  const taken = new Set(idsIn(blocks));
  for (const id of idsIn([node])) {
    if (taken.has(id)) throw pageDocumentErrors.duplicateId(id);
    taken.add(id);
  }
  checkDestination(blocks, to, options.isContainer);
  return updateItems(blocks, to.parentId, (items) => insertAt(items, to.index, node));
}
