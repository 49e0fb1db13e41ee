import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsiveWidths } from '../../../src/lib/images.ts';
import { Image } from '../../../src/schemas/image.ts';
import { renditionFileName, storeImage } from '../../../src/platform/storage/media-store.ts';

let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'printfront-media-test-'));
});

afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

/** A 1280×1280 picture as SVG, distinct per label. */
function squareSvg(label: string, colour = '#3a7d44'): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="1280" viewBox="0 0 10 10"><rect width="10" height="10" fill="${colour}"/><circle cx="5" cy="5" r="${(label.length % 4) + 1}" fill="#fff"/></svg>`,
  );
}

async function filesWithTimes(): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  for (const name of await readdir(mediaDir)) times.set(name, (await stat(path.join(mediaDir, name))).mtimeMs);
  return times;
}

describe('storeImage', () => {
  it('writes a WebP at every responsive width, each really that wide, and returns a valid Image', async () => {
    const image = await storeImage(squareSvg('first'), { mediaDir, altText: 'A green square', color: 'Forest', position: 2 });
    expect(() => Image.parse(image)).not.toThrow();
    expect(image).toMatchObject({ altText: 'A green square', color: 'Forest', position: 2, width: 1280, height: 1280 });
    expect(Object.keys(image.sizes).map(Number)).toEqual(responsiveWidths(1280));
    expect(image.original).toBe(image.sizes['1280']);
    for (const [width, url] of Object.entries(image.sizes)) {
      expect(url).toBe(`/media/${renditionFileName(image.id, Number(width))}`);
      const metadata = await sharp(path.join(mediaDir, path.basename(url))).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(Number(width));
      expect(metadata.height).toBe(Number(width));
    }
  });

  it('names files and ids by content: the same bytes give the same id, other bytes another', async () => {
    const first = await storeImage(squareSvg('same'), { mediaDir });
    const again = await storeImage(squareSvg('same'), { mediaDir, altText: 'different metadata' });
    const other = await storeImage(squareSvg('same', '#c0392b'), { mediaDir });
    expect(again.id).toBe(first.id);
    expect(again.sizes).toEqual(first.sizes);
    expect(other.id).not.toBe(first.id);
  });

  it('writes nothing on a second call with the same content', async () => {
    const source = squareSvg('idempotent', '#1b98e0');
    await storeImage(source, { mediaDir });
    const before = await filesWithTimes();
    await storeImage(source, { mediaDir });
    const after = await filesWithTimes();
    expect(after).toEqual(before);
    expect([...after.keys()].some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('accepts a sharp pipeline and keeps wide pictures at most maxWidth wide', async () => {
    const pipeline = sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#ffc857' } }).png();
    const image = await storeImage(pipeline, { mediaDir, maxWidth: 1920 });
    expect(image.width).toBe(1920);
    expect(image.height).toBe(640);
    const largest = await sharp(path.join(mediaDir, renditionFileName(image.id, 1920))).metadata();
    expect([largest.width, largest.height]).toEqual([1920, 640]);
  });

  it('crops to a frame around the focal point', async () => {
    // Left half black, right half white: a focal point on the right keeps white.
    const source = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="600" height="600" fill="#000"/><rect x="600" width="600" height="600" fill="#fff"/></svg>',
    );
    const right = await storeImage(source, { mediaDir, frame: { width: 400, height: 600 }, focalPoint: { x: 1.6, y: 0.5 } });
    const left = await storeImage(source, { mediaDir, frame: { width: 400, height: 600 }, focalPoint: { x: -1, y: 0.5 } });
    expect([right.width, right.height]).toEqual([400, 600]);
    expect(right.id).not.toBe(left.id);
    const mean = async (image: Image) => (await sharp(path.join(mediaDir, renditionFileName(image.id, 400))).stats()).channels[0]?.mean ?? -1;
    expect(await mean(right)).toBeGreaterThan(240);
    expect(await mean(left)).toBeLessThan(15);
  });
});
