import { describe, expect, it } from 'vitest';
import { dpiAt, imageResolution, largestPrintWidthMm, resolutionStatus } from '../../../src/lib/studio/print-resolution.ts';
import { DesignDocument, type ImageLayer } from '../../../src/schemas/design-document.ts';
import { documentWith, imageLayer } from './fixtures.ts';

const image = (overrides: Record<string, unknown>) => DesignDocument.parse(documentWith({ front: [imageLayer(overrides)] })).sides.front[0] as ImageLayer;

describe('print resolution', () => {
  it('is pixels over the inches covered', () => {
    expect(dpiAt(3000, 254)).toBe(300);
    expect(dpiAt(1500, 254)).toBe(150);
    expect(dpiAt(1000, 254)).toBe(100);
    expect(dpiAt(600, 50.8)).toBe(300);
    expect(dpiAt(1200, 100)).toBeCloseTo(304.8, 10);
  });

  it('warns under 150 and blocks under 100, the thresholds themselves passing', () => {
    expect(resolutionStatus(300)).toBe('ok');
    expect(resolutionStatus(150)).toBe('ok');
    expect(resolutionStatus(149.999)).toBe('warn');
    expect(resolutionStatus(100)).toBe('warn');
    expect(resolutionStatus(99.999)).toBe('block');
    expect(resolutionStatus(0)).toBe('block');
  });

  it('rates an image layer at its printed size', () => {
    expect(imageResolution(image({ pixelWidth: 3000, pixelHeight: 2000, widthMm: 254, heightMm: 254 * (2 / 3) }))).toEqual({ dpi: 300, status: 'ok' });
    expect(imageResolution(image({ pixelWidth: 1500, pixelHeight: 1500, widthMm: 254, heightMm: 254 }))).toEqual({ dpi: 150, status: 'ok' });
    expect(imageResolution(image({ pixelWidth: 1499, pixelHeight: 1499, widthMm: 254, heightMm: 254 }))).toMatchObject({ status: 'warn' });
    expect(imageResolution(image({ pixelWidth: 1000, pixelHeight: 1000, widthMm: 254, heightMm: 254 }))).toEqual({ dpi: 100, status: 'warn' });
    expect(imageResolution(image({ pixelWidth: 999, pixelHeight: 999, widthMm: 254, heightMm: 254 })).status).toBe('block');
  });

  it('scaling up lowers the resolution until it blocks', () => {
    // 1200 px over 100, 200, 300, 400 mm: 304.8, 152.4, 101.6 and 76.2 DPI.
    const rated = [100, 200, 300, 400].map((widthMm) => imageResolution(image({ pixelWidth: 1200, pixelHeight: 1200, widthMm, heightMm: widthMm })));
    expect(rated.map((entry) => Number(entry.dpi.toFixed(1)))).toEqual([304.8, 152.4, 101.6, 76.2]);
    expect(rated.map((entry) => entry.status)).toEqual(['ok', 'ok', 'warn', 'block']);
  });

  it('takes the coarser direction of a stretched image and ignores rotation and flips', () => {
    const stretched = image({ pixelWidth: 3000, pixelHeight: 1000, widthMm: 254, heightMm: 254 });
    expect(imageResolution(stretched)).toEqual({ dpi: 100, status: 'warn' });
    const turned = image({ pixelWidth: 1500, pixelHeight: 1500, widthMm: 254, heightMm: 254, rotation: 45, flipX: true });
    expect(imageResolution(turned)).toEqual({ dpi: 150, status: 'ok' });
  });

  it('tells the widest print that keeps a resolution', () => {
    expect(largestPrintWidthMm(1500)).toBe(254);
    expect(largestPrintWidthMm(1000, 100)).toBe(254);
  });
});
