import { describe, expect, it } from 'vitest';
import { outlineText, textAdvance } from '../../../src/server/studio/text-outline/index.ts';
import { kerningOf } from '../../../src/server/studio/text-outline/kerning.ts';
import { loadFont } from '../../../src/server/studio/text-outline/fonts.ts';

const montserrat = { family: 'Montserrat', weight: 800 } as const;
const inter = { family: 'Inter', weight: 700 } as const;
const base = { typeface: montserrat, size: 100, x: 0, y: 100, align: 'left' } as const;

const ids = (text: string, typeface = montserrat) =>
  loadFont(typeface)
    .glyphsForString(text)
    .map((glyph) => glyph.id);

describe("kerning in text outlines (the font's GPOS kern pairs, as a canvas applies them)", () => {
  it.each(['AV', 'To', 'Wa'])('sets "%s" tighter than its letters\' own advances', (pair) => {
    const [first, second] = Array.from(pair) as [string, string];
    for (const typeface of [montserrat, inter]) {
      const kerned = textAdvance(pair, typeface, 100);
      expect(kerned, `${typeface.family}`).toBeLessThan(textAdvance(first, typeface, 100) + textAdvance(second, typeface, 100) - 1);
      expect(textAdvance(pair, typeface, 100, 0, false)).toBeCloseTo(textAdvance(first, typeface, 100) + textAdvance(second, typeface, 100), 6);
    }
  });

  it('narrows the outline\'s ink: width("AV") < width("A") + width("V"), and the V moves left', () => {
    const av = outlineText('AV', base);
    const a = outlineText('A', base);
    const v = outlineText('V', base);
    expect(av.box.width).toBeLessThan(a.box.width + v.box.width);
    const unkerned = outlineText('AV', { ...base, kerning: false });
    expect(av.box.width).toBeLessThan(unkerned.box.width - 1);
    expect(av.glyphs[1]!.x).toBeLessThan(unkerned.glyphs[1]!.x - 1);
    expect(av.glyphs[0]!.x).toBeCloseTo(unkerned.glyphs[0]!.x, 6);
  });

  it('leaves unkerned pairs alone ("HH") and the last letter trails nothing', () => {
    expect(kerningOf('HH', montserrat, ids('HH'))).toEqual([0, 0]);
    const kerns = kerningOf('AVA', montserrat, ids('AVA'));
    expect(kerns[0]).toBeLessThan(0);
    expect(kerns[2]).toBe(0);
  });

  it('keeps one glyph per letter: no ligature for "fi", so curves and spacing still go letter by letter', () => {
    const outline = outlineText('fit', base);
    expect(outline.glyphs.map((glyph) => glyph.text)).toEqual(['f', 'i', 't']);
  });

  it('adds letter spacing on top of kerning', () => {
    const plain = outlineText('AVAT', base);
    const tracked = outlineText('AVAT', { ...base, tracking: 0.1 });
    expect(tracked.advance).toBeCloseTo(plain.advance + 3 * 10, 6);
  });

  it('keeps curved text kerned: the arc spans the kerned advance', () => {
    const straight = outlineText('WAVE', { ...base, align: 'center' });
    const curved = outlineText('WAVE', { ...base, align: 'center', bend: 90 });
    expect(curved.advance).toBeCloseTo(straight.advance, 6);
    expect(curved.advance).toBeLessThan(textAdvance('WAVE', montserrat, 100, 0, false) - 1);
    // Glyphs rotate upright to the curve, symmetric about the middle.
    const rotations = curved.glyphs.map((glyph) => glyph.rotation);
    expect(rotations[0]).toBeLessThan(0);
    expect(rotations[3]).toBeGreaterThan(0);
  });

  it('falls back to no kerning when the glyph runs do not line up', () => {
    expect(kerningOf('AV', montserrat, [1])).toEqual([0]);
    expect(kerningOf('AV', montserrat, [999, 998])).toEqual([0, 0]);
  });
});
