import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkitten';
import { FONT_FAMILIES, isFontFamilyName, type FontFamilyName } from '../../../themes/fonts.ts';

// The font files the island loads (Fontsource's latin woff2, copied to public/fonts/ by
// scripts/fonts.ts) are the ones the server outlines from, so a print matches the screen.

export interface Typeface {
  family: FontFamilyName;
  /** One of the weights the family ships (themes/fonts.ts). */
  weight: number;
}

const resolvePackage = createRequire(import.meta.url);
const fonts = new Map<string, Font>();

/** The font file's bytes of a typeface; refuses families and weights themes/fonts.ts does not ship. */
export function fontFile({ family, weight }: Typeface): Buffer {
  if (!isFontFamilyName(family)) throw new RangeError(`${String(family)} is not a self-hosted font family`);
  const declared = FONT_FAMILIES[family];
  if (!(declared.weights as readonly number[]).includes(weight)) throw new RangeError(`${family} ships no weight ${weight}`);
  const folder = path.dirname(resolvePackage.resolve(`${declared.package}/package.json`));
  return readFileSync(path.join(folder, 'files', `${declared.package.slice('@fontsource/'.length)}-latin-${weight}-normal.woff2`));
}

/** The parsed font of a typeface; refuses families and weights themes/fonts.ts does not ship. */
export function loadFont(typeface: Typeface): Font {
  const key = `${typeface.family}:${typeface.weight}`;
  let font = fonts.get(key);
  if (!font) {
    const created = create(fontFile(typeface));
    // A .woff2 holds one font; only .ttc/.dfont files are collections.
    if (created.isCollection) throw new TypeError(`${typeface.family} ${typeface.weight} is a font collection`);
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
