import { describe, expect, it } from 'vitest';
import { editorReducer, IncompatibleTypeError } from '../../../../islands/editor/state/reducer.ts';
import { BlockNode, type BlockNodeInput } from '../../../../src/schemas/page-document.ts';
import { findBlock, PageDocumentError } from '../../../../src/lib/page-document/index.ts';

const node = (input: BlockNodeInput) => BlockNode.parse(input);
const text = (id: string, words = id) => node({ id, type: 'text', properties: { text: `<p>${words}</p>` } });
const page = () => [text('a'), node({ id: 'g', type: 'grid', properties: {}, items: [text('g1'), text('g2')] }), text('b')];
const ids = (blocks: BlockNode[]) => blocks.map((block) => block.id);

describe('the editor reducer (every tree operation)', () => {
  it('loads a document as it is', () => {
    const blocks = page();
    expect(editorReducer([], { type: 'load', blocks })).toBe(blocks);
  });

  it('inserts a block at the root and into a container', () => {
    const root = editorReducer(page(), { type: 'insert', node: text('n'), to: { parentId: null, index: 1 } });
    expect(ids(root)).toEqual(['a', 'n', 'g', 'b']);
    const nested = editorReducer(page(), { type: 'insert', node: text('n'), to: { parentId: 'g', index: 0 } });
    expect(ids(findBlock(nested, 'g')!.node.items)).toEqual(['n', 'g1', 'g2']);
  });

  it('refuses to insert into a block that holds no blocks', () => {
    expect(() => editorReducer(page(), { type: 'insert', node: text('n'), to: { parentId: 'a', index: 0 } })).toThrow(PageDocumentError);
  });

  it('moves within a list and across containers, flagging the moved block reordered', () => {
    const within = editorReducer(page(), { type: 'reorder', id: 'b', toIndex: 0 });
    expect(ids(within)).toEqual(['b', 'a', 'g']);
    expect(within[0]!.flags.reordered).toBe(true);
    expect(within[1]!.flags.reordered).toBe(false);
    const into = editorReducer(page(), { type: 'move', id: 'a', to: { parentId: 'g', index: 2 } });
    expect(ids(into)).toEqual(['g', 'b']);
    expect(ids(findBlock(into, 'g')!.node.items)).toEqual(['g1', 'g2', 'a']);
    const outOf = editorReducer(page(), { type: 'move', id: 'g1', to: { parentId: null, index: 0 } });
    expect(ids(outOf)).toEqual(['g1', 'a', 'g', 'b']);
  });

  it('removes a block with everything it holds', () => {
    const blocks = editorReducer(page(), { type: 'remove', id: 'g' });
    expect(ids(blocks)).toEqual(['a', 'b']);
    expect(findBlock(blocks, 'g1')).toBeUndefined();
  });

  it('duplicates a block under fresh ids right after the original', () => {
    const blocks = editorReducer(page(), { type: 'duplicate', id: 'g' });
    expect(blocks).toHaveLength(4);
    const copy = blocks[2]!;
    expect(copy.type).toBe('grid');
    expect(copy.id).not.toBe('g');
    expect(copy.items.map((item) => item.id)).not.toContain('g1');
    expect(copy.items).toHaveLength(2);
  });

  it('updates properties key by key and keeps the document when nothing changes', () => {
    const blocks = page();
    const next = editorReducer(blocks, { type: 'updateProperties', id: 'a', patch: { align: 'center' } });
    expect(next[0]!.properties).toMatchObject({ text: '<p>a</p>', align: 'center' });
    expect(editorReducer(next, { type: 'updateProperties', id: 'a', patch: { align: 'center' } })).toBe(next);
  });

  it('resizes a block but never below 3 columns or past 12', () => {
    expect(editorReducer(page(), { type: 'resize', id: 'a', width: 6 })[0]!.size.w).toBe(6);
    expect(editorReducer(page(), { type: 'resize', id: 'a', width: 1 })[0]!.size.w).toBe(3);
    expect(editorReducer(page(), { type: 'resize', id: 'a', width: 20 })[0]!.size.w).toBe(12);
  });

  it('publishes and unpublishes a block', () => {
    const hidden = editorReducer(page(), { type: 'setPublished', id: 'b', published: false });
    expect(hidden[2]!.published).toBe(false);
    expect(editorReducer(hidden, { type: 'setPublished', id: 'b', published: true })[2]!.published).toBe(true);
    // Missing counts as published: publishing it changes nothing.
    const blocks = page();
    expect(editorReducer(blocks, { type: 'setPublished', id: 'b', published: true })).toBe(blocks);
  });

  it('switches a block to a compatible type keeping its properties', () => {
    const blocks = editorReducer(page(), { type: 'switchType', id: 'a', to: 'expandable' });
    expect(blocks[0]!.type).toBe('expandable');
    expect(blocks[0]!.properties).toMatchObject({ text: '<p>a</p>' });
    expect(() => editorReducer(page(), { type: 'switchType', id: 'a', to: 'banner' })).toThrow(IncompatibleTypeError);
  });

  it('sets a block’s conditions', () => {
    const blocks = editorReducer(page(), { type: 'setConditions', id: 'a', conditions: [{ name: 'isUK', args: [], not: false }] });
    expect(blocks[0]!.conditions).toEqual([{ name: 'isUK', args: [], not: false }]);
  });
});
