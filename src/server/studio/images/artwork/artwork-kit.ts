import { darken, hexToRgb, lighten, luminance, mix } from '../../../../platform/storage/colour-math.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { capHeight, outlinePath, outlineText, svgColour, type TextAlign, type TextOutline, type Typeface } from '../../text-outline/index.ts';

// What every artwork style gets: its colours by role, a seeded random source and the words
// to letter. Artwork is drawn in a 600×600 view box; ids start with "a-" so the document can
// be nested inside a garment mockup without clashing.

export const ART_SIZE = 600;

/** Two to five hex colours; the first is the main colour of the print. */
export type ArtworkPalette = readonly string[];

export interface ArtworkRoles {
  primary: string;
  secondary: string;
  accent: string;
  /** Outlines and lettering: a deep tone that reads on light fabric. */
  ink: string;
  /** Highlights and fills behind lettering: a cream that reads on dark fabric. */
  paper: string;
}

export interface ArtworkContext {
  roles: ArtworkRoles;
  random: SeededRandom;
  /** Up to three upper-case words from the seed name, for lettering. */
  words: readonly string[];
}

export type ArtworkDrawing = (context: ArtworkContext) => string;

function chroma(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  return Math.max(r, g, b) - Math.min(r, g, b);
}

/** Spreads a palette over roles, deriving whatever colours it does not provide. */
export function artworkRoles(palette: ArtworkPalette): ArtworkRoles {
  const [first = '#e4572e', second, third] = palette;
  const sorted = [...palette].sort((a, b) => luminance(a) - luminance(b));
  const darkest = sorted[0] ?? first;
  const lightest = sorted[sorted.length - 1] ?? first;
  return {
    primary: first,
    secondary: second ?? lighten(first, 0.35),
    accent: third ?? mix(first, '#ffd166', 0.6),
    ink: luminance(darkest) < 0.06 ? darkest : darken(mix(darkest, '#1d2238', 0.6), 0.25),
    paper: luminance(lightest) > 0.8 && chroma(lightest) < 40 ? lightest : '#fbf4e4',
  };
}

/** A circular badge background with an ink ring, the shape most styles sit in. */
export function badge(fill: string, roles: ArtworkRoles, radius = 250, cy = 300): string {
  return `<circle cx="300" cy="${cy}" r="${radius + 12}" fill="${roles.paper}"/><circle cx="300" cy="${cy}" r="${radius}" fill="${fill}" stroke="${roles.ink}" stroke-width="10"/>`;
}

export interface ArtworkTextOptions {
  typeface: Typeface;
  /** Height of the capitals in user units, before shrinking to fit. */
  capHeight: number;
  /** The line's centre (or its left end when aligned left); 300 by default. */
  x?: number;
  align?: TextAlign;
  /** Vertical centre of the capitals. */
  centreY: number;
  /** Shrinks the size until the line fits. */
  maxWidth?: number;
  /** Extra space between letters, in em. */
  tracking?: number;
}

/** A line of glyph outlines centred on a point (or starting at x), its capitals `capHeight` tall unless too wide. */
export function fittedText(text: string, options: ArtworkTextOptions): TextOutline & { capHeight: number } {
  const { typeface, x = 300, align = 'center', centreY, maxWidth, tracking = 0 } = options;
  const capRatio = capHeight(typeface);
  let size = options.capHeight / capRatio;
  const place = () => outlineText(text, { typeface, size, x, y: centreY + (size * capRatio) / 2, tracking, align });
  let outline = place();
  if (maxWidth && outline.box.width > maxWidth) {
    size = (size * maxWidth) / outline.box.width;
    outline = place();
  }
  return { ...outline, capHeight: size * capRatio };
}

/** A ribbon banner across the artwork with lettering on it. */
export function ribbon(text: string, centreY: number, roles: ArtworkRoles, fill = roles.primary, width = 440): string {
  const left = 300 - width / 2;
  const right = 300 + width / 2;
  const top = centreY - 38;
  const bottom = centreY + 38;
  const tail = (x: number, direction: number) =>
    `<path d="M${x} ${top + 18} L${x + direction * 62} ${top + 18} L${x + direction * 44} ${centreY + 10} L${x + direction * 62} ${bottom + 18} L${x} ${bottom + 18} Z" fill="${darken(fill, 0.25)}" stroke="${roles.ink}" stroke-width="8" stroke-linejoin="round"/>`;
  const words = fittedText(text, { typeface: { family: 'Oswald', weight: 600 }, capHeight: 44, centreY, maxWidth: width - 60, tracking: 0.06 });
  return `${tail(left + 30, -1)}${tail(right - 30, 1)}
  <rect x="${left}" y="${top}" width="${width}" height="${bottom - top}" rx="6" fill="${fill}" stroke="${roles.ink}" stroke-width="8"/>
  ${outlinePath(words, roles.paper)}`;
}

/** Lettering that reads on any fabric: a fill colour with a thick ink outline and a paper halo. */
export function outlinedText(
  text: string,
  centreY: number,
  roles: ArtworkRoles,
  options: { typeface: Typeface; capHeight: number; fill?: string; maxWidth?: number; tracking?: number },
): string {
  const words = fittedText(text, {
    typeface: options.typeface,
    capHeight: options.capHeight,
    centreY,
    maxWidth: options.maxWidth ?? 540,
    tracking: options.tracking ?? 0.04,
  });
  if (!words.d) return '';
  // Strokes straddle the glyph edge, so each is twice the width that shows outside it.
  // Sized from the fitted capitals, so a long line shrunk to fit keeps open counters.
  const ink = Math.max(3, words.capHeight * 0.08);
  const halo = ink + Math.max(3, words.capHeight * 0.06);
  const outline = (colour: string, width: number) =>
    `<path fill="none" stroke="${svgColour(colour)}" stroke-width="${(width * 2).toFixed(1)}" stroke-linejoin="round" d="${words.d}"/>`;
  // Ink reads on light fabric, the paper halo around it on dark fabric.
  return `${outline(roles.paper, halo)}${outline(roles.ink, ink)}${outlinePath(words, options.fill ?? roles.paper)}`;
}

/** A five-pointed star centred on a point. */
export function star(cx: number, cy: number, radius: number, fill: string, rotation = 0): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const angle = ((rotation - 90 + index * 36) * Math.PI) / 180;
    const distance = index % 2 === 0 ? radius : radius * 0.45;
    points.push(`${(cx + distance * Math.cos(angle)).toFixed(1)},${(cy + distance * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export function artworkDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">${body}</svg>`;
}
