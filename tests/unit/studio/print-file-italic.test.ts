// The print matches the screen: an italic text layer prints the family's real
// italic glyphs — the file the studio island draws with — and the island, the design document
// and the print files agree on where italic exists (themes/fonts.ts hasItalic).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create } from 'fontkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { italicOffered } from '../../../islands/studio/studio-fonts.ts';
import { parseDesignDocument, type TextLayer } from '../../../src/schemas/design-document.ts';
import { renderPrintPng } from '../../../src/server/studio/print-files/print-file.ts';
import { textLayerMarkup } from '../../../src/server/studio/print-files/side-svg.ts';
import { loadFont, outlineText } from '../../../src/server/studio/text-outline/index.ts';
import { FONT_FAMILIES, FONT_FAMILY_NAMES, hasItalic, type FontFamilyName } from '../../../themes/fonts.ts';
import { documentWith, textLayer } from './fixtures.ts';

const resolvePackage = createRequire(import.meta.url);

function parsed(overrides: Record<string, unknown>) {
  return parseDesignDocument(documentWith({ front: [textLayer(overrides)] }));
}

function layerOf(overrides: Record<string, unknown>): TextLayer {
  const result = parsed(overrides);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.document.sides.front[0] as TextLayer;
}

/** fontkit's drawing and layout as this test reads them (src/server/studio/text-outline/fontkit.d.ts declares what the outliner uses). */
interface ReferenceFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  layout(text: string, features: Record<string, boolean>): { glyphs: { path: { toSVG(): string } }[]; positions: { xAdvance: number }[] };
}

/** A Fontsource file read straight from its package with fontkit, apart from the outliner's fonts. */
function referenceFont(family: FontFamilyName, weight: number, style: 'normal' | 'italic'): ReferenceFont {
  const folder = path.dirname(resolvePackage.resolve(`${FONT_FAMILIES[family].package}/package.json`));
  const file = `${FONT_FAMILIES[family].package.slice('@fontsource/'.length)}-latin-${weight}-${style}.woff2`;
  return create(readFileSync(path.join(folder, 'files', file))) as unknown as ReferenceFont;
}

/**
 * What a left-aligned line should print as, drawn from a font file directly: fontkit's kerned
 * positions and glyph paths, on Konva's baseline (half the em plus half of ascent − descent).
 */
