import type { BlockPosition, TreeNode } from './tree-node.ts';

/** A block with where it sits: its parent and index, and the index path from the root. */
export interface FoundBlock<N> extends BlockPosition {
  node: N;
  /** Indices from the root list down to the block: [2, 0] is the first item of the third block. */
  path: number[];
}

/** Depth-first, so a page is searched in reading order. */
export function findBlock<N extends TreeNode<N>>(blocks: N[], id: string): FoundBlock<N> | undefined {
  const search = (list: N[], parentId: string | null, path: number[]): FoundBlock<N> | undefined => {
    for (const [index, node] of list.entries()) {
      if (node.id === id) return { node, parentId, index, path: [...path, index] };
      const inside = search(node.items, node.id, [...path, index]);
      if (inside) return inside;
    }
    return undefined;
  };
  return search(blocks, null, []);
}

/** The block an index path names, or undefined when the path leads nowhere. */
export function blockAtPath<N extends TreeNode<N>>(blocks: N[], path: readonly number[]): N | undefined {
  let list = blocks;
  let node: N | undefined;
  for (const index of path) {
    node = list[index];
    if (!node) return undefined;
    list = node.items;
  }
  return node;
}

/** Every id in a subtree, the root included. */
export function idsIn<N extends TreeNode<N>>(nodes: readonly N[]): string[] {
  return nodes.flatMap((node) => [node.id, ...idsIn(node.items)]);
}
