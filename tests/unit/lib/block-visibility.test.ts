import { describe, expect, it, vi } from 'vitest';
import { visibleBlocks, type VisibilityOptions } from '../../../src/lib/block-visibility.ts';
import { BlockNode, type BlockNodeInput } from '../../../src/schemas/page-document.ts';

const block = (id: string, extra: Partial<BlockNodeInput> = {}): BlockNode => BlockNode.parse({ id, type: 'text', properties: {}, ...extra });
const native = (log = vi.fn()): VisibilityOptions => ({ mode: 'native', conditions: { isUK: () => true, isEU: () => false }, log });
const ids = (blocks: ReturnType<typeof visibleBlocks>) => blocks.map((visible) => visible.node.id);

describe('block visibility', () => {
  it('shows published blocks, missing published counting as published', () => {
    expect(
      ids(visibleBlocks([block('a'), block('b', { published: true }), block('c', { published: false }), block('d', { unpublished: true })], native())),
    ).toEqual(['a', 'b']);
  });
  it('hides deleted blocks in every mode', () => {
    const nodes = [block('a', { flags: { deleted: true, reordered: false } })];
    expect(visibleBlocks(nodes, native())).toEqual([]);
    expect(visibleBlocks(nodes, { ...native(), mode: 'preview' })).toEqual([]);
  });
  it('treats a parent whose children are all unpublished as unpublished', () => {
    const parent = block('p', { items: [block('c1', { published: false }), block('c2', { published: false })] });
    expect(visibleBlocks([parent], native())).toEqual([]);
    const mixed = block('p', { items: [block('c1', { published: false }), block('c2')] });
    expect(visibleBlocks([mixed], native())[0]?.items.map((item) => item.node.id)).toEqual(['c2']);
  });
  it('shows blocks only when all conditions pass, honouring "not"', () => {
    const nodes = [
      block('uk', { conditions: [{ name: 'isUK', args: [], not: false }] }),
      block('eu', { conditions: [{ name: 'isEU', args: [], not: false }] }),
      block('not-eu', { conditions: [{ name: 'isEU', args: [], not: true }] }),
      block('both', {
        conditions: [
          { name: 'isUK', args: [], not: false },
          { name: 'isEU', args: [], not: false },
        ],
      }),
    ];
    expect(ids(visibleBlocks(nodes, native()))).toEqual(['uk', 'not-eu']);
  });
  it('hides a block with an unknown condition and logs it', () => {
    const log = vi.fn();
    expect(visibleBlocks([block('x', { conditions: [{ name: 'isMars', args: [], not: false }] })], native(log))).toEqual([]);
    expect(log).toHaveBeenCalledWith('Unknown block condition "isMars"', expect.anything());
  });
  it("hides malformed conditions with 'Invalid block conditions'", () => {
    const log = vi.fn();
    // Stored data the schema would refuse, as a hand-edited document could hold.
    const malformed = { ...block('x'), conditions: 'isUK' as unknown as BlockNode['conditions'] };
    expect(visibleBlocks([malformed], native(log))).toEqual([]);
    expect(log).toHaveBeenCalledWith('Invalid block conditions', expect.anything());
  });
  it('fades unpublished blocks in preview instead of hiding them', () => {
    const shown = visibleBlocks([block('a'), block('b', { published: false })], { ...native(), mode: 'preview' });
    expect(shown.map((visible) => [visible.node.id, visible.faded])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });
  it('orders blocks by their order field', () => {
    expect(ids(visibleBlocks([block('second', { order: 2 }), block('first', { order: 1 })], native()))).toEqual(['first', 'second']);
  });
  it('draws a block that a condition marks as invalid as the error marker, without its items, where its other conditions show it', () => {
    const marked = (not = false) => ({ name: 'typo', args: [], not });
    const options = { ...native(), conditions: { ...native().conditions, typo: () => ({ marker: 'Invalid variation "X" for Split Test Y' }) } };
    const nodes = [
      block('m', { conditions: [marked()], items: [block('child')] }),
      block('m-not', { conditions: [marked(true)] }),
      block('m-eu', { conditions: [marked(), { name: 'isEU', args: [], not: false }] }),
      block('m-draft', { conditions: [marked()], published: false }),
    ];
    const shown = visibleBlocks(nodes, options);
    expect(shown.map((visible) => [visible.node.id, visible.marker, visible.items.length])).toEqual([
      ['m', 'Invalid variation "X" for Split Test Y', 0],
      ['m-not', 'Invalid variation "X" for Split Test Y', 0],
    ]);
    expect(visibleBlocks(nodes, { ...options, mode: 'preview' }).map((visible) => [visible.node.id, visible.faded])).toEqual([
      ['m', false],
      ['m-not', false],
      ['m-draft', true],
    ]);
  });
});
