import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { FONT_FAMILIES, hasItalic, isFontFamilyName, shippedFace, type FontFamilyName } from '../../../../themes/fonts.ts';

// The font files the island loads (Fontsource's latin woff2, copied to public/fonts/ by
// scripts/fonts.ts) are the ones the server outlines from, so a print matches the screen:
// themes/fonts.ts shippedFace names the file for both, the italic face included.

export interface Typeface {
  family: FontFamilyName;
  /** One of the weights the family ships (themes/fonts.ts). */
  weight: number;
  /** The family's real italic face (`…-latin-{weight}-italic.woff2`), where one ships at this weight. */
  italic?: boolean | undefined;
}

const resolvePackage = createRequire(import.meta.url);
const fonts = new Map<string, Font>();

/** Cache key of a face: family, weight and style. */
export const faceKey = ({ family, weight, italic }: Typeface) => `${family}:${weight}:${italic ? 'italic' : 'normal'}`;

/** The font file's bytes of a typeface; refuses families, weights and italics themes/fonts.ts does not ship. */
export function fontFile({ family, weight, italic = false }: Typeface): Buffer {
  if (!isFontFamilyName(family)) throw new RangeError(`${String(family)} is not a self-hosted font family`);
  const declared = FONT_FAMILIES[family];
  if (!(declared.weights as readonly number[]).includes(weight)) throw new RangeError(`${family} ships no weight ${weight}`);
  if (italic && !hasItalic(family, weight))
    throw new RangeError(declared.italic ? `${family} ships no italic at weight ${weight}` : `${family} ships no italic`);
  const face = shippedFace(family, weight, italic);
  if (!face) throw new RangeError(`${family} ships no ${italic ? 'italic' : 'upright'} face at weight ${weight}`);
  const folder = path.dirname(resolvePackage.resolve(`${declared.package}/package.json`));
  return readFileSync(path.join(folder, 'files', face.file));
}

/** The parsed font of a typeface (once per family, weight and style), for its glyphs and its layout; refuses what fontFile refuses. */
export function loadFont(typeface: Typeface): Font {
  const key = faceKey(typeface);
  let font = fonts.get(key);
  if (!font) {
    const created = create(fontFile(typeface));
    // A .woff2 holds one font; only .ttc/.dfont files are collections.
    if ('fonts' in created) throw new TypeError(`${faceKey(typeface)} is a font collection`);
    font = created;
    fonts.set(key, font);
  }
  return font;
}

/** Cap height of a typeface as a fraction of its size: for fitting words to a box. */
export function capHeight(typeface: Typeface): number {
  const font = loadFont(typeface);
  return font.capHeight / font.unitsPerEm;
}
