import type { PrintArea } from '../../schemas/blank-studio.ts';
import type { DesignLayer, TextLayer } from '../../schemas/design-document.ts';
import { outlineText, type Box } from '../text-outline/index.ts';

// Text layers of a side as an SVG in the document's own units: the viewBox is the print
// area in millimetres, so the same markup rasterises to the 300 DPI print file and to the
// small print composited onto mockups — only the pixel size differs. Geometry follows
// docs/studio.md: xMm/yMm is the unrotated box's top-left corner from the print area's
// top-left; the box rotates clockwise about its centre and flips about its centre. (Image
// layers are placed by sharp with the same geometry: layer-images.ts imageOverlay.)

const number = (value: number) => String(Math.round(value * 10_000) / 10_000);

/**
 * The layer's placement as an SVG transform taking its box (0,0)–(width,height) to the print
 * area: to the box centre, rotate, flip, back by half the box. The flip mirrors the box in
 * its own frame (before the rotation), as a negative scale inside a rotated Konva node does.
 */
export function layerTransform(layer: Pick<DesignLayer, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation' | 'flipX' | 'flipY'>): string {
  const cx = layer.xMm + layer.widthMm / 2;
  const cy = layer.yMm + layer.heightMm / 2;
  const parts = [`translate(${number(cx)} ${number(cy)})`];
  if (layer.rotation % 360 !== 0) parts.push(`rotate(${number(layer.rotation)})`);
  if (layer.flipX || layer.flipY) parts.push(`scale(${layer.flipX ? -1 : 1} ${layer.flipY ? -1 : 1})`);
  parts.push(`translate(${number(-layer.widthMm / 2)} ${number(-layer.heightMm / 2)})`);
  return parts.join(' ');
}

/** Where a point of the layer's box lands in the print area (mm): the transform above, as arithmetic. */
export function mapLayerPoint(layer: Pick<DesignLayer, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation' | 'flipX' | 'flipY'>, x: number, y: number): { x: number; y: number } {
  let dx = x - layer.widthMm / 2;
  let dy = y - layer.heightMm / 2;
  if (layer.flipX) dx = -dx;
  if (layer.flipY) dy = -dy;
  const angle = (layer.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { x: layer.xMm + layer.widthMm / 2 + dx * cos - dy * sin, y: layer.yMm + layer.heightMm / 2 + dx * sin + dy * cos };
}

/** #rrggbb[aa] → fill and fill-opacity attributes (librsvg's eight-digit hex support varies). */
function fillAttributes(hex: string): string {
  const colour = hex.slice(0, 7);
  if (!/^#[0-9a-f]{6}$/.test(colour)) throw new RangeError(`not a normalised colour: ${hex}`);
  const alpha = hex.length === 9 ? Number.parseInt(hex.slice(7), 16) / 255 : 1;
  return alpha < 1 ? `fill="${colour}" fill-opacity="${number(alpha)}"` : `fill="${colour}"`;
}

/** Distance between baselines of a multi-line text, in em (the island's line height). */
export const TEXT_LINE_HEIGHT = 1.2;

/**
 * A text layer as glyph outlines (the same font files as the island) inside its box: the
 * size is fontSizeMm (the em), letter spacing is tracking, and the inked lines are placed
 * so their ink sits in the box as the island measures it — flush left, centred or flush
 * right by `align`, centred vertically (the island keeps the box equal to the text's box).
 */
export function textLayerMarkup(layer: TextLayer): string {
  const typeface = { family: layer.fontFamily, weight: layer.fontWeight };
  const size = layer.fontSizeMm;
  const tracking = layer.letterSpacingMm / size;
  const lines = layer.text.split(/\r?\n/);
  const anchor = layer.align === 'left' ? 0 : layer.align === 'right' ? layer.widthMm : layer.widthMm / 2;
  const outlines = lines.map((line, index) => outlineText(line, { typeface, size, x: anchor, y: index * size * TEXT_LINE_HEIGHT, align: layer.align, tracking, bend: layer.curve }));
  const inked = outlines.filter((outline) => outline.d !== '');
  if (inked.length === 0) return '';
  const box: Box = inked.map((outline) => outline.box).reduce((all, next) => {
    const x = Math.min(all.x, next.x);
    const y = Math.min(all.y, next.y);
    return { x, y, width: Math.max(all.x + all.width, next.x + next.width) - x, height: Math.max(all.y + all.height, next.y + next.height) - y };
  });
  const dx = layer.align === 'left' ? -box.x : layer.align === 'right' ? layer.widthMm - (box.x + box.width) : (layer.widthMm - box.width) / 2 - box.x;
  const dy = (layer.heightMm - box.height) / 2 - box.y;
  // The island shows Italic only for families shipping it; outlines come from the upright
  // files, slanted 12° like a browser's synthetic oblique.
  const slant = layer.italic ? ` skewX(-12)` : '';
  const d = inked.map((outline) => outline.d).join('');
  return `<g transform="translate(${number(dx)} ${number(dy)})${slant}"><path ${fillAttributes(layer.colour)} d="${d}"/></g>`;
}

/**
 * Text layers (visible ones, bottom first) as an SVG of `pixels` size whose viewBox is the
 * print area in mm: transparent wherever nothing is drawn, and anything outside the print
 * area clipped (it does not print).
 */
export function textSvg(layers: readonly TextLayer[], area: Pick<PrintArea, 'widthMm' | 'heightMm'>, pixels: { width: number; height: number }): string {
  const body = layers
    .filter((layer) => !layer.hidden)
    .map((layer) => `<g transform="${layerTransform(layer)}">${textLayerMarkup(layer)}</g>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" viewBox="0 0 ${number(area.widthMm)} ${number(area.heightMm)}" preserveAspectRatio="none">${body}</svg>`;
}
