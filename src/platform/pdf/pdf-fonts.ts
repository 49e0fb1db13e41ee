import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FONT_FAMILIES, isFontFamilyName, LATIN_UNICODE_RANGE, type FontFamilyName } from '../../../themes/fonts.ts';

// The invoice PDF is set in the store's own self-hosted type: the Fontsource `.woff` files
// of the theme's families (pdfkit's subsetter crashes on woff2, DESIGN "invoices").

const require = createRequire(import.meta.url);

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
  family: FontFamilyName;
}

const loaded = new Map<string, Promise<PdfFonts>>();

function nearest(weights: readonly number[], wanted: number): number {
  return [...weights].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted))[0] ?? 400;
}

async function load(family: FontFamilyName): Promise<PdfFonts> {
  const { package: name, weights } = FONT_FAMILIES[family];
  const dir = path.join(path.dirname(require.resolve(`${name}/package.json`)), 'files');
  const id = name.slice('@fontsource/'.length);
  const file = (weight: number) => path.join(dir, `${id}-latin-${weight}-normal.woff`);
  const [regular, bold] = await Promise.all([readFile(file(nearest(weights, 400))), readFile(file(nearest(weights, 700)))]);
  return { regular, bold, family };
}

/** The regular and bold faces of `family` (Lato when the name is not a self-hosted family), read once per process. */
export function pdfFonts(family: string): Promise<PdfFonts> {
  const name: FontFamilyName = isFontFamilyName(family) ? family : 'Lato';
  let fonts = loaded.get(name);
  if (!fonts) {
    fonts = load(name);
    fonts.catch(() => loaded.delete(name));
    loaded.set(name, fonts);
  }
  return fonts;
}

const RANGES = LATIN_UNICODE_RANGE.split(',').map((range) => {
  const [from = '0', to] = range.replace(/U\+/g, '').split('-');
  return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
});

/** Every character of `text` has a glyph in the latin subset the fonts carry. */
export function coveredByFonts(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!RANGES.some(([from, to]) => code >= from && code <= to)) return false;
  }
  return true;
}
