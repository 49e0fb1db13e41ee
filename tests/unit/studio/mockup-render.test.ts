// Mockups: the side's print is blended into the placement on the blank's mockup
// and stored in the image service's responsive widths as WebP, under content-addressed names.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsiveWidths } from '../../../src/lib/images.ts';
import { blendPrint, decodedGarment, placementPixels, storeMockup, type RawImage } from '../../../src/server/studio/print-files/mockups.ts';
import { renderDesignFiles } from '../../../src/server/studio/print-files/render-design.ts';
import { parseDesignDocument } from '../../../src/schemas/design-document.ts';
import type { BlankStudio } from '../../../src/schemas/blank-studio.ts';
import { documentWith, textLayer } from './fixtures.ts';

let mediaDir = '';

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'pf-mockup-test-'));
  // A grey 800×800 "garment" per colour.
  for (const [name, colour] of [
    ['grey', '#808080'],
    ['black', '#111111'],
  ] as const) {
    await writeFile(
      path.join(mediaDir, `${name}-800.webp`),
      await sharp({ create: { width: 800, height: 800, channels: 3, background: colour } })
        .webp({ lossless: true })
        .toBuffer(),
    );
  }
});

afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const solid = (width: number, height: number, channels: 3 | 4, value: number[]): RawImage => {
  const data = Buffer.alloc(width * height * channels);
  for (let index = 0; index < width * height; index += 1) data.set(value, index * channels);
  return { data, info: { width, height, channels } };
};

describe('blending the print into the placement', () => {
  it('lays opaque ink over, blends translucent ink, leaves transparent pixels and everything outside alone', () => {
    const garment = solid(10, 10, 3, [100, 100, 100]);
    const print = solid(4, 2, 4, [200, 0, 0, 255]);
    print.data.set([0, 0, 200, 0], 4); // second pixel transparent
    print.data.set([0, 200, 0, 128], 8); // third half translucent
    const out = blendPrint(garment, print, { left: 3, top: 5 });
    const at = (x: number, y: number) => Array.from(out.data.subarray((y * 10 + x) * 3, (y * 10 + x) * 3 + 3));
    expect(at(3, 5)).toEqual([200, 0, 0]);
    expect(at(4, 5)).toEqual([100, 100, 100]);
    expect(at(5, 5)).toEqual([50, 150, 50]);
    expect(at(2, 5)).toEqual([100, 100, 100]);
    expect(at(3, 7)).toEqual([100, 100, 100]);
    // The garment itself is untouched (decoded garments are shared between mockups).
    expect(Array.from(garment.data.subarray(0, 3))).toEqual([100, 100, 100]);
    expect(garment.data.subarray((5 * 10 + 3) * 3, (5 * 10 + 3) * 3 + 3)[0]).toBe(100);
  });

  it('clips a print hanging over the image edge', () => {
    const out = blendPrint(solid(4, 4, 3, [0, 0, 0]), solid(4, 4, 4, [255, 255, 255, 255]), { left: 2, top: 2 });
    expect(out.data[(3 * 4 + 3) * 3]).toBe(255);
    expect(out.data[(1 * 4 + 1) * 3]).toBe(0);
  });

  it('places the print area by the placement fractions in whole pixels', () => {
    expect(placementPixels({ x: 0.35, y: 0.25, width: 0.3, height: 0.4 }, { width: 1000, height: 1000 })).toEqual({
      left: 350,
      top: 250,
      width: 300,
      height: 400,
    });
  });
});

describe('storing mockups', () => {
  it('writes every responsive width as WebP with the print at the placement', async () => {
    const garment = await decodedGarment(mediaDir, '/media/grey-800.webp');
    expect(garment.info).toMatchObject({ width: 800, height: 800, channels: 3 });
    const files = await storeMockup(mediaDir, garment, 'grey-800.webp', solid(200, 100, 4, [255, 0, 0, 255]), 'print-hash', { left: 300, top: 400 });
    expect(files.map((file) => file.width)).toEqual(responsiveWidths(800));
    for (const file of files) {
      const bytes = await sharp(path.join(mediaDir, path.basename(file.url))).metadata();
      expect(bytes).toMatchObject({ format: 'webp', width: file.width, height: file.height });
    }
    const largest = files.at(-1)!;
    const { data } = await sharp(path.join(mediaDir, path.basename(largest.url)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * 800 + x) * 3, (y * 800 + x) * 3 + 3));
    expect(at(400, 450)[0]).toBeGreaterThan(220);
    expect(at(400, 450)[1]).toBeLessThan(40);
    expect(at(100, 100)[0]).toBeGreaterThan(110);
    expect(at(100, 100)[0]).toBeLessThan(145);
    // Storing the same mockup again reuses the files.
    const before = (await readdir(mediaDir)).length;
    const again = await storeMockup(mediaDir, garment, 'grey-800.webp', solid(200, 100, 4, [255, 0, 0, 255]), 'print-hash', { left: 300, top: 400 });
    expect(again).toEqual(files);
    expect((await readdir(mediaDir)).length).toBe(before);
  });

  it('renders a design: one print file per printed side and a mockup per colour, design colour first', async () => {
    const studio: BlankStudio = {
      sides: [
        {
          side: 'front',
          printArea: { widthMm: 200, heightMm: 200, safeInsetMm: 5, placement: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 } },
          printCost: 500,
          mockups: { Grey: '/media/grey-800.webp', Black: '/media/black-800.webp' },
        },
        {
          side: 'back',
          printArea: { widthMm: 200, heightMm: 200, safeInsetMm: 5, placement: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 } },
          printCost: 500,
          mockups: { Grey: '/media/grey-800.webp', Black: '/media/black-800.webp' },
        },
      ],
    };
    const parsed = parseDesignDocument(
      documentWith({ front: [textLayer({ xMm: 0, yMm: 0, widthMm: 200, heightMm: 200, fontSizeMm: 60, colour: '#ff0000' })] }),
    );
    if (!parsed.ok) throw new Error(parsed.problems.join());
    const { rows } = await renderDesignFiles(parsed.document, studio, mediaDir);
    const prints = rows.filter((row) => row.kind === 'print');
    expect(prints).toEqual([expect.objectContaining({ side: 'front', colour: null, width: 2362, height: 2362, dpi: 300 })]);
    const mockups = rows.filter((row) => row.kind === 'mockup');
    expect([...new Set(mockups.map((row) => row.colour))]).toEqual(['Black', 'Grey']);
    expect(mockups.every((row) => row.side === 'front' && row.url.startsWith('/media/') && row.url.endsWith('.webp'))).toBe(true);
    expect(mockups).toHaveLength(2 * responsiveWidths(800).length);
  });
});
