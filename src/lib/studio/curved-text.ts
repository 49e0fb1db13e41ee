// Curved text, shared by the island (islands/studio/text-layout.ts) and the print file (src/server/studio/print-files/side-svg.ts) (docs/studio.md `curve`; src/server/studio/text-outline `bend`): the line's advance
// spans `curve` degrees of a circle's arc. Positive arches upward (the circle's centre below
// the text), negative curves downward, as the print file's outlines bend it. The island draws
// it with Konva's TextPath along this arc, the glyphs' middles on the arc, and keeps the
// layer's box equal to the band the glyphs occupy (the safe-zone check reads the box).

export interface CurvedTextGeometry {
  /** SVG path data of the arc (slightly longer than the text, which is centred on it), in the layer's own millimetres (its box's top-left at 0,0). */
  path: string;
  widthMm: number;
  heightMm: number;
  radiusMm: number;
  /** The circle's centre in the box's coordinates (the arc's middle is radiusMm above it when arching up, below when curving down). */
  centreMm: { x: number; y: number };
}

const SAMPLES = 96;
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * The arc for a line `advanceMm` long at `fontSizeMm`, bent `curve` degrees (non-zero,
 * |curve| ≤ 360). The box is the band between radius ± half the font size over the arc's span.
 */
export function curvedTextGeometry(advanceMm: number, fontSizeMm: number, curve: number): CurvedTextGeometry {
  const span = (Math.min(Math.abs(curve), 360) * Math.PI) / 180;
  const radius = Math.max(advanceMm, 1e-3) / span;
  const up = curve > 0;
  // Screen angles (y down): the middle of the text at the top of the circle when arching up, at the bottom when curving down.
  const middle = up ? -Math.PI / 2 : Math.PI / 2;
  // Text reads left to right: clockwise over the top, anticlockwise under the bottom.
  const direction = up ? 1 : -1;
  const start = middle - (direction * span) / 2;
  const angles = Array.from({ length: SAMPLES + 1 }, (_, index) => start + (direction * span * index) / SAMPLES);
  const half = fontSizeMm / 2;
  let left = Infinity,
    top = Infinity,
    right = -Infinity,
    bottom = -Infinity;
  for (const angle of angles) {
    for (const r of [radius - half, radius + half]) {
      const x = Math.max(r, 0) * Math.cos(angle);
      const y = Math.max(r, 0) * Math.sin(angle);
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  // The circle's centre in the box's coordinates.
  const cx = -left;
  const cy = -top;
  const point = (angle: number) => `${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`;
  const sweep = up ? 1 : 0;
  // The path runs a little past both ends (the text is centred on it): a glyph that would end
  // a hair beyond the arc through rounding is still drawn. The box above is the text's own.
  const extra = Math.min(span * 0.05 + 0.01, (Math.PI * 2 - span) / 2);
  const drawnSpan = span + 2 * extra;
  const from = start - direction * extra;
  const end = from + direction * drawnSpan;
  let path: string;
  if (drawnSpan >= Math.PI * 2 - 1e-9) {
    // A full circle cannot be one SVG arc: two halves.
    const halfway = from + direction * Math.PI;
    path = `M ${point(from)} A ${round(radius)} ${round(radius)} 0 0 ${sweep} ${point(halfway)} A ${round(radius)} ${round(radius)} 0 0 ${sweep} ${point(end)}`;
  } else {
    path = `M ${point(from)} A ${round(radius)} ${round(radius)} 0 ${drawnSpan > Math.PI ? 1 : 0} ${sweep} ${point(end)}`;
  }
  return { path, widthMm: right - left, heightMm: bottom - top, radiusMm: radius, centreMm: { x: cx, y: cy } };
}
