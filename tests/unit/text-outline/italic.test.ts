// The print matches the screen: an italic text layer is outlined from the
// family's real italic face — the very Fontsource file the studio island loads — not from the
// upright one slanted. The italic file is read here independently with fontkit.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { fontFile, loadFont, type Typeface } from '../../../src/server/studio/text-outline/fonts.ts';
import { outlineText, textAdvance } from '../../../src/server/studio/text-outline/index.ts';
import { FONT_FAMILIES, FONT_FAMILY_NAMES, fontFaces, hasItalic } from '../../../themes/fonts.ts';

const resolvePackage = createRequire(import.meta.url);

/** fontkit's glyph drawing as this test reads it (src/server/studio/text-outline/fontkit.d.ts declares what the outliner uses). */
interface DrawnGlyph {
  id: number;
  advanceWidth: number;
  path: { commands: { command: string; args: number[] }[] };
}
interface DrawingFont {
  unitsPerEm: number;
  italicAngle: number;
  subfamilyName: string;
  glyphsForString(text: string): DrawnGlyph[];
}

/** The italic file read straight from the Fontsource package, with fontkit, apart from the outliner's fonts. */
function italicFileFont(family: keyof typeof FONT_FAMILIES, weight: number): DrawingFont {
  const folder = path.dirname(resolvePackage.resolve(`${FONT_FAMILIES[family].package}/package.json`));
  const file = `${FONT_FAMILIES[family].package.slice('@fontsource/'.length)}-latin-${weight}-italic.woff2`;
  return create(readFileSync(path.join(folder, 'files', file))) as unknown as DrawingFont;
}

const LETTERS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as Record<string, string>;
const round = (value: number) => Math.round(value * 100) / 100;

/** A glyph's path as outlineText writes it at size = unitsPerEm, left end at 0, baseline at 0: y flipped, nothing else. */
function expectedPath(glyph: DrawnGlyph): string {
  return glyph.path.commands
    .map(({ command, args }) => {
      const points: string[] = [];
      for (let index = 0; index + 1 < args.length; index += 2) points.push(`${round(args[index]!)} ${round(-args[index + 1]!)}`);
      return LETTERS[command] + points.join(' ');
    })
    .join('');
}

const latoItalic: Typeface = { family: 'Lato', weight: 400, italic: true };
const latoUpright: Typeface = { family: 'Lato', weight: 400 };

describe("italic outlines come from the family's italic file", () => {
  it.each(['Lato', 'Playfair Display', 'Montserrat', 'Fraunces'] as const)(
    "%s italic: each glyph is the italic file's glyph, and not the upright one",
    (family) => {
      const reference = italicFileFont(family, 400);
      const size = reference.unitsPerEm;
      for (const letter of ['a', 'f', 'g', 'R']) {
        const italic = outlineText(letter, { typeface: { family, weight: 400, italic: true }, size, x: 0, y: 0, align: 'left', kerning: false });
        const upright = outlineText(letter, { typeface: { family, weight: 400 }, size, x: 0, y: 0, align: 'left', kerning: false });
        const [glyph] = reference.glyphsForString(letter);
        expect(glyph!.id, letter).not.toBe(0);
        expect(italic.glyphs[0]!.d, `${family} ${letter}`).toBe(expectedPath(glyph!));
        expect(italic.d).not.toBe(upright.d);
      }
    },
  );

  it("loads a slanted face (the italic file's own italic angle), cached apart from the upright face", () => {
    const italic = loadFont(latoItalic);
    expect(italic.italicAngle).toBeLessThan(0);
    expect(italic.italicAngle).toBe(italicFileFont('Lato', 400).italicAngle);
    expect(loadFont(latoUpright).italicAngle).toBe(0);
    expect(loadFont({ ...latoItalic })).toBe(italic);
    expect(loadFont({ family: 'Lato', weight: 400, italic: false })).toBe(loadFont(latoUpright));
    expect(loadFont(latoUpright)).not.toBe(italic);
  });

  it('reads the same file the island loads (themes/fonts.ts fontFaces, copied to public/fonts/)', () => {
    const face = fontFaces('Lato').find((candidate) => candidate.style === 'italic')!;
    expect(face.file).toBe('lato-latin-400-italic.woff2');
    const folder = path.dirname(resolvePackage.resolve('@fontsource/lato/package.json'));
    expect(fontFile(latoItalic).equals(readFileSync(path.join(folder, 'files', face.file)))).toBe(true);
  });

  it('refuses an italic the family does not ship: no italic at all, or not at that weight', () => {
    expect(() => loadFont({ family: 'Oswald', weight: 400, italic: true })).toThrow(RangeError);
    expect(() => outlineText('Hi', { typeface: { family: 'Bebas Neue', weight: 400, italic: true }, size: 10, x: 0, y: 0 })).toThrow(
      /Bebas Neue ships no italic/,
    );
    expect(() => loadFont({ family: 'Lato', weight: 700, italic: true })).toThrow(/Lato ships no italic at weight 700/);
    expect(() => textAdvance('Hi', { family: 'Lato', weight: 900, italic: true }, 10)).toThrow(RangeError);
  });

  it('outlines every italic the registry ships, and refuses every other family and weight', () => {
    for (const family of FONT_FAMILY_NAMES) {
      for (const weight of FONT_FAMILIES[family].weights) {
        const typeface: Typeface = { family, weight, italic: true };
        if (hasItalic(family, weight)) expect(outlineText('Ag', { typeface, size: 10, x: 0, y: 10 }).missing, family).toEqual([]);
        else expect(() => outlineText('Ag', { typeface, size: 10, x: 0, y: 10 }), `${family} ${weight}`).toThrow(RangeError);
      }
    }
  });
});

describe('italic keeps kerning, tracking and curves', () => {
  const base = { typeface: latoItalic, size: 100, x: 0, y: 100, align: 'left' } as const;

  it("kerns with the italic file's own pairs", () => {
    const kerned = textAdvance('AV', latoItalic, 100);
    expect(kerned).toBeLessThan(textAdvance('AV', latoItalic, 100, 0, false) - 1);
    const av = outlineText('AV', base);
    const unkerned = outlineText('AV', { ...base, kerning: false });
    expect(av.glyphs[1]!.x).toBeLessThan(unkerned.glyphs[1]!.x - 1);
    // The italic's advances are its own, not the upright's.
    expect(textAdvance('Hamburgefonts', latoItalic, 100, 0, false)).not.toBeCloseTo(textAdvance('Hamburgefonts', latoUpright, 100, 0, false), 1);
  });

  it('adds tracking between letters', () => {
    expect(outlineText('Italic', { ...base, tracking: 0.2 }).advance).toBeCloseTo(outlineText('Italic', base).advance + 5 * 20, 6);
  });

  it('bends along an arc, each italic letter rotated upright to the curve', () => {
    const straight = outlineText('Curved', { ...base, align: 'center' });
    const curved = outlineText('Curved', { ...base, align: 'center', bend: 120 });
    expect(curved.advance).toBeCloseTo(straight.advance, 6);
    expect(curved.glyphs[0]!.rotation).toBeLessThan(0);
    expect(curved.glyphs[5]!.rotation).toBeGreaterThan(0);
    expect(curved.d).not.toBe(outlineText('Curved', { ...base, typeface: latoUpright, align: 'center', bend: 120 }).d);
  });
});
