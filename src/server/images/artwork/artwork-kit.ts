import { darken, hexToRgb, lighten, luminance, mix } from '../colour-math.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { strokeText } from '../stroke-font.ts';

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

/** A ribbon banner across the artwork with lettering on it. */
export function ribbon(text: string, centreY: number, roles: ArtworkRoles, fill = roles.primary, width = 440): string {
  const left = 300 - width / 2;
  const right = 300 + width / 2;
  const top = centreY - 38;
  const bottom = centreY + 38;
  const tail = (x: number, direction: number) =>
    `<path d="M${x} ${top + 18} L${x + direction * 62} ${top + 18} L${x + direction * 44} ${centreY + 10} L${x + direction * 62} ${bottom + 18} L${x} ${bottom + 18} Z" fill="${darken(fill, 0.25)}" stroke="${roles.ink}" stroke-width="8" stroke-linejoin="round"/>`;
  return `${tail(left + 30, -1)}${tail(right - 30, 1)}
  <rect x="${left}" y="${top}" width="${width}" height="${bottom - top}" rx="6" fill="${fill}" stroke="${roles.ink}" stroke-width="8"/>
  ${strokeText(text, { capHeight: 40, centreX: 300, centreY, maxWidth: width - 60, fill: roles.paper, weight: 0.2 })}`;
}

/** Lettering that reads on any fabric: a fill colour with a thick ink outline. */
export function outlinedText(text: string, centreY: number, roles: ArtworkRoles, options: { capHeight: number; fill?: string; maxWidth?: number; tracking?: number }): string {
  return strokeText(text, {
    capHeight: options.capHeight,
    centreX: 300,
    centreY,
    maxWidth: options.maxWidth ?? 540,
    fill: options.fill ?? roles.paper,
    weight: 0.2,
    tracking: options.tracking ?? 0.14,
    // Ink reads on light fabric, the paper halo around it on dark fabric.
    outlines: [
      { colour: roles.ink, width: Math.max(5, options.capHeight * 0.09) },
      { colour: roles.paper, width: Math.max(4, options.capHeight * 0.06) },
    ],
  });
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
