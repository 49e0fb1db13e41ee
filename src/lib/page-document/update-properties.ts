import type { PropertiesOf, TreeNode } from './tree-node.ts';
import { updateBlock } from './update.ts';

/**
 * Merges changed properties into a block, key by key (the editor's form sends only what
 * changed). Values are checked against the block type's schema when the page is saved.
 * The same document comes back when every value is already set.
 */
export function updateProperties<N extends TreeNode<N>>(blocks: N[], id: string, patch: Partial<PropertiesOf<N>>): N[] {
  return updateBlock(blocks, id, (node) => {
    const current = node.properties as Record<string, unknown>;
    const changed = Object.entries(patch).some(([key, value]) => !Object.is(current[key], value));
    return changed ? { ...node, properties: { ...node.properties, ...patch } } : node;
  });
}
