import type { BlockNode } from '../../../../schemas/page-document.ts';

// Version history: which blocks a version added, removed or changed against
// the one before, matched by block uid (else id) anywhere in the tree.

export interface BlockDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

/** The key a block keeps across versions. */
export const blockKey = (node: Pick<BlockNode, 'id' | 'uid'>): string => node.uid ?? node.id;

/** What a reader would call the block's content: moving it within its list is not a change. */
function signature(node: BlockNode, parent: string | null): string {
  const { type, properties, size, published, unpublished, conditions } = node;
  return JSON.stringify({ type, properties, w: size.w, published, unpublished, conditions, parent });
}

function flatten(blocks: readonly BlockNode[], parent: string | null = null, into = new Map<string, string>()): Map<string, string> {
  for (const node of blocks) {
    into.set(blockKey(node), signature(node, parent));
    flatten(node.items, blockKey(node), into);
  }
  return into;
}

export function diffBlocks(before: readonly BlockNode[], after: readonly BlockNode[]): BlockDiff {
  const old = flatten(before);
  const current = flatten(after);
  const diff: BlockDiff = { added: [], removed: [], changed: [] };
  for (const [key, value] of current) {
    const previous = old.get(key);
    if (previous === undefined) diff.added.push(key);
    else if (previous !== value) diff.changed.push(key);
  }
  for (const key of old.keys()) if (!current.has(key)) diff.removed.push(key);
  return diff;
}

export const diffCounts = (diff: BlockDiff) => ({ added: diff.added.length, removed: diff.removed.length, changed: diff.changed.length });
