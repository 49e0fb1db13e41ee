import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkitten';
import { FONT_FAMILIES, type FontFamilyName } from '../../../themes/fonts.ts';

// Words set in the self-hosted theme fonts, as SVG outlines: librsvg would draw <text>
// with whatever fonts the machine has (DESIGN: sharp's fontfile silently falls back),
// so logos and share images carry the glyph shapes themselves, read from Fontsource's
// woff2 files.

export interface Typeface {
  family: FontFamilyName;
  /** One of the weights the family ships (themes/fonts.ts). */
  weight: number;
}

export interface LetteringOptions {
  typeface: Typeface;
  /** Font size in pixels (the em square). */
  size: number;
  /** Left edge (anchor start) or centre (anchor middle) of the line. */
  x: number;
  /** Baseline. */
  y: number;
  fill: string;
  /** Extra space after each letter, in em. */
  tracking?: number;
  anchor?: 'start' | 'middle';
}

export interface Lettering {
  /** A <path> with every glyph of the line. */
  svg: string;
  /** Advance width of the whole line, in pixels. */
  width: number;
}

const resolvePackage = createRequire(import.meta.url);
const fonts = new Map<string, Font>();

function loadFont({ family, weight }: Typeface): Font {
  const declared = FONT_FAMILIES[family];
  if (!(declared.weights as readonly number[]).includes(weight)) throw new RangeError(`${family} ships no weight ${weight}`);
  const key = `${family}:${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const folder = path.dirname(resolvePackage.resolve(`${declared.package}/package.json`));
    const file = path.join(folder, 'files', `${declared.package.slice('@fontsource/'.length)}-latin-${weight}-normal.woff2`);
    const created = create(readFileSync(file));
    // A .woff2 holds one font; only .ttc/.dfont files are collections.
    if (created.isCollection) throw new TypeError(`${file} is a font collection`);
    font = created;
    fonts.set(key, font);
  }
  return font;
}

/** Advance width of `text` at `size` px, with `tracking` em between letters (none after the last). */
export function letteringWidth(text: string, typeface: Typeface, size: number, tracking = 0): number {
  const font = loadFont(typeface);
  const scale = size / font.unitsPerEm;
  const glyphs = font.glyphsForString(text);
  return glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth * scale, 0) + tracking * size * Math.max(0, glyphs.length - 1);
}

/** Cap height of a typeface as a fraction of its size: for fitting words to a box. */
export function capHeight(typeface: Typeface): number {
  const font = loadFont(typeface);
  return font.capHeight / font.unitsPerEm;
}

/** One line of text as outlined glyphs. */
export function lettering(text: string, options: LetteringOptions): Lettering {
  const { typeface, size, fill, tracking = 0, anchor = 'start' } = options;
  const font = loadFont(typeface);
  const scale = size / font.unitsPerEm;
  const width = letteringWidth(text, typeface, size, tracking);
  let x = anchor === 'middle' ? options.x - width / 2 : options.x;
  const parts: string[] = [];
  for (const glyph of font.glyphsForString(text)) {
    const outline = glyph.path.toSVG();
    // Font units are y-up from the baseline; SVG is y-down.
    if (outline) parts.push(`<path transform="translate(${x.toFixed(2)} ${options.y.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${outline}"/>`);
    x += glyph.advanceWidth * scale + tracking * size;
  }
  return { svg: `<g fill="${fill}">${parts.join('')}</g>`, width };
}
