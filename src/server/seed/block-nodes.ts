import { randomUUID } from 'node:crypto';
import type { BlockNode } from '../../schemas/block.ts';

/** A page-document node for seeding; the block registry validates its properties on render. */
export function node(type: string, properties: Record<string, unknown> = {}, extra: Partial<BlockNode> = {}): BlockNode {
  return {
    id: randomUUID(),
    type,
    order: 0,
    size: { w: 12 },
    properties,
    items: [],
    flags: { deleted: false, reordered: false },
    ...extra,
  };
}

/** Numbers each node's order by its position, as the editor saves them. */
export function ordered(nodes: BlockNode[]): BlockNode[] {
  return nodes.map((item, index) => ({ ...item, order: index }));
}
