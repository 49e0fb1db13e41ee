import type { TreeNode } from '../../../../src/lib/page-document/index.ts';

// A small page to edit: texts on the root, a grid holding a row holding texts.
export interface TestNode extends TreeNode<TestNode> {
  type: 'text' | 'grid' | 'row';
  properties: Record<string, unknown>;
}

export const isContainer = (type: string) => type === 'grid' || type === 'row';
export const containers = { isContainer };

export function block(id: string, type: TestNode['type'] = 'text', items: TestNode[] = []): TestNode {
  return { id, type, order: 0, size: { w: 12 }, properties: { text: id }, items, flags: { deleted: false, reordered: false } };
}

/** a, grid g (b, row r (c, d), e), f */
export function page(): TestNode[] {
  return [block('a'), block('g', 'grid', [block('b'), block('r', 'row', [block('c'), block('d')]), block('e')]), block('f')];
}

/** The tree as text, e.g. "a g(b r(c d) e) f", so a test reads the whole layout at a glance. */
export function outline(blocks: readonly TestNode[]): string {
  return blocks.map((node) => (node.items.length > 0 || isContainer(node.type) ? `${node.id}(${outline(node.items)})` : node.id)).join(' ');
}

/** Freezes a document all the way down, so an operation that writes into its input throws. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** Ids made by a counter, so tests can name the blocks a duplicate makes. */
export function counterIds(prefix = 'new') {
  let next = 0;
  return () => `${prefix}${++next}`;
}
