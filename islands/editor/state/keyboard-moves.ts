import { findBlock, type BlockPosition } from '../../../src/lib/page-document/index.ts';
import type { BlockNode } from '../../../src/schemas/page-document.ts';

// Every drag has a keyboard path. These answer where a block goes for each
// keyboard move, and what a screen reader hears once it has moved.

export type KeyboardMove = 'up' | 'down' | 'into' | 'out';

/**
 * The destination of a keyboard move, or undefined when there is none: up and down swap
 * with a neighbour; into puts the block last in the container just before it; out puts
 * it right after the container that holds it.
 */
export function keyboardMoveTarget(blocks: BlockNode[], id: string, move: KeyboardMove, isContainer: (type: string) => boolean): BlockPosition | undefined {
  const found = findBlock(blocks, id);
  if (!found) return undefined;
  const siblings = found.parentId === null ? blocks : (findBlock(blocks, found.parentId)?.node.items ?? []);
  switch (move) {
    case 'up':
      return found.index > 0 ? { parentId: found.parentId, index: found.index - 1 } : undefined;
    case 'down':
      return found.index < siblings.length - 1 ? { parentId: found.parentId, index: found.index + 1 } : undefined;
    case 'into': {
      const before = siblings[found.index - 1];
      return before && isContainer(before.type) ? { parentId: before.id, index: before.items.length } : undefined;
    }
    case 'out': {
      if (found.parentId === null) return undefined;
      const parent = findBlock(blocks, found.parentId);
      return parent ? { parentId: parent.parentId, index: parent.index + 1 } : undefined;
    }
  }
}

/** What the live region says after a block moved (read from the document after the move). */
export function moveAnnouncement(blocks: BlockNode[], id: string, title: (type: string) => string): string {
  const found = findBlock(blocks, id);
  if (!found) return '';
  const name = title(found.node.type);
  const siblings = found.parentId === null ? blocks : (findBlock(blocks, found.parentId)?.node.items ?? []);
  const where = found.parentId === null ? 'on the page' : `in ${title(findBlock(blocks, found.parentId)?.node.type ?? '')}`;
  return `${name} moved to position ${found.index + 1} of ${siblings.length} ${where}`;
}
