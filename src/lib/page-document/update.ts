import { pageDocumentErrors } from './errors.ts';
import { findBlock } from './find.ts';
import { replaceAt } from './list.ts';
import type { TreeNode } from './tree-node.ts';

// Rebuilds only the blocks on the path to the change; every other block keeps its identity,
// so a React editor re-renders only what changed. `path` comes from findBlock, so it is valid.
function replaceAtPath<N extends TreeNode<N>>(list: N[], path: readonly number[], next: N): N[] {
  const [index = 0, ...rest] = path;
  const node = list[index];
  if (rest.length === 0 || !node) return replaceAt(list, index, next);
  return replaceAt(list, index, { ...node, items: replaceAtPath(node.items, rest, next) });
}

/** Replaces one block by what `change` makes of it; the same document back when nothing changed. */
export function updateBlock<N extends TreeNode<N>>(blocks: N[], id: string, change: (node: N) => N): N[] {
  const found = findBlock(blocks, id);
  if (!found) throw pageDocumentErrors.notFound(id);
  const next = change(found.node);
  return next === found.node ? blocks : replaceAtPath(blocks, found.path, next);
}

/** Replaces the list a block position refers to: the root (`null`) or a block's items. */
export function updateItems<N extends TreeNode<N>>(blocks: N[], parentId: string | null, change: (items: N[]) => N[]): N[] {
  if (parentId === null) return change(blocks);
  return updateBlock(blocks, parentId, (parent) => ({ ...parent, items: change(parent.items) }));
}
