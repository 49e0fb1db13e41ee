import { pageDocumentErrors } from './errors.ts';
import { findBlock } from './find.ts';
import { randomBlockId } from './ids.ts';
import { insertAt } from './list.ts';
import type { NewId, TreeNode } from './tree-node.ts';
import { updateItems } from './update.ts';

/** A deep copy under fresh ids; properties are cloned so the copy shares no object with the original. */
function copyWithNewIds<N extends TreeNode<N>>(node: N, newId: NewId): N {
  return {
    ...node,
    id: newId(),
    properties: structuredClone(node.properties),
    size: { ...node.size },
    flags: { ...node.flags },
    items: node.items.map((item) => copyWithNewIds(item, newId)),
  };
}

/** Copies a block and everything it holds, placing the copy right after the original. */
export function duplicate<N extends TreeNode<N>>(blocks: N[], id: string, options: { newId?: NewId } = {}): N[] {
  const found = findBlock(blocks, id);
  if (!found) throw pageDocumentErrors.notFound(id);
  const copy = copyWithNewIds(found.node, options.newId ?? randomBlockId);
  return updateItems(blocks, found.parentId, (items) => insertAt(items, found.index + 1, copy));
}
