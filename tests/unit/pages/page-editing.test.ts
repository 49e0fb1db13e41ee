// The version diff (blocks added, removed, changed by uid/id), the reordered
// flag a save sets, and the SVG picture of a page's layout.
import { describe, expect, it } from 'vitest';
import { BlockNode } from '../../../src/schemas/page-document.ts';
import { diffBlocks } from '../../../src/server/content/pages/editing/block-diff.ts';
import { flagReordered } from '../../../src/server/content/pages/editing/reordered.ts';
import { pageThumbnailSvg, THUMBNAIL_WIDTH } from '../../../src/server/content/pages/editing/page-thumbnail.ts';

const text = (id: string, html = `<p>${id}</p>`, extra: Record<string, unknown> = {}) =>
  BlockNode.parse({ id, type: 'text', properties: { text: html }, ...extra });
const grid = (id: string, items: BlockNode[], w = 12) => BlockNode.parse({ id, type: 'grid', size: { w }, properties: {}, items });

describe('diffBlocks', () => {
  it('counts added, removed and changed blocks, nested items too', () => {
    const before = [text('a'), text('b'), grid('g', [text('g1'), text('g2')])];
    const after = [text('a', '<p>changed</p>'), grid('g', [text('g1'), text('g3')]), text('c')];
    expect(diffBlocks(before, after)).toEqual({ added: ['g3', 'c'], removed: ['b', 'g2'], changed: ['a'] });
  });

  it('does not count a block that only moved within its list, but does one moved into another', () => {
    const before = [text('a'), text('b'), grid('g', [])];
    expect(diffBlocks(before, [text('b'), text('a'), grid('g', [])])).toEqual({ added: [], removed: [], changed: [] });
    expect(diffBlocks(before, [text('b'), grid('g', [text('a')])]).changed).toEqual(['a']);
  });

  it('matches blocks by uid when they have one, whatever their id', () => {
    expect(diffBlocks([text('a', '<p>x</p>', { uid: 'u1' })], [text('a2', '<p>x</p>', { uid: 'u1' })])).toEqual({ added: [], removed: [], changed: [] });
  });

  it('counts a resize and an unpublish as changes', () => {
    expect(diffBlocks([text('a')], [text('a', '<p>a</p>', { size: { w: 6 } })]).changed).toEqual(['a']);
    expect(diffBlocks([text('a')], [text('a', '<p>a</p>', { unpublished: true })]).changed).toEqual(['a']);
  });
});

describe('flagReordered', () => {
  const flags = (blocks: BlockNode[]): [string, boolean][] =>
    blocks.flatMap((block) => [[block.id, block.flags.reordered] as [string, boolean], ...flags(block.items)]);

  it('flags only the block that was moved, not the ones that shifted around it', () => {
    const before = [text('a'), text('b'), text('c'), text('d')];
    expect(flags(flagReordered(before, [text('a'), text('c'), text('d'), text('b')]))).toEqual([
      ['a', false],
      ['c', false],
      ['d', false],
      ['b', true],
    ]);
  });

  it('leaves new blocks and an unchanged order alone, and flags a block moved into a container', () => {
    const before = [text('a'), grid('g', [text('g1')]), text('b')];
    expect(flags(flagReordered(before, [text('new'), text('a'), grid('g', [text('g1')]), text('b')])).every(([, reordered]) => !reordered)).toBe(true);
    expect(flags(flagReordered(before, [grid('g', [text('g1'), text('a')]), text('b')]))).toEqual([
      ['g', false],
      ['g1', false],
      ['a', true],
      ['b', false],
    ]);
  });

  it('keeps a reordered flag the editor already set', () => {
    const moved = text('a', '<p>a</p>', { flags: { reordered: true } });
    expect(flagReordered([moved], [moved])[0]!.flags.reordered).toBe(true);
  });
});

describe('pageThumbnailSvg', () => {
  it('draws each block as a labelled rectangle at its grid width, items inside their container', () => {
    const svg = pageThumbnailSvg([text('a'), grid('g', [text('g1', '<p/>', { size: { w: 6 } }), text('g2', '<p/>', { size: { w: 6 } })], 6)]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const rects = [...svg.matchAll(/<g class="block[^"]*" data-block="([^"]+)"><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g)].map((match) => ({
      id: match[1],
      x: Number(match[2]),
      y: Number(match[3]),
      width: Number(match[4]),
    }));
    expect(rects.map((rect) => rect.id)).toEqual(['a', 'g', 'g1', 'g2']);
    const [full, half, first, second] = rects;
    expect(full!.width).toBeGreaterThan(THUMBNAIL_WIDTH - 20);
    expect(half!.width).toBeCloseTo((full!.width + 4) / 2 - 4, 0);
    expect(half!.y).toBeGreaterThan(full!.y);
    // Items sit inside the grid, side by side.
    expect(first!.x).toBeGreaterThanOrEqual(half!.x);
    expect(second!.x + second!.width).toBeLessThanOrEqual(half!.x + half!.width);
    expect(second!.y).toBe(first!.y);
    expect(svg).toContain('>text</text>');
    expect(svg).toContain('>grid</text>');
  });

  it('escapes what it writes and highlights the blocks it is asked to', () => {
    const svg = pageThumbnailSvg([text('a"<x>'), text('b')], { title: 'Sale <script>alert(1)</script> & "more"', highlight: new Set(['b']) });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<title>Sale &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</title>');
    expect(svg).toContain('data-block="a&quot;&lt;x&gt;"');
    expect(svg).toMatch(/<g class="block changed" data-block="b">/);
    expect(svg).not.toMatch(/class="block changed" data-block="a/);
  });

  it('says so for an empty page, and is the same for the same document (a stable ETag)', () => {
    expect(pageThumbnailSvg([])).toContain('Empty page');
    expect(pageThumbnailSvg([text('a')])).toBe(pageThumbnailSvg([text('a')]));
  });
});
