import { describe, expect, it } from 'vitest';
import { clampFocalPoint, imageUrlFor, MIN_RESPONSIVE_STEP, nearestWidth, responsiveWidths, RESPONSIVE_STEPS, srcsetFor } from '../../../src/lib/images.ts';
import type { Image } from '../../../src/schemas/image.ts';

function imageWith(widths: number[]): Image {
  const sizes: Record<string, string> = {};
  for (const width of widths) sizes[String(width)] = `/media/abc-${width}.webp`;
  const largest = Math.max(...widths, 1);
  return { id: 'abc', original: `/media/abc-${largest}.webp`, position: 0, altText: '', color: null, width: largest, height: largest, sizes };
}

describe('responsiveWidths (5 steps, min step 256)', () => {
  it('gives 5 steps from 256 up to the original for product and banner originals', () => {
    expect(responsiveWidths(1280)).toEqual([256, 384, 576, 848, 1280]);
    expect(responsiveWidths(1920)).toEqual([256, 416, 704, 1168, 1920]);
    expect(responsiveWidths(600)).toEqual([256, 320, 384, 480, 600]);
  });

  it('keeps a single step for originals at or below the minimum step', () => {
    expect(responsiveWidths(256)).toEqual([256]);
    expect(responsiveWidths(120)).toEqual([120]);
  });

  it('drops steps that round to the same or a too-close width for small originals', () => {
    expect(responsiveWidths(300)).toEqual([256, 300]);
    expect(responsiveWidths(270)).toEqual([270]);
  });

  it('always ends at the original, ascends, and never exceeds 5 steps', () => {
    for (const original of [257, 333, 512, 777, 1024, 1110, 2400, 4000]) {
      const widths = responsiveWidths(original);
      expect(widths.length).toBeLessThanOrEqual(RESPONSIVE_STEPS);
      expect(widths.at(-1)).toBe(original);
      expect(widths[0]).toBeGreaterThanOrEqual(MIN_RESPONSIVE_STEP);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      expect(new Set(widths).size).toBe(widths.length);
    }
  });

  it('rejects widths that are not positive', () => {
    expect(() => responsiveWidths(0)).toThrow(RangeError);
    expect(() => responsiveWidths(Number.NaN)).toThrow(RangeError);
  });
});

describe('imageUrlFor (exact size, otherwise the nearest width)', () => {
  const image = imageWith([256, 384, 576, 848, 1280]);

  it('returns the exact size when it exists', () => {
    expect(imageUrlFor(image, 576)).toBe('/media/abc-576.webp');
  });

  it('returns the nearest width between two sizes', () => {
    expect(imageUrlFor(image, 600)).toBe('/media/abc-576.webp');
    expect(imageUrlFor(image, 800)).toBe('/media/abc-848.webp');
  });

  it('breaks a tie towards the larger, sharper rendition', () => {
    expect(nearestWidth(image, 480)).toBe(576);
  });

  it('returns the smallest below the smallest and the largest above the largest', () => {
    expect(imageUrlFor(image, 10)).toBe('/media/abc-256.webp');
    expect(imageUrlFor(image, 5000)).toBe('/media/abc-1280.webp');
  });

  it('falls back to the original when an image has no sizes', () => {
    expect(imageUrlFor({ ...image, sizes: {} }, 600)).toBe(image.original);
  });
});

describe('srcsetFor', () => {
  it('resolves the pod widths to stored ones and drops duplicates', () => {
    expect(srcsetFor(imageWith([256, 384, 576, 848, 1280]))).toBe('/media/abc-576.webp 576w, /media/abc-848.webp 848w, /media/abc-1280.webp 1280w');
  });

  it('collapses to one entry for a single-size image', () => {
    expect(srcsetFor(imageWith([200]))).toBe('/media/abc-200.webp 200w');
  });

  it('takes explicit widths', () => {
    expect(srcsetFor(imageWith([256, 320, 384, 480, 600]), [256, 600])).toBe('/media/abc-256.webp 256w, /media/abc-600.webp 600w');
  });
});

describe('clampFocalPoint (clamped 0–1)', () => {
  it('clamps each axis', () => {
    expect(clampFocalPoint({ x: -0.5, y: 1.7 })).toEqual({ x: 0, y: 1 });
    expect(clampFocalPoint({ x: 0.25, y: 0.75 })).toEqual({ x: 0.25, y: 0.75 });
  });

  it('centres a missing number', () => {
    expect(clampFocalPoint({ x: Number.NaN, y: 0 })).toEqual({ x: 0.5, y: 0 });
  });
});
