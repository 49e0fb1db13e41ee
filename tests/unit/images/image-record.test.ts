import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureColourGrid, GRID_COLUMNS, GRID_ROWS } from '../../../src/platform/storage/colour-grid.ts';
import { imageRecordFile, mediaHashOf, readImageRecord } from '../../../src/platform/storage/image-record.ts';
import { storeImage } from '../../../src/platform/storage/media-store.ts';

let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'printfront-record-test-'));
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

/** Left half black, right half white; a red band across the top quarter. */
function halves(width = 800, height = 400): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#000000"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#ffffff"/>
    <rect width="${width}" height="${height / 4}" fill="#ff0000"/></svg>`);
}

describe('measureColourGrid', () => {
  it('averages each cell of the grid, row by row', async () => {
    const raw = await sharp(halves()).raw().toBuffer({ resolveWithObject: true });
    const grid = measureColourGrid(raw, 4, 4);
    expect(grid).toMatchObject({ columns: 4, rows: 4 });
    expect(grid.cells).toEqual([
      '#ff0000',
      '#ff0000',
      '#ff0000',
      '#ff0000',
      '#000000',
      '#000000',
      '#ffffff',
      '#ffffff',
      '#000000',
      '#000000',
      '#ffffff',
      '#ffffff',
      '#000000',
      '#000000',
      '#ffffff',
      '#ffffff',
    ]);
  });
  it('averages in linear light: half black, half white is #bcbcbc, not #808080', async () => {
    const raw = await sharp(halves(200, 100)).raw().toBuffer({ resolveWithObject: true });
    const [, second] = measureColourGrid(raw, 1, 2).cells;
    expect(second).toBe('#bcbcbc');
  });
});

describe('image records', () => {
  it('storeImage measures a picture once and keeps the record beside its files', async () => {
    const image = await storeImage(halves(), { mediaDir });
    const record = JSON.parse(await readFile(imageRecordFile(image.id, mediaDir), 'utf8'));
    expect(record).toMatchObject({ width: 800, height: 400, colours: { columns: GRID_COLUMNS, rows: GRID_ROWS } });
    expect(record.colours.cells[0]).toBe('#ff0000');
    expect(record.colours.cells.at(-1)).toBe('#ffffff');
    expect(await readImageRecord(image.original, mediaDir)).toEqual(record);
    // Every rendition's address finds the same record.
    for (const url of Object.values(image.sizes)) expect(mediaHashOf(url)).toBe(image.id);
  });
  it('measures what is shown: a framed picture is measured after cropping', async () => {
    const image = await storeImage(halves(), { mediaDir, frame: { width: 200, height: 400 }, focalPoint: { x: 0.9, y: 0.5 } });
    const record = await readImageRecord(image.original, mediaDir);
    // The right edge of the picture: white under a red top quarter, none of the black half.
    expect(record?.colours.cells.slice(0, 2 * GRID_COLUMNS).every((cell) => cell === '#ff0000')).toBe(true);
    expect(record?.colours.cells.slice(2 * GRID_COLUMNS).every((cell) => cell === '#ffffff')).toBe(true);
  });
  it('writes a missing record for files stored before records were kept', async () => {
    const image = await storeImage(halves(640, 320), { mediaDir });
    await rm(imageRecordFile(image.id, mediaDir));
    expect(await readImageRecord(image.original, mediaDir)).toBeUndefined();
    await storeImage(halves(640, 320), { mediaDir });
    expect((await readImageRecord(image.original, mediaDir))?.width).toBe(640);
  });
  it('stores JPEG renditions when asked (share images)', async () => {
    const image = await storeImage(halves(1200, 630), { mediaDir, format: 'jpeg' });
    expect(image.original).toMatch(/^\/media\/[0-9a-f]{16}-1200\.jpg$/);
    expect((await sharp(path.join(mediaDir, path.basename(image.original))).metadata()).format).toBe('jpeg');
    expect((await readImageRecord(image.original, mediaDir))?.height).toBe(630);
  });
  it('knows nothing of addresses outside the media store', async () => {
    expect(mediaHashOf('https://images.example.com/a-1920.webp')).toBeUndefined();
    expect(mediaHashOf('/media/../etc/passwd')).toBeUndefined();
    expect(await readImageRecord('https://images.example.com/a.jpg', mediaDir)).toBeUndefined();
    expect(await readImageRecord('/media/0123456789abcdef-1920.webp', mediaDir)).toBeUndefined();
  });
});
