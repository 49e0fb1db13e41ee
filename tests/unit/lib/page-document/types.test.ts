import { describe, expectTypeOf, it } from 'vitest';
import { duplicate, findBlock, insert, move, updateProperties, type TreeNode } from '../../../../src/lib/page-document/index.ts';
import type { BlockNode, PageDocument } from '../../../../src/schemas/page-document.ts';

// The operations are generic so the registry's discriminated union of blocks passes through
// them unwidened. A union in miniature: each type with its own properties.
interface Base {
  id: string;
  order: number;
  size: { w: number };
  items: Block[];
  flags: { deleted: boolean; reordered: boolean };
}
type Block = (Base & { type: 'text'; properties: { text: string } }) | (Base & { type: 'grid'; properties: { columns: number } });

const blocks: Block[] = [];
const containers = { isContainer: (type: string) => type === 'grid' };

describe('page-document types', () => {
  it('returns the union it was given', () => {
    // Wrapped in functions: only their types are looked at, they never run.
    expectTypeOf(() => insert(blocks, blocks[0]!, { parentId: null, index: 0 }, containers)).returns.toEqualTypeOf<Block[]>();
    expectTypeOf(() => move(blocks, 'a', { parentId: null, index: 0 }, containers)).returns.toEqualTypeOf<Block[]>();
    expectTypeOf(() => duplicate(blocks, 'a')).returns.toEqualTypeOf<Block[]>();
    expectTypeOf(() => findBlock(blocks, 'a')!.node).returns.toEqualTypeOf<Block>();
  });

  it("checks a properties patch against the blocks' properties", () => {
    expectTypeOf(updateProperties<Block>)
      .parameter(2)
      .toEqualTypeOf<Partial<{ text: string }> | Partial<{ columns: number }>>();
    // @ts-expect-error -- `text` is a string wherever it is a property
    expectTypeOf(() => updateProperties(blocks, 'a', { text: 3 })).returns.toEqualTypeOf<Block[]>();
  });

  it("accepts the registry's page document and gives it back unwidened", () => {
    expectTypeOf<BlockNode>().toExtend<TreeNode<BlockNode>>();
    const document: PageDocument = [];
    expectTypeOf(() => duplicate(document, 'a')).returns.toEqualTypeOf<BlockNode[]>();
  });
});
