import type { TreeNode } from './tree-node.ts';

/**
 * Array position is the one ordering; the stored `order` field is derived from it on save,
 * in every list down the tree. Blocks whose order and items are already right are kept as they are.
 */
export function withOrder<N extends TreeNode<N>>(blocks: N[]): N[] {
  const ordered = blocks.map((node, index) => {
    const items = withOrder(node.items);
    return node.order === index && items === node.items ? node : { ...node, order: index, items };
  });
  return ordered.every((node, index) => node === blocks[index]) ? blocks : ordered;
}
