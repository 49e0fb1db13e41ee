import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { capHeight, lettering, letteringWidth } from '../../../src/server/studio/images/lettering.ts';
import { drawLogo, renderLogo, LOGO_HEIGHT, type BrandMark } from '../../../src/server/studio/images/brand/logo.ts';
import { renderShareImage, SHARE_IMAGE_SIZE } from '../../../src/server/studio/images/brand/share-image.ts';
import { DEMO_STORES } from '../../../src/seed/stores.ts';

const inter = { family: 'Inter', weight: 700 } as const;

describe('lettering (text as outlines from the self-hosted fonts)', () => {
  it('draws one glyph outline per visible letter, from the font file', () => {
    const line = lettering('Tees', { typeface: inter, size: 100, x: 0, y: 100, fill: '#2e3a44' });
    expect(line.svg.match(/<path /g)).toHaveLength(4);
    expect(line.svg).toContain('fill="#2e3a44"');
    // A space has no outline but moves the pen.
    expect(lettering('T s', { typeface: inter, size: 100, x: 0, y: 100, fill: '#000' }).svg.match(/<path /g)).toHaveLength(2);
  });
  it('measures widths from the glyph advances, tracking between letters only', () => {
    const plain = letteringWidth('NORTH', inter, 100);
    expect(plain).toBeGreaterThan(300);
    expect(letteringWidth('NORTH', inter, 200)).toBeCloseTo(plain * 2, 5);
    expect(letteringWidth('NORTH', inter, 100, 0.5)).toBeCloseTo(plain + 4 * 50, 5);
    // Different typefaces, different shapes.
    expect(letteringWidth('NORTH', { family: 'Roboto Slab', weight: 700 }, 100)).not.toBeCloseTo(plain, 0);
  });
  it('centres a line on x when anchored in the middle', () => {
    const line = lettering('AB', { typeface: inter, size: 50, x: 500, y: 60, fill: '#000', anchor: 'middle' });
    // The first glyph's outline starts near the line's left end (A has almost no side bearing).
    const first = /d="M([\d.]+) /.exec(line.svg)?.[1];
    expect(Number(first)).toBeGreaterThanOrEqual(500 - line.width / 2 - 0.01);
    expect(Number(first)).toBeLessThan(500 - line.width / 2 + 5);
  });
  it('knows cap heights and refuses weights a family does not ship', () => {
    expect(capHeight(inter)).toBeGreaterThan(0.6);
    expect(capHeight(inter)).toBeLessThan(0.8);
    expect(() => letteringWidth('x', { family: 'Inter', weight: 300 }, 10)).toThrow(/no weight 300/);
  });
});

describe('demo logos and share images', () => {
  for (const store of DEMO_STORES) {
    const mark: BrandMark = store.brand.mark;

    it(`${store.companyName}: a wide logo on a transparent ground, emblem and words in its colours`, async () => {
      const svg = renderLogo(mark).toString();
      expect(svg).toContain(`fill="${mark.colours.name}"`);
      expect(svg).toContain(`fill="${mark.colours.descriptor}"`);
      const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      expect(info.height).toBe(LOGO_HEIGHT);
      expect(info.width / info.height).toBeGreaterThan(3);
      expect(info.width / info.height).toBeLessThan(6);
      // Corners are see-through: the logo sits on any header.
      expect(data[3]).toBe(0);
      expect(data[(info.width * info.height - 1) * 4 + 3]).toBe(0);
      // Something is drawn: a good share of the pixels are opaque.
      let opaque = 0;
      for (let at = 3; at < data.length; at += 4) if (data[at]! > 200) opaque += 1;
      expect(opaque / (info.width * info.height)).toBeGreaterThan(0.12);
    });

    it(`${store.companyName}: the logo scales as one drawing`, () => {
      const small = drawLogo(mark, 72);
      const large = drawLogo(mark, 144);
      expect(large.width).toBeCloseTo(small.width * 2, -1);
    });

    it(`${store.companyName}: a 1200 × 630 opaque share image`, async () => {
      const source = renderShareImage({
        brand: mark,
        palette: store.palette,
        tagline: store.tagline,
        taglineTypeface: store.brand.taglineTypeface,
        paper: store.brand.paper,
        seed: store.subdomain,
      });
      const { data, info } = await sharp(source).raw().toBuffer({ resolveWithObject: true });
      expect({ width: info.width, height: info.height }).toEqual(SHARE_IMAGE_SIZE);
      for (let at = 3; at < data.length; at += 4 * 997) expect(data[at]).toBe(255);
      // The card in the middle is the theme's paper colour.
      const centre = (Math.round(info.height * 0.5 + 120) * info.width + 250) * 4;
      const paper = `#${[data[centre]!, data[centre + 1]!, data[centre + 2]!].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
      expect(paper).toBe(store.brand.paper);
    });
  }
});
