import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hexToRgb, rgbDistance } from '../../../src/platform/storage/colour-math.ts';
import { garmentDrawing, GARMENTS, PRODUCT_IMAGE_WIDTH, renderGarment } from '../../../src/server/studio/images/garments.ts';
import { renderArtwork } from '../../../src/server/studio/images/artwork.ts';

const SIZE = 400;

async function pixelAt(svg: Buffer, [x, y]: readonly [number, number]) {
  const { data } = await sharp(svg).resize(SIZE).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.round((y / 1000) * SIZE) * SIZE + Math.round((x / 1000) * SIZE)) * 3;
  return { r: data[offset] ?? -1, g: data[offset + 1] ?? -1, b: data[offset + 2] ?? -1 };
}

describe('renderGarment', () => {
  const artwork = renderArtwork('Alpine Peak', ['#3a7d44', '#9dc08b', '#f4a259']);

  for (const garment of GARMENTS) {
    it(`draws a ${garment} in the requested colour`, async () => {
      for (const colourHex of ['#c0392b', '#1f2a44', '#f4f4f2', '#2e7d5b']) {
        const svg = await renderGarment({ garment, colourHex, artwork, width: SIZE });
        const pixel = await pixelAt(svg, garmentDrawing(garment).swatchPoint);
        expect(rgbDistance(pixel, hexToRgb(colourHex)), `${garment} in ${colourHex} sampled ${JSON.stringify(pixel)}`).toBeLessThan(20);
      }
    });
  }

  it('renders a square product image, 1280 px by default and never wider', async () => {
    const metadata = await sharp(await renderGarment({ garment: 't-shirt', colourHex: '#ffffff' })).metadata();
    expect([metadata.width, metadata.height]).toEqual([PRODUCT_IMAGE_WIDTH, PRODUCT_IMAGE_WIDTH]);
    const capped = await sharp(await renderGarment({ garment: 't-shirt', colourHex: '#ffffff', width: 4000 })).metadata();
    expect(capped.width).toBe(PRODUCT_IMAGE_WIDTH);
  });

  it('puts the artwork on the print area', async () => {
    const blank = await renderGarment({ garment: 'hoodie', colourHex: '#f4f4f2', width: SIZE });
    const printed = await renderGarment({ garment: 'hoodie', colourHex: '#f4f4f2', width: SIZE, artwork });
    const area = garmentDrawing('hoodie').printArea;
    const region = {
      left: Math.round((area.x / 1000) * SIZE),
      top: Math.round((area.y / 1000) * SIZE),
      width: Math.round((area.width / 1000) * SIZE),
      height: Math.round((area.height / 1000) * SIZE),
    };
    // stats() reads its input, not the pipeline's output: crop to a buffer first.
    const mean = async (svg: Buffer) =>
      (await sharp(await sharp(svg).extract(region).png().toBuffer()).stats()).channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0);
    expect((await mean(blank)) - (await mean(printed))).toBeGreaterThan(60);
  });

  it('is the same document for the same request', async () => {
    const request = { garment: 'vest', colourHex: '#2e7d5b', artwork } as const;
    expect((await renderGarment(request)).equals(await renderGarment(request))).toBe(true);
  });
});
