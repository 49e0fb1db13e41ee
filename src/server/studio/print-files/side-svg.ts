import type { PrintArea } from '../../../schemas/blank-studio.ts';
import type { DesignLayer, TextLayer } from '../../../schemas/design-document.ts';
import { loadFont, outlineText, textAdvance, type Typeface } from '../text-outline/index.ts';
import { curvedTextGeometry } from '../../../lib/studio/curved-text.ts';

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
export function mapLayerPoint(
  layer: Pick<DesignLayer, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation' | 'flipX' | 'flipY'>,
  x: number,
  y: number,
): { x: number; y: number } {
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
/**
 * Lines of straight text are one em apart, as the island draws them (Konva Text, lineHeight 1):
 * the island's box is lines × size high.
 */
export const TEXT_LINE_HEIGHT = 1;

/**
 * Where a line's baseline sits below the top of its line box, as a fraction of the size: the
 * island's Konva Text puts it at half the line height plus half the difference of the font's
 * ascent and descent (its fontBoundingBox metrics, the hhea table), so the print does too.
 */
function baselineOffset(typeface: Typeface): number {
  const font = loadFont(typeface);
  return TEXT_LINE_HEIGHT / 2 + (font.ascent + font.descent) / (2 * font.unitsPerEm);
}

/**
 * A text layer as glyph outlines (the same font files as the island) inside its box, laid
 * out as the island's Konva Text lays it out: the size is fontSizeMm (the em), letter spacing
 * is tracking, each line's advance is flush left, centred or flush right in the box by
 * `align`, and line i's baseline is i em down plus the font's baseline offset. Curved text is
 * one line along its arc, its ink centred in the box the island measured (the arc's band).
 */
/**
 * Curved text as the island's Konva TextPath draws it: each glyph's em middle on the arc
 * (textBaseline 'middle') and glyph after glyph at its own width, without kerning pairs.
 */
const CURVED_LIKE_THE_ISLAND = { baseline: 'middle', kerning: false } as const;

export function textLayerMarkup(layer: TextLayer): string {
  // Italic is the family's real italic face, the file the island draws with (the schema
  // accepts italic only where that file ships: themes/fonts.ts hasItalic).
  const typeface: Typeface = { family: layer.fontFamily, weight: layer.fontWeight, italic: layer.italic };
  const size = layer.fontSizeMm;
  const tracking = layer.letterSpacingMm / size;
  const outlines = layer.curve !== 0 ? [curvedOutline(layer, typeface, size, tracking)] : straightOutlines(layer, typeface, size, tracking);
  const d = outlines.map((outline) => outline.d).join('');
  return d ? `<path ${fillAttributes(layer.colour)} d="${d}"/>` : '';
}

/** Lines one em apart, each advance aligned in the box, on Konva Text's baseline. */
function straightOutlines(layer: TextLayer, typeface: Typeface, size: number, tracking: number) {
  const anchor = layer.align === 'left' ? 0 : layer.align === 'right' ? layer.widthMm : layer.widthMm / 2;
  const baseline = baselineOffset(typeface) * size;
  return layer.text
    .split(/\r?\n/)
    .map((line, index) => outlineText(line, { typeface, size, x: anchor, y: baseline + index * size * TEXT_LINE_HEIGHT, align: layer.align, tracking }));
}

/**
 * One line along the island's arc (src/lib/studio/curved-text.ts: the same circle in the
 * layer's box), centred on it, each glyph's em middle on the arc, unkerned.
 */
function curvedOutline(layer: TextLayer, typeface: Typeface, size: number, tracking: number) {
  const line = layer.text.replace(/\s*\n\s*/g, ' ');
  const arc = curvedTextGeometry(textAdvance(line, typeface, size, tracking, false), size, layer.curve);
  const middleY = layer.curve > 0 ? arc.centreMm.y - arc.radiusMm : arc.centreMm.y + arc.radiusMm;
  return outlineText(line, { typeface, size, x: arc.centreMm.x, y: middleY, align: 'center', tracking, bend: layer.curve, ...CURVED_LIKE_THE_ISLAND });
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
