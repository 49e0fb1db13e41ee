import { checkDestination } from './destination.ts';
import { pageDocumentErrors } from './errors.ts';
import { findBlock } from './find.ts';
import { insertAt, removeAt } from './list.ts';
import type { BlockPosition, IsContainer, TreeNode } from './tree-node.ts';
import { updateItems } from './update.ts';

/**
 * Moves a block to a position in the root or in a container, within its list or across
 * lists. `to.index` is where the block ends up, counted without it (as Puck's move action),
 * so `findBlock` afterwards answers exactly `to`. Changing a block's order flags it
 * reordered": the moved block, and only it, is flagged; a move to where it already is
 * changes nothing.
 */
export function move<N extends TreeNode<N>>(blocks: N[], id: string, to: BlockPosition, options: { isContainer: IsContainer }): N[] {
  const from = findBlock(blocks, id);
  if (!from) throw pageDocumentErrors.notFound(id);
  const sameList = from.parentId === to.parentId;
  if (sameList && from.index === to.index) return blocks;
  if (to.parentId !== null && (to.parentId === id || findBlock(from.node.items, to.parentId))) throw pageDocumentErrors.intoItself();

  // Within its own list the parent already holds the block, whatever its type says.
  checkDestination(blocks, to, sameList ? () => true : options.isContainer, sameList ? 1 : 0);

  const moved: N = { ...from.node, flags: { ...from.node.flags, reordered: true } };
  const without = updateItems(blocks, from.parentId, (items) => removeAt(items, from.index));
  return updateItems(without, to.parentId, (items) => insertAt(items, to.index, moved));
}

/** Moves a block within its own list: the editor's drag reordering on the grid. */
export function reorder<N extends TreeNode<N>>(blocks: N[], id: string, toIndex: number): N[] {
  const from = findBlock(blocks, id);
  if (!from) throw pageDocumentErrors.notFound(id);
  return move(blocks, id, { parentId: from.parentId, index: toIndex }, { isContainer: () => true });
}
