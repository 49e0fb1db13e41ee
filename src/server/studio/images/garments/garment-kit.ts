import { darken, isDark, lighten, mix } from '../../../../platform/storage/colour-math.ts';
import { embeddedImage, nestSvg } from '../svg-nesting.ts';

// Shared drawing for garment mockups. Every garment is drawn in a 1000×1000 view box as
// a flat-lay product shot: an outline filled with the garment colour, then volume
// (edge shade, highlight, folds), details (ribs, seams, stitching) and a soft floor shadow.

export const VIEW = 1000;

export type Segment =
  | readonly ['L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number];

export interface HalfOutline {
  /** Top centre point (x is VIEW/2). */
  start: readonly [number, number];
  /** Left half, anticlockwise from `start` down to the bottom centre. */
  segments: readonly Segment[];
}

const r = (value: number) => Math.round(value * 10) / 10;
const mirrorX = (x: number) => VIEW - x;

function segmentEnd(segment: Segment): [number, number] {
  return [segment[segment.length - 2] as number, segment[segment.length - 1] as number];
}

function segmentPath(segment: Segment): string {
  return (
    segment[0] +
    segment
      .slice(1)
      .map((value) => r(value as number))
      .join(' ')
  );
}

/** Open path for a list of segments starting at a point. */
export function pathOf(start: readonly [number, number], segments: readonly Segment[]): string {
  return `M${r(start[0])} ${r(start[1])}${segments.map(segmentPath).join('')}`;
}

/** A closed, left-right symmetric outline from its left half. */
export function mirroredOutline({ start, segments }: HalfOutline): string {
  const points: [number, number][] = [[start[0], start[1]]];
  for (const segment of segments) points.push(segmentEnd(segment));
  const back: Segment[] = [];
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index] as Segment;
    const [px, py] = points[index] as [number, number];
    if (segment[0] === 'L') back.push(['L', mirrorX(px), py]);
    else if (segment[0] === 'Q') back.push(['Q', mirrorX(segment[1]), segment[2], mirrorX(px), py]);
    else back.push(['C', mirrorX(segment[3]), segment[4], mirrorX(segment[1]), segment[2], mirrorX(px), py]);
  }
  return `${pathOf(start, segments)}${back.map(segmentPath).join('')}Z`;
}

/** A path and its mirror image, for details drawn on both sides (seams, folds). */
export function bothSides(start: readonly [number, number], segments: readonly Segment[]): string {
  const mirrored: Segment[] = segments.map((segment) => {
    if (segment[0] === 'L') return ['L', mirrorX(segment[1]), segment[2]];
    if (segment[0] === 'Q') return ['Q', mirrorX(segment[1]), segment[2], mirrorX(segment[3]), segment[4]];
    return ['C', mirrorX(segment[1]), segment[2], mirrorX(segment[3]), segment[4], mirrorX(segment[5]), segment[6]];
  });
  return pathOf(start, segments) + pathOf([mirrorX(start[0]), start[1]], mirrored);
}

/** A closed polygon and its mirror image (cuffs, straps). */
export function mirroredPolygons(points: readonly (readonly [number, number])[]): string {
  const polygon = (list: readonly (readonly [number, number])[]) => `${list.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${r(x)} ${r(y)}`).join('')}Z`;
  return polygon(points) + polygon(points.map(([x, y]) => [mirrorX(x), y] as const));
}

/** Colours derived from the garment colour so shading works on white, navy and black alike. */
export interface GarmentTones {
  base: string;
  /** Ribbed collar, cuffs and waistband: knitted tighter, reads slightly darker. */
  rib: string;
  /** Inside of the garment seen through the neck or hood. */
  inside: string;
  stitch: string;
  /** Opacity of the dark volume shading (stronger on light colours). */
  shade: number;
  /** Opacity of highlights (stronger on dark colours). */
  shine: number;
}

export function garmentTones(base: string): GarmentTones {
  const dark = isDark(base);
  return {
    base,
    rib: dark ? lighten(base, 0.06) : darken(base, 0.07),
    inside: dark ? mix(base, '#000000', 0.45) : darken(base, 0.28),
    stitch: dark ? lighten(base, 0.22) : darken(base, 0.22),
    shade: dark ? 0.5 : 0.3,
    shine: dark ? 0.14 : 0.22,
  };
}

/** Full-resolution <defs>: the studio backdrop and the rib knit. */
export function garmentDefs(tones: GarmentTones): string {
  return `
  <radialGradient id="g-backdrop" cx="50%" cy="42%" r="75%">
    <stop offset="0" stop-color="#f8f7f4"/><stop offset="0.65" stop-color="#efede8"/><stop offset="1" stop-color="#e3e0da"/>
  </radialGradient>
  <pattern id="g-rib" width="7" height="7" patternUnits="userSpaceOnUse">
    <rect width="7" height="7" fill="${tones.rib}"/>
    <rect x="5" width="2" height="7" fill="#000" fill-opacity="${isDark(tones.base) ? 0.25 : 0.08}"/>
    <rect x="2" width="1.2" height="7" fill="#fff" fill-opacity="${isDark(tones.base) ? 0.06 : 0.12}"/>
  </pattern>`;
}

// Blurs are what make a drawing look like a photo, and librsvg blurs cost ~50 ms each at
// 1280 px. Everything soft is therefore drawn at SOFT_SIZE, rasterised once, and laid into
// the full-size document as an image: smooth by nature, so the upscale is invisible.
export const SOFT_SIZE = 400;

const BLURS = `
  <filter id="s-wide" filterUnits="userSpaceOnUse" x="-100" y="-100" width="1200" height="1200"><feGaussianBlur stdDeviation="20"/></filter>
  <filter id="s-mid" filterUnits="userSpaceOnUse" x="-100" y="-100" width="1200" height="1200"><feGaussianBlur stdDeviation="9"/></filter>
  <filter id="s-fine" filterUnits="userSpaceOnUse" x="-100" y="-100" width="1200" height="1200"><feGaussianBlur stdDeviation="3.5"/></filter>`;

/** A transparent document of soft content at SOFT_SIZE px, for softLayerImage. */
export function softDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOFT_SIZE}" height="${SOFT_SIZE}" viewBox="0 0 ${VIEW} ${VIEW}"><defs>${BLURS}</defs>${body}</svg>`;
}

