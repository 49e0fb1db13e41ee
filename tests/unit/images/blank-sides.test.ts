// The demo blanks' studio sides, as the seed draws them.
import { describe, expect, it } from 'vitest';
import { GARMENTS, garmentDrawing } from '../../../src/server/studio/images/garments.ts';
import { SLEEVE_AREAS } from '../../../src/server/studio/images/garments/garment-views.ts';
import { BLANK_SIDES, GENDERED_SIDES, cheapestPrintCost } from '../../../src/seed/blank-studios.ts';
import { STUDIO_ALIASES } from '../../../src/lib/studio/studio-routes.ts';

describe('blank sides', () => {
  it('every garment the studio opens on has a drawing and sides', () => {
    expect(GARMENTS).toContain('fitted-t-shirt');
    for (const alias of STUDIO_ALIASES) {
      expect(GARMENTS, alias.path).toContain(alias.garment);
      expect(Object.keys(BLANK_SIDES[alias.garment as (typeof GARMENTS)[number]]).length, alias.path).toBeGreaterThan(0);
    }
  });
  it('prints sleeves only on garments whose drawing has sleeve areas', () => {
    for (const garment of GARMENTS) {
      const sides = Object.keys(BLANK_SIDES[garment]);
      expect(sides.includes('left') || sides.includes('right'), garment).toBe(SLEEVE_AREAS[garment] !== undefined);
    }
  });
  it('stickers and prints print on the front only; a safe inset leaves room inside every area', () => {
    for (const garment of ['sticker', 'art-print', 'landscape-art-print'] as const) expect(Object.keys(BLANK_SIDES[garment])).toEqual(['front']);
    for (const sides of [...Object.values(BLANK_SIDES), ...Object.values(GENDERED_SIDES)]) {
      for (const spec of Object.values(sides)) expect(spec.safeInsetMm * 2).toBeLessThan(Math.min(spec.widthMm, spec.heightMm) / 2);
    }
  });
  it("the women's and kids' tees print smaller, and draw it smaller on the tee", () => {
    expect(GENDERED_SIDES.kids.front).toMatchObject({ widthMm: 230, heightMm: 300 });
    expect(GENDERED_SIDES.womens.front).toMatchObject({ widthMm: 260, heightMm: 360 });
    for (const cut of [GENDERED_SIDES.kids, GENDERED_SIDES.womens]) expect(cut.front!.widthMm).toBeLessThan(BLANK_SIDES['t-shirt'].front!.widthMm);
    // Kids' on the tee drawing, shrunk; women's on the fitted drawing, whose chest is narrower.
    expect(GENDERED_SIDES.kids.front!.boxScale).toBeLessThan(1);
    expect(GENDERED_SIDES.womens).toBe(BLANK_SIDES['fitted-t-shirt']);
    expect(garmentDrawing('fitted-t-shirt').printArea.width).toBeLessThan(garmentDrawing('t-shirt').printArea.width);
  });
  it('the lowest designed price adds the cheapest side', () => {
    expect(cheapestPrintCost(BLANK_SIDES['t-shirt'])).toBe(300);
    expect(cheapestPrintCost(BLANK_SIDES.sticker)).toBe(100);
  });
  it("a paper print's picture sits inside its sheet, portrait and landscape", () => {
    const portrait = garmentDrawing('art-print').printArea;
    const landscape = garmentDrawing('landscape-art-print').printArea;
    expect(portrait.height).toBeGreaterThan(portrait.width);
    expect(landscape.width).toBeGreaterThan(landscape.height);
    // The drawing's box has the physical area's proportions, so the studio draws it true to shape.
    expect(portrait.width / portrait.height).toBeCloseTo(BLANK_SIDES['art-print'].front!.widthMm / BLANK_SIDES['art-print'].front!.heightMm, 2);
    expect(landscape.width / landscape.height).toBeCloseTo(
      BLANK_SIDES['landscape-art-print'].front!.widthMm / BLANK_SIDES['landscape-art-print'].front!.heightMm,
      2,
    );
  });
});
