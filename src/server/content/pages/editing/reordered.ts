import type { BlockNode } from '../../../../schemas/page-document.ts';

// Changing a block's order flags the block reordered. The editor flags the block it
// moves; a save is checked again here, so a document changed by any client is flagged the
// same way: in each list, the blocks that were already in it keep their relative order
// along the longest run that did not move, and every other one of them was moved.

/** Indices (into `ranks`) of one longest strictly increasing subsequence. */
function longestIncreasing(ranks: number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array(ranks.length).fill(-1);
  for (const [index, rank] of ranks.entries()) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (ranks[tails[mid]!]! < rank) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  }
  const kept = new Set<number>();
  for (let at = tails.at(-1) ?? -1; at !== -1; at = previous[at]!) kept.add(at);
  return kept;
}

/** Each block id with its parent id and index in the document before the save. */
function positions(blocks: readonly BlockNode[], parentId: string | null, into = new Map<string, { parentId: string | null; index: number }>()) {
  for (const [index, node] of blocks.entries()) {
    into.set(node.id, { parentId, index });
    positions(node.items, node.id, into);
  }
  return into;
}

/** `next` with every block that moved (to another list, or out of order in its own) flagged reordered. */
export function flagReordered(previous: readonly BlockNode[], next: BlockNode[]): BlockNode[] {
  const before = positions(previous, null);
  const visit = (list: BlockNode[], parentId: string | null): BlockNode[] => {
    const stayed = list.map((node, index) => ({ index, rank: before.get(node.id) })).filter((entry) => entry.rank?.parentId === parentId);
    const inOrder = longestIncreasing(stayed.map((entry) => entry.rank!.index));
    const unmoved = new Set(stayed.filter((_, at) => inOrder.has(at)).map((entry) => entry.index));
    return list.map((node, index) => {
      const items = visit(node.items, node.id);
      const moved = before.has(node.id) && !unmoved.has(index);
      if (!moved && items === node.items) return node;
      return { ...node, items, flags: moved ? { ...node.flags, reordered: true } : node.flags } as BlockNode;
    });
  };
  return visit(next, null);
}