/** The floor shadow under the garment: a wide soft one and a tight contact one. */
export function shadowLayer(outline: string): string {
  return softDocument(`<g filter="url(#s-wide)"><path d="${outline}" fill="#3b3127" fill-opacity="0.26" transform="translate(8 24)"/></g>
  <g filter="url(#s-fine)"><path d="${outline}" fill="#3b3127" fill-opacity="0.22" transform="translate(2 6)"/></g>`);
}

/** Volume over the fabric (clipped to the outline later): edge shade, a broad highlight, folds. */
export function volumeLayer(
  outline: string,
  tones: GarmentTones,
  folds: readonly Fold[],
  highlight: { cx: number; cy: number; rx: number; ry: number },
  edgeShade = 1,
): string {
  const foldMark = (fold: Fold) =>
    `<path d="${fold.d}" fill="none" stroke="${fold.light ? '#ffffff' : '#000000'}" stroke-opacity="${r((fold.light ? tones.shine : tones.shade) * (fold.strength ?? 1))}" stroke-width="${fold.width ?? 12}" stroke-linecap="round"/>`;
  return softDocument(`<g filter="url(#s-wide)">
    <ellipse cx="${highlight.cx}" cy="${highlight.cy}" rx="${highlight.rx}" ry="${highlight.ry}" fill="#ffffff" fill-opacity="${r(tones.shine * 0.7)}"/>
    <path d="${outline}" fill="none" stroke="#000" stroke-opacity="${r(tones.shade * 0.6 * edgeShade)}" stroke-width="60"/>
  </g>
  <g filter="url(#s-mid)">${folds.map(foldMark).join('')}</g>
  <g filter="url(#s-fine)"><path d="${outline}" fill="none" stroke="#000" stroke-opacity="${r(tones.shade * 0.4 * edgeShade)}" stroke-width="12"/></g>`);
}

export interface Fold {
  d: string;
  /** A crest catching light rather than a crease in shadow. */
  light?: boolean;
  width?: number;
  strength?: number;
}

/** Dashed twin-needle stitching along a path. */
export function stitching(d: string, tones: GarmentTones, opacity = 0.75): string {
  return `<path d="${d}" fill="none" stroke="${tones.stitch}" stroke-opacity="${opacity}" stroke-width="2.4" stroke-dasharray="7 5" stroke-linecap="round"/>`;
}

/** A seam: a fine crease with a lit edge beside it. */
export function seam(d: string, tones: GarmentTones): string {
  return `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${r(tones.shade * 0.6)}" stroke-width="3"/>
  <path d="${d}" fill="none" stroke="#fff" stroke-opacity="${r(tones.shine * 0.6)}" stroke-width="2" transform="translate(2.5 1)"/>`;
}

/** A ribbed band (collar, cuff, waistband) as a closed shape. */
export function ribBand(d: string, tones: GarmentTones): string {
  return `<path d="${d}" fill="url(#g-rib)"/><path d="${d}" fill="none" stroke="#000" stroke-opacity="${r(tones.shade * 0.45)}" stroke-width="2.5"/>`;
}

export interface PrintArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The artwork fitted into the print area, top-aligned like a chest print. */
export function printedArtwork(artwork: string | Buffer | undefined, area: PrintArea): string {
  if (artwork === undefined) return '';
  const placement = { ...area, fit: 'xMidYMin meet' };
  const isSvg = typeof artwork === 'string' || /^\s*(<\?xml|<svg)/.test(artwork.subarray(0, 100).toString('utf8'));
  if (isSvg) return nestSvg(artwork.toString(), placement);
  return embeddedImage(artwork, placement);
}

/** A rasterised soft layer as an <image> covering the view box. */
export function layerImage(png: Buffer, attributes = ''): string {
  return `<image x="0" y="0" width="${VIEW}" height="${VIEW}" preserveAspectRatio="none" ${attributes} href="data:image/png;base64,${png.toString('base64')}"/>`;
}

/** The full mockup document rendered at `width` px square. */
export function garmentDocument(width: number, tones: GarmentTones, outline: string, layers: string, withBackdrop = true): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${VIEW} ${VIEW}">
<defs>${garmentDefs(tones)}<clipPath id="g-clip"><path d="${outline}"/></clipPath></defs>
${withBackdrop ? `<rect width="${VIEW}" height="${VIEW}" fill="url(#g-backdrop)"/>` : ''}
${layers}
</svg>`;
}
