import type { BlockNode } from '../../../../schemas/page-document.ts';
import { GRID_COLUMNS } from '../../../../lib/page-document/index.ts';
import { blockKey } from './block-diff.ts';

// A picture of a page's block layout for the dashboard: each block a labelled
// rectangle at its grid width, its items drawn inside it. Pure: the same document always
// gives the same SVG, so its hash is a good ETag.

export const THUMBNAIL_WIDTH = 240;
const PADDING = 6;
const GAP = 4;
const LABEL_HEIGHT = 14;
const LEAF_HEIGHT = 26;
const MAX_DEPTH = 4;

export interface ThumbnailOptions {
  /** Block keys (uid or id) drawn highlighted: the history's changed blocks. */
  highlight?: ReadonlySet<string>;
  /** Accessible title of the picture. */
  title?: string;
}

/** XML text and attribute escaping: block types come from stored documents. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

interface Laid {
  svg: string[];
  height: number;
}

/** Lays `blocks` out in rows of 12 columns across `width`, from (x, y); returns the height used. */
function layout(blocks: readonly BlockNode[], x: number, y: number, width: number, depth: number, options: ThumbnailOptions): Laid {
  const svg: string[] = [];
  const column = (width + GAP) / GRID_COLUMNS;
  let rowTop = y;
  let rowHeight = 0;
  let used = 0;
  for (const node of blocks) {
    if (node.flags.deleted) continue;
    const span = Math.min(GRID_COLUMNS, Math.max(1, node.size.w));
    if (used + span > GRID_COLUMNS) {
      rowTop += rowHeight + GAP;
      rowHeight = 0;
      used = 0;
    }
    const left = x + used * column;
    const blockWidth = span * column - GAP;
    const inner = depth < MAX_DEPTH && node.items.length > 0 ? layout(node.items, left + 3, rowTop + LABEL_HEIGHT, blockWidth - 6, depth + 1, options) : null;
    const height = inner ? LABEL_HEIGHT + inner.height + 3 : LEAF_HEIGHT;
    const lit = options.highlight?.has(blockKey(node)) ?? false;
    const faded = node.unpublished === true || node.published === false;
    const classes = ['block', lit ? 'changed' : '', faded ? 'unpublished' : ''].filter(Boolean).join(' ');
    svg.push(
      `<g class="${classes}" data-block="${escapeXml(blockKey(node))}">`,
      `<rect x="${left.toFixed(1)}" y="${rowTop.toFixed(1)}" width="${blockWidth.toFixed(1)}" height="${height}" rx="3" fill="${lit ? '#fff3c4' : depth % 2 ? '#ffffff' : '#eef2f6'}" stroke="${lit ? '#e0a100' : '#9aa8b6'}" stroke-width="${lit ? 2 : 1}"${faded ? ' opacity="0.5"' : ''}/>`,
      `<text x="${(left + 4).toFixed(1)}" y="${(rowTop + 10).toFixed(1)}" font-family="sans-serif" font-size="8" fill="#33414e">${escapeXml(node.type)}</text>`,
      ...(inner?.svg ?? []),
      '</g>',
    );
    rowHeight = Math.max(rowHeight, height);
    used += span;
  }
  return { svg, height: blocks.length === 0 ? 0 : rowTop - y + rowHeight };
}

/** The SVG picture of a page's blocks. */
export function pageThumbnailSvg(blocks: readonly BlockNode[], options: ThumbnailOptions = {}): string {
  const laid = layout(blocks, PADDING, PADDING, THUMBNAIL_WIDTH - 2 * PADDING, 0, options);
  const empty = laid.height === 0;
  const height = Math.max(60, laid.height + 2 * PADDING);
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  const body = empty
    ? `<text x="${THUMBNAIL_WIDTH / 2}" y="34" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#6b7885">Empty page</text>`
    : laid.svg.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMBNAIL_WIDTH} ${height}" width="${THUMBNAIL_WIDTH}" height="${height}" role="img">${title}<rect width="100%" height="100%" fill="#f9fafb"/>${body}</svg>`;
}
