import type { Glyph, PathCommand } from 'fontkit';
import { loadFont, type Typeface } from './fonts.ts';
import { kerningOf } from './kerning.ts';

// The one text-to-outline path: a line of text in a self-hosted typeface becomes SVG path
// data, straight or bent along an arc, with its measured bounding box. librsvg would draw
// <text> with whatever fonts the machine has, so print files, demo artwork, logos and share
// images all carry the glyph shapes themselves.
//
// Kerning: the glyphs come from the font's character map, one per character and unshaped, so
// each glyph's advance is corrected by the font's own kerning from fontkit's layout
// (kerning.ts), as the browser's canvas kerns by default: the print matches the island's
// screen. Tracking adds on top.

export type TextAlign = 'left' | 'center' | 'right';

export interface TextOutlineOptions {
  typeface: Typeface;
  /** Font size in user units (the em square). */
  size: number;
  /** Where the line is anchored: its left end, centre or right end, per `align`. */
  x: number;
  /** Baseline; for curved text, the baseline at the middle of the arc. */
  y: number;
  align?: TextAlign | undefined;
  /** Extra space after each letter but the last, in em. */
  tracking?: number | undefined;
  /**
   * Degrees of arc the line's advance spans: positive arches upward (the centre of the
   * circle below the text), negative curves downward; 0 is straight. Limited to ±360.
   */
  bend?: number | undefined;
  /** Apply the font's kerning (default), as a canvas does with `fontKerning = 'auto'`. */
  kerning?: boolean | undefined;
  /**
   * What sits on the line (and on the arc, for curved text): the glyphs' baseline (default), or
   * the middle of their em square, as a canvas draws with textBaseline 'middle' (the studio's
   * curved text, Konva's TextPath). The middle is half of the font's normalised typographic
   * ascent minus its descent above the baseline, as browsers place it.
   */
  baseline?: 'alphabetic' | 'middle' | undefined;
}

