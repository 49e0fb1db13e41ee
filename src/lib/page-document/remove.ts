import { pageDocumentErrors } from './errors.ts';
import { findBlock } from './find.ts';
import { removeAt } from './list.ts';
import type { TreeNode } from './tree-node.ts';
import { updateItems } from './update.ts';

/** Takes a block, with everything it holds, out of the document. */
export function remove<N extends TreeNode<N>>(blocks: N[], id: string): N[] {
  const found = findBlock(blocks, id);
  if (!found) throw pageDocumentErrors.notFound(id);
  return updateItems(blocks, found.parentId, (items) => removeAt(items, found.index));
}
