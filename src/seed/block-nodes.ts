import { randomUUID } from 'node:crypto';
import { BlockNode, type BlockNodeInput } from '../schemas/page-document.ts';

/** A page-document node for seeding, parsed (so a seed with a bad property fails loudly). */
export function node(type: string, properties: Record<string, unknown> = {}, extra: Partial<BlockNodeInput> = {}): BlockNode {
  return BlockNode.parse({ id: randomUUID(), type, order: 0, size: { w: 12 }, properties, items: [], ...extra });
}

/** Numbers each node's order by its position, as the editor saves them. */
export function ordered(nodes: BlockNode[]): BlockNode[] {
  return nodes.map((item, index) => ({ ...item, order: index }));
}
