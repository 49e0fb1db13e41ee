import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexToRgb, rgbDistance } from '../../../src/platform/storage/colour-math.ts';
import { ImagePlaceholder, measurePlaceholder, PREVIEW_EDGE } from '../../../src/platform/storage/image-placeholder.ts';
import { imageRecordFile, readImageRecord } from '../../../src/platform/storage/image-record.ts';
import { storeImage } from '../../../src/platform/storage/media-store.ts';
import { renderGarment } from '../../../src/server/studio/images/garments.ts';
import { renderArtwork } from '../../../src/server/studio/images/artwork.ts';

let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'printfront-placeholder-test-'));
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

/** Mostly green with a small yellow square: the dominant colour is the green. */
const field = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300">
  <rect width="600" height="300" fill="#2e7d32"/><rect x="20" y="20" width="60" height="60" fill="#fdd835"/></svg>`);

const decode = (dataUri: string) => Buffer.from(dataUri.replace(/^data:image\/webp;base64,/, ''), 'base64');

describe('image placeholders', () => {
  it('measures the dominant colour and a tiny WebP preview of the picture’s shape', async () => {
    const placeholder = await measurePlaceholder(await sharp(field).raw().toBuffer({ resolveWithObject: true }));
    expect(ImagePlaceholder.parse(placeholder)).toEqual(placeholder);
    expect(rgbDistance(hexToRgb(placeholder.colour), hexToRgb('#2e7d32'))).toBeLessThan(24);
    const preview = await sharp(decode(placeholder.preview)).metadata();
    expect(preview.format).toBe('webp');
    expect({ width: preview.width, height: preview.height }).toEqual({ width: PREVIEW_EDGE, height: PREVIEW_EDGE / 2 });
    expect(placeholder.preview.length).toBeLessThan(600);
  });

  it('a real product picture (a navy tee on a light scene) keeps a preview of a few hundred bytes that looks like it', async () => {
    const artwork = renderArtwork('Fjord Lines', ['#1d3557', '#a8dadc', '#e63946']);
    const picture = await sharp(await renderGarment({ garment: 't-shirt', colourHex: '#1f2a44', artwork, width: 800 }))
      .png()
      .toBuffer();
    const image = await storeImage(picture, { mediaDir });
    const record = await readImageRecord(image.original, mediaDir);
    const placeholder = record?.placeholder;
    expect(placeholder).toBeDefined();
    const bytes = decode(placeholder!.preview);
    expect(bytes.length).toBeGreaterThan(40);
    expect(bytes.length).toBeLessThan(500);
    // The preview, scaled back up, is close to the picture itself: the centre is the garment.
    const size = 64;
    const fromPreview = await sharp(bytes).resize(size, size, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const fromPicture = await sharp(picture).resize(size, size, { fit: 'fill' }).flatten({ background: '#ffffff' }).raw().toBuffer();
    let difference = 0;
    for (let index = 0; index < fromPicture.length; index += 1) difference += Math.abs(fromPicture[index]! - fromPreview[index]!);
    expect(difference / fromPicture.length).toBeLessThan(30);
    // A flat grey box would be further off than that.
    const grey = Buffer.alloc(fromPicture.length, 128);
    let greyDifference = 0;
    for (let index = 0; index < fromPicture.length; index += 1) greyDifference += Math.abs(fromPicture[index]! - grey[index]!);
    expect(greyDifference / fromPicture.length).toBeGreaterThan(2 * (difference / fromPicture.length));
  });

  it('a record kept before placeholders existed still reads, and is measured again the next time the picture is stored', async () => {
    const image = await storeImage(field, { mediaDir });
    const file = imageRecordFile(image.id, mediaDir);
    const { placeholder, ...older } = JSON.parse(await readFile(file, 'utf8'));
    expect(placeholder).toBeDefined();
    await writeFile(file, JSON.stringify(older));
    // Read from a directory the record cache has not seen: the old record is valid without one.
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'printfront-placeholder-old-'));
    await cp(mediaDir, otherDir, { recursive: true });
    expect(await readImageRecord(image.original, otherDir)).toMatchObject({ width: 600, height: 300 });
    expect((await readImageRecord(image.original, otherDir))?.placeholder).toBeUndefined();
    await storeImage(field, { mediaDir: otherDir });
    expect(JSON.parse(await readFile(imageRecordFile(image.id, otherDir), 'utf8')).placeholder).toEqual(placeholder);
    expect((await readImageRecord(image.original, otherDir))?.placeholder).toEqual(placeholder);
    await rm(otherDir, { recursive: true, force: true });
  });
});
