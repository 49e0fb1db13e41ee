import { describe, expect, it, vi } from 'vitest';
import { BlockNode, PageDocument } from '../../../src/schemas/page-document.ts';
import { parsePageDocument } from '../../../src/schemas/parse-page-document.ts';
import { BLOCK_TYPES } from '../../../blocks/schemas.ts';

// The stored page document is one schema, a union of block nodes discriminated
// on `type`; a stored page with bad parts still reads, the bad parts reported.

const node = (id: string, type: string, properties: unknown = {}, extra: Record<string, unknown> = {}) => ({ id, type, properties, ...extra });

describe('page document schema', () => {
  it('has one member per registered block type', () => {
    expect(BlockNode.options.map((option) => option.shape.type.value).sort()).toEqual(Object.keys(BLOCK_TYPES).sort());
  });

  it('parses each node with its own type’s properties, filling defaults and nesting items', () => {
    const [grid] = PageDocument.parse([node('g', 'grid', {}, { items: [node('t', 'text', { text: '<p>Hi</p>' })] })]);
    expect(grid?.type).toBe('grid');
    if (grid?.type !== 'grid') return;
    expect(grid.properties.columns).toEqual({ xs: 2, md: 3, lg: 4 });
    expect(grid.size).toEqual({ w: 12 });
    expect(grid.flags).toEqual({ deleted: false, reordered: false });
    const [text] = grid.items;
    expect(text?.type === 'text' && text.properties).toMatchObject({ text: '<p>Hi</p>', align: 'left', narrow: true });
  });

  it('refuses a type the registry does not know, and another type’s properties', () => {
    expect(BlockNode.safeParse(node('x', 'hologram')).success).toBe(false);
    expect(BlockNode.safeParse(node('x', 'text', { align: 'sideways' })).success).toBe(false);
  });
});

describe('parsePageDocument', () => {
  it('drops unknown block types, at any depth, with the registry’s message', () => {
    const log = vi.fn();
    const document = parsePageDocument([node('a', 'hologram'), node('r', 'row', {}, { items: [node('b', 'teleporter'), node('c', 'text')] })], log);
    expect(document.map((block) => block.id)).toEqual(['r']);
    expect(document[0]?.items.map((block) => block.id)).toEqual(['c']);
    expect(log).toHaveBeenCalledWith("Block type of hologram hasn't been registered");
    expect(log).toHaveBeenCalledWith("Block type of teleporter hasn't been registered");
  });

  it('resets invalid properties to their defaults and keeps the valid ones', () => {
    const log = vi.fn();
    const [text] = parsePageDocument([node('t', 'text', { text: '<p>Kept</p>', align: 'sideways', narrow: 'yes' })], log);
    expect(text?.type === 'text' && text.properties).toEqual({ text: '<p>Kept</p>', align: 'left', narrow: true });
    expect(log).toHaveBeenCalledWith('Block t (text): invalid align reset to defaults');
    expect(log).toHaveBeenCalledWith('Block t (text): invalid narrow reset to defaults');
  });

  it('repairs properties inside containers too', () => {
    const log = vi.fn();
    const [row] = parsePageDocument([node('r', 'row', {}, { items: [node('t', 'text', { align: 'sideways' })] })], log);
    const [text] = row?.items ?? [];
    expect(text?.type === 'text' && text.properties.align).toBe('left');
    expect(log).toHaveBeenCalledWith('Block t (text): invalid align reset to defaults');
  });

  it('drops a node whose own fields are bad, keeping its neighbours', () => {
    const log = vi.fn();
    const document = parsePageDocument([node('a', 'text'), node('b', 'text', {}, { size: { w: 1 } }), node('c', 'text')], log);
    expect(document.map((block) => block.id)).toEqual(['a', 'c']);
    expect(log).toHaveBeenCalledWith('Block b (text): invalid size, block dropped');
  });

  it('reads a missing properties object as all defaults, and junk as an empty page', () => {
    const log = vi.fn();
    const [spacer] = parsePageDocument([{ id: 's', type: 'spacer' }], log);
    expect(spacer?.type).toBe('spacer');
    expect(parsePageDocument('not a document', log)).toEqual([]);
    expect(parsePageDocument([null, 3, 'x'], log)).toEqual([]);
  });

  it('leaves a valid document as it is, reporting nothing', () => {
    const log = vi.fn();
    const raw = [node('t', 'text', { text: '<p>Fine</p>' })];
    expect(parsePageDocument(raw, log)).toEqual(PageDocument.parse(raw));
    expect(log).not.toHaveBeenCalled();
  });
});