function referenceSvg(
  font: ReferenceFont,
  text: string,
  sizeMm: number,
  area: { widthMm: number; heightMm: number },
  pixels: { width: number; height: number },
): string {
  const scale = sizeMm / font.unitsPerEm;
  const baseline = (0.5 + (font.ascent + font.descent) / (2 * font.unitsPerEm)) * sizeMm;
  const run = font.layout(text, { liga: false, clig: false, calt: false, dlig: false, rlig: false });
  let pen = 0;
  const paths = run.glyphs.map((glyph, index) => {
    const markup = `<path transform="translate(${pen} 0)" d="${glyph.path.toSVG()}"/>`;
    pen += run.positions[index]!.xAdvance;
    return markup;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" viewBox="0 0 ${area.widthMm} ${area.heightMm}" preserveAspectRatio="none"><g transform="translate(0 ${baseline}) scale(${scale} ${-scale})">${paths.join('')}</g></svg>`;
}

/** Inked (alpha > 50%) pixels of a picture, as a mask. */
async function mask(image: Buffer): Promise<Uint8Array> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const out = new Uint8Array(info.width * info.height);
  for (let index = 0; index < out.length; index += 1) out[index] = (data[index * 4 + 3] as number) > 128 ? 1 : 0;
  return out;
}

/** Pixels inked in one mask and not the other, as a share of the first's ink. */
function mismatch(a: Uint8Array, b: Uint8Array): number {
  let ink = 0;
  let differ = 0;
  for (let index = 0; index < a.length; index += 1) {
    ink += a[index] as number;
    if (a[index] !== b[index]) differ += 1;
  }
  return differ / ink;
}

describe('an italic layer in the print file', () => {
  const italic = layerOf({
    text: 'Gravity',
    fontFamily: 'Playfair Display',
    fontWeight: 400,
    italic: true,
    fontSizeMm: 20,
    colour: '#000000',
    align: 'left',
    xMm: 0,
    yMm: 0,
    widthMm: 80,
    heightMm: 20,
  });
  const upright = { ...italic, italic: false };

  it('is outlined from the italic face, with no synthetic slant', () => {
    const markup = textLayerMarkup(italic);
    expect(markup).not.toContain('skew');
    const typeface = { family: 'Playfair Display', weight: 400, italic: true } as const;
    const font = loadFont(typeface);
    const baseline = (0.5 + (font.ascent + font.descent) / (2 * font.unitsPerEm)) * 20;
    expect(markup).toContain(`d="${outlineText('Gravity', { typeface, size: 20, x: 0, y: baseline, align: 'left' }).d}"`);
    expect(markup).not.toBe(textLayerMarkup(upright));
  });

  it("prints the italic file's glyphs at 300 DPI, pixel for pixel (and not the upright ones)", async () => {
    const area = { widthMm: 80, heightMm: 20 };
    const { png, width, height } = await renderPrintPng([italic], area, new Map());
    const printed = await mask(png);
    const expected = await mask(Buffer.from(referenceSvg(referenceFont('Playfair Display', 400, 'italic'), 'Gravity', 20, area, { width, height })));
    const uprightGlyphs = await mask(Buffer.from(referenceSvg(referenceFont('Playfair Display', 400, 'normal'), 'Gravity', 20, area, { width, height })));
    // Only anti-aliased edge pixels may differ from the reference.
    expect(mismatch(expected, printed)).toBeLessThan(0.02);
    expect(mismatch(uprightGlyphs, printed)).toBeGreaterThan(0.3);
    const uprightPrint = await mask((await renderPrintPng([upright], area, new Map())).png);
    expect(mismatch(uprightGlyphs, uprightPrint)).toBeLessThan(0.02);
  });

  it('keeps curved italic text on its arc, centred in its box', () => {
    const curved = layerOf({
      text: 'Round and round',
      fontFamily: 'Lato',
      fontWeight: 400,
      italic: true,
      fontSizeMm: 10,
      curve: 90,
      xMm: 0,
      yMm: 0,
      widthMm: 90,
      heightMm: 30,
    });
    const markup = textLayerMarkup(curved);
    expect(markup).not.toContain('skew');
    expect(markup).not.toBe(textLayerMarkup({ ...curved, italic: false }));
  });
});

describe('one rule for where italic exists: island, design document and print files agree', () => {
  it('the design document refuses italic for a family without one, and at a weight without an italic file', () => {
    expect(parsed({ fontFamily: 'Lato', fontWeight: 400, italic: true }).ok).toBe(true);
    const noFamily = parsed({ fontFamily: 'Oswald', fontWeight: 400, italic: true });
    expect(noFamily.ok ? [] : noFamily.problems).toEqual(['sides.front[0].italic: Oswald has no italic.']);
    const noWeight = parsed({ fontFamily: 'Lato', fontWeight: 700, italic: true });
    expect(noWeight.ok ? [] : noWeight.problems).toEqual(['sides.front[0].italic: Lato has italic at weight 400 only.']);
  });

  it('for every family and weight: the island offers italic ⇔ the document accepts it ⇔ the print outlines it', () => {
    for (const family of FONT_FAMILY_NAMES) {
      for (const weight of FONT_FAMILIES[family].weights) {
        const offered = italicOffered(family, weight);
        expect(offered, `${family} ${weight}`).toBe(hasItalic(family, weight));
        expect(parsed({ fontFamily: family, fontWeight: weight, italic: true }).ok, `${family} ${weight} document`).toBe(offered);
        let outlined = true;
        try {
          loadFont({ family, weight, italic: true });
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          outlined = false;
        }
        expect(outlined, `${family} ${weight} print`).toBe(offered);
      }
    }
    expect(FONT_FAMILY_NAMES.filter((family) => FONT_FAMILIES[family].weights.some((weight) => italicOffered(family, weight)))).toEqual(
      FONT_FAMILY_NAMES.filter((family) => FONT_FAMILIES[family].italic),
    );
  });
});