/** How far above the baseline the middle of the em square lies, in em (OS/2 typographic metrics, normalised to one em). */
export function emMiddle(typeface: Typeface): number {
  const font = loadFont(typeface);
  const ascent = font['OS/2'].typoAscender;
  const descent = Math.abs(font['OS/2'].typoDescender);
  return ascent + descent > 0 ? (ascent - descent) / (2 * (ascent + descent)) : 0;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedGlyph {
  /** The character(s) the glyph draws. */
  text: string;
  /** Path data in user units; empty for spaces. */
  d: string;
  /** Where the glyph's baseline centre sits, and its rotation in degrees (clockwise). */
  x: number;
  y: number;
  rotation: number;
}

export interface TextOutline {
  /** Every glyph's path data, joined. */
  d: string;
  glyphs: PlacedGlyph[];
  /** The ink's exact bounding box. */
  box: Box;
  /** Advance width of the line along its baseline, tracking included. */
  advance: number;
  /** Characters the font has no glyph for (drawn as its .notdef box), for the studio to flag. */
  missing: string[];
}

type Matrix = readonly [number, number, number, number, number, number];

const round = (value: number) => Math.round(value * 100) / 100;

/** Maps a point in font units (y up) through an affine matrix [a b c d e f]. */
function apply([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] {
  return [a * x + c * y + e, b * x + d * y + f];
}

const LETTERS: Record<PathCommand['command'], string> = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };

function pathData(commands: readonly PathCommand[], matrix: Matrix): string {
  let d = '';
  for (const { command, args } of commands) {
    d += LETTERS[command];
    for (let index = 0; index + 1 < args.length; index += 2) {
      const [x, y] = apply(matrix, args[index] as number, args[index + 1] as number);
      d += `${index ? ' ' : ''}${round(x)} ${round(y)}`;
    }
  }
  return d;
}

/** Each glyph's advance in font units, kerning after it included (none after the last). */
function glyphAdvances(text: string, typeface: Typeface, glyphs: readonly Glyph[], kerning: boolean): number[] {
  const kerns = kerning
    ? kerningOf(
        text,
        typeface,
        glyphs.map((glyph) => glyph.id),
      )
    : [];
  return glyphs.map((glyph, index) => glyph.advanceWidth + (kerns[index] ?? 0));
}

/** Advance width of `text` at `size`, kerned unless `kerning` is false, with `tracking` em between letters (none after the last). */
export function textAdvance(text: string, typeface: Typeface, size: number, tracking = 0, kerning = true): number {
  const font = loadFont(typeface);
  const glyphs = font.glyphsForString(text);
  const units = glyphAdvances(text, typeface, glyphs, kerning).reduce((sum, advance) => sum + advance, 0);
  return (units * size) / font.unitsPerEm + tracking * size * Math.max(0, glyphs.length - 1);
}

/** Sets one line of text as glyph outlines. Throws a RangeError for a family or weight not shipped. */
export function outlineText(text: string, options: TextOutlineOptions): TextOutline {
  const { typeface, size, align = 'center', tracking = 0, kerning = true } = options;
  if (!(size > 0) || !Number.isFinite(size)) throw new RangeError(`font size must be a positive number, not ${size}`);
  const bend = Math.max(-360, Math.min(360, options.bend ?? 0));
  const font = loadFont(typeface);
  const scale = size / font.unitsPerEm;
  const lift = options.baseline === 'middle' ? emMiddle(typeface) * size : 0;
  const glyphs: Glyph[] = font.glyphsForString(text);
  const advances = glyphAdvances(text, typeface, glyphs, kerning);
  const advance = advances.reduce((sum, units) => sum + units * scale, 0) + tracking * size * Math.max(0, glyphs.length - 1);
  const sweep = (Math.abs(bend) * Math.PI) / 180;
  const curved = sweep > 1e-6 && advance > 0;
  const radius = curved ? advance / sweep : 0;
  const direction = bend < 0 ? -1 : 1;
  // Half the line's extent along x: its advance when straight, the arc's half chord when bent.
  const half = curved ? (sweep >= Math.PI ? radius : radius * Math.sin(sweep / 2)) : advance / 2;
  const middle = align === 'left' ? options.x + half : align === 'right' ? options.x - half : options.x;

  // One glyph per code point (no shaping); glyph objects are shared per id, so the
  // characters come from the text, not from a cached glyph's codePoints.
  const characters = Array.from(text);
  const placed: PlacedGlyph[] = [];
  const missing: string[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let pen = 0;
  glyphs.forEach((glyph, index) => {
    const width = glyph.advanceWidth * scale;
    // Distance of the glyph's centre from the middle of the line, along the baseline.
    const along = pen + width / 2 - advance / 2;
    let cx = middle + along;
    let cy = options.y;
    let angle = 0;
    if (curved) {
      const theta = along / radius;
      cx = middle + radius * Math.sin(theta);
      cy = options.y + direction * radius * (1 - Math.cos(theta));
      angle = direction * theta;
    }
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    // Font units → glyph-centred, y-down, scaled → rotated upright to the curve → placed.
    const offset = (-glyph.advanceWidth / 2) * scale;
    // With a middle baseline the glyph drops by `lift` along its own down direction, so its em middle sits on the line.
    const matrix: Matrix = [cos * scale, sin * scale, sin * scale, -cos * scale, cx + cos * offset - sin * lift, cy + sin * offset + cos * lift];
    const commands = glyph.path.commands;
    const d = commands.length ? pathData(commands, matrix) : '';
    if (d) {
      // The exact box of the placed outline (curves evaluated), not of its control points.
      const bbox = glyph.path.transform(...matrix).bbox;
      minX = Math.min(minX, bbox.minX);
      maxX = Math.max(maxX, bbox.maxX);
      minY = Math.min(minY, bbox.minY);
      maxY = Math.max(maxY, bbox.maxY);
    }
    const character = characters.length === glyphs.length ? (characters[index] as string) : String.fromCodePoint(...glyph.codePoints);
    if (glyph.id === 0) missing.push(character);
    placed.push({ text: character, d, x: round(cx), y: round(cy), rotation: round((angle * 180) / Math.PI) });
    // The glyph keeps its own width for placing; the pen moves by the kerned advance.
    pen += (advances[index] as number) * scale + (index < glyphs.length - 1 ? tracking * size : 0);
  });
  const box = Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : { x: middle, y: options.y, width: 0, height: 0 };
  return { d: placed.map((glyph) => glyph.d).join(''), glyphs: placed, box, advance, missing };
}

/** A colour fit for an SVG attribute: hex or a CSS colour name, nothing that could break out. */
export function svgColour(colour: string): string {
  if (!/^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(colour)) throw new RangeError(`not a colour: ${colour}`);
  return colour;
}

/** The outline as one filled <path>. */
export function outlinePath(outline: TextOutline, fill: string, attributes = ''): string {
  return outline.d ? `<path fill="${svgColour(fill)}"${attributes ? ` ${attributes}` : ''} d="${outline.d}"/>` : '';
}
