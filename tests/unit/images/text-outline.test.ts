import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { capHeight, outlinePath, outlineText, textAdvance } from '../../../src/server/studio/text-outline/index.ts';
import { FONT_FAMILIES, FONT_FAMILY_NAMES } from '../../../themes/fonts.ts';

const inter = { family: 'Inter', weight: 700 } as const;
const base = { typeface: inter, size: 100, x: 0, y: 100 } as const;

describe("outlineText: the studio's one text-to-outline path", () => {
  it('outlines every family and weight themes/fonts.ts ships', () => {
    for (const family of FONT_FAMILY_NAMES) {
      for (const weight of FONT_FAMILIES[family].weights) {
        const outline = outlineText('Ag', { ...base, typeface: { family, weight } });
        expect(outline.d, `${family} ${weight}`).toMatch(/^M[\d.-]+ [\d.-]+/);
        expect(outline.box.width).toBeGreaterThan(0);
      }
    }
    // Parses every font file the themes ship on first use: work, not a speed claim.
  }, 60_000);

  it('measures a straight line: advance, box on the baseline, cap height from the font', () => {
    const outline = outlineText('HH', { ...base, align: 'left' });
    expect(outline.advance).toBeCloseTo(textAdvance('HH', inter, 100), 6);
    // H sits on the baseline and reaches the cap height.
    expect(outline.box.y + outline.box.height).toBeCloseTo(100, 0);
    expect(outline.box.height).toBeCloseTo(capHeight(inter) * 100, 0);
    expect(outline.box.x).toBeGreaterThan(0);
    expect(outline.box.x + outline.box.width).toBeLessThan(outline.advance);
    expect(outline.glyphs.map((glyph) => glyph.rotation)).toEqual([0, 0]);
  });

  it('grows with letter spacing: tracking em after every letter but the last', () => {
    const plain = outlineText('NORTH', base);
    const tracked = outlineText('NORTH', { ...base, tracking: 0.25 });
    expect(tracked.advance).toBeCloseTo(plain.advance + 4 * 25, 6);
    expect(tracked.box.width).toBeCloseTo(plain.box.width + 4 * 25, 1);
    expect(outlineText('NORTH', { ...base, size: 200 }).advance).toBeCloseTo(plain.advance * 2, 6);
  });

  it('aligns on x: left starts there, centre straddles it, right ends there', () => {
    const left = outlineText('Tees', { ...base, x: 400, align: 'left' });
    const centre = outlineText('Tees', { ...base, x: 400, align: 'center' });
    const right = outlineText('Tees', { ...base, x: 400, align: 'right' });
    const width = left.advance;
    expect(centre.box.x).toBeCloseTo(left.box.x - width / 2, 1);
    expect(right.box.x).toBeCloseTo(left.box.x - width, 1);
    // The last glyph's advance ends exactly at x (the ink stops at its right side bearing).
    const last = right.glyphs.at(-1);
    const lastAdvance = textAdvance('s', inter, 100);
    expect((last?.x ?? 0) + lastAdvance / 2).toBeCloseTo(400, 1);
    expect(right.box.x + right.box.width).toBeLessThanOrEqual(400);
    expect(right.box.x + right.box.width).toBeGreaterThan(390);
  });

  it('bends a line along an arc, each glyph rotated upright to the curve', () => {
    const arch = outlineText('CURVED', { ...base, x: 300, bend: 90 });
    const rotations = arch.glyphs.map((glyph) => glyph.rotation);
    // Left of the middle leans left, right of it leans right, increasing along the line.
    expect(rotations[0]).toBeLessThan(-30);
    expect(rotations.at(-1)).toBeGreaterThan(30);
    expect([...rotations].sort((a, b) => a - b)).toEqual(rotations);
    // The whole line spans the bend: the outer glyphs' angles differ by a little under 90°.
    expect((rotations.at(-1) ?? 0) - (rotations[0] ?? 0)).toBeGreaterThan(60);
    expect((rotations.at(-1) ?? 0) - (rotations[0] ?? 0)).toBeLessThan(90);
    // An arch's ends drop below the middle's baseline; a smile's rise above it.
    expect(arch.glyphs[0]?.y).toBeGreaterThan(100);
    const smile = outlineText('CURVED', { ...base, x: 300, bend: -90 });
    expect(smile.glyphs[0]?.y).toBeLessThan(100);
    expect(smile.glyphs[0]?.rotation).toBeCloseTo(-(rotations[0] ?? 0), 5);
    // Symmetric about x when centred; the curve adds height to the line.
    const mirrored = outlineText('HOOH', { ...base, x: 300, bend: 90 }).glyphs;
    expect((mirrored[0]?.x ?? 0) + (mirrored.at(-1)?.x ?? 0)).toBeCloseTo(600, 1);
    expect(mirrored[0]?.y).toBeCloseTo(mirrored.at(-1)?.y ?? 0, 5);
    expect(arch.box.height).toBeGreaterThan(outlineText('CURVED', { ...base, x: 300 }).box.height + 20);
  });

  it('names the characters the font cannot draw', () => {
    expect(outlineText('Café', base).missing).toEqual([]);
    expect(outlineText('Hi ✓ 漢', base).missing).toEqual(['✓', '漢']);
  });

  it('refuses a weight or family that is not shipped, and a bad size or colour', () => {
    expect(() => outlineText('x', { ...base, typeface: { family: 'Inter', weight: 300 } })).toThrow(/no weight 300/);
    expect(() => outlineText('x', { ...base, typeface: { family: 'Comic Sans' as 'Inter', weight: 400 } })).toThrow(/not a self-hosted/);
    expect(() => outlineText('x', { ...base, size: 0 })).toThrow(RangeError);
    expect(() => outlinePath(outlineText('x', base), '"/><script>')).toThrow(/not a colour/);
  });

  it('draws where it measures: rendered ink fills the measured box', async () => {
    const outline = outlineText('Print', { typeface: { family: 'Archivo Black', weight: 400 }, size: 120, x: 200, y: 150, bend: 40 });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">${outlinePath(outline, '#000000')}</svg>`;
    const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (let index = 0; index < data.length; index += 1) {
      if ((data[index] ?? 0) < 128) continue;
      const x = index % info.width;
      const y = Math.floor(index / info.width);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    // The measured box is the ink's, to the pixel.
    expect(minX).toBeGreaterThanOrEqual(Math.floor(outline.box.x) - 1);
    expect(maxX).toBeLessThanOrEqual(Math.ceil(outline.box.x + outline.box.width) + 1);
    expect(minY).toBeGreaterThanOrEqual(Math.floor(outline.box.y) - 1);
    expect(maxY).toBeLessThanOrEqual(Math.ceil(outline.box.y + outline.box.height) + 1);
    expect(maxX - minX).toBeGreaterThan(outline.box.width - 3);
    expect(maxY - minY).toBeGreaterThan(outline.box.height - 3);
  });
});
