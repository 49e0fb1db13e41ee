import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hexToRgb, rgbDistance } from '../../../src/platform/storage/colour-math.ts';
import { garmentDrawing, renderGarment } from '../../../src/server/studio/images/garments.ts';
import { SLEEVE_AREAS, garmentView, mirroredArea, placementIn, viewOfSide } from '../../../src/server/studio/images/garments/garment-views.ts';
import { raglanSleeveHex } from '../../../src/server/studio/images/garments/baseball-tee.ts';

// The studio's back and sleeve views, derived from the front flat-lays.

const SIZE = 400;
const RED = '#c0392b';

async function pixelAt(image: Buffer, [x, y]: readonly [number, number]) {
  const { data } = await sharp(image).resize(SIZE).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.round((y / 1000) * SIZE) * SIZE + Math.round((x / 1000) * SIZE)) * 3;
  return { r: data[offset] ?? -1, g: data[offset + 1] ?? -1, b: data[offset + 2] ?? -1 };
}

describe('garment views', () => {
  it('draws a back without the front neckline: fabric where the front shows the inside of the neck', async () => {
    const neck = [500, 170] as const;
    const front = await pixelAt(await renderGarment({ garment: 't-shirt', colourHex: RED, width: SIZE }), neck);
    const back = await pixelAt(await renderGarment({ garment: 't-shirt', colourHex: RED, width: SIZE, view: 'back' }), neck);
    expect(rgbDistance(back, hexToRgb(RED)), `back sampled ${JSON.stringify(back)}`).toBeLessThan(40);
    expect(rgbDistance(front, back), `front ${JSON.stringify(front)} vs back ${JSON.stringify(back)}`).toBeGreaterThan(40);
  });

  it('keeps the silhouette and what shows behind, dropping the front-only parts (hood opening, pocket, drawstrings)', () => {
    const hoodie = garmentDrawing('hoodie');
    expect(hoodie.overlay).toBeDefined();
    const back = garmentView(hoodie, 'back');
    expect(back.outline).toBe(hoodie.outline);
    expect(back.overlay).toBeUndefined();
    expect(back.details).toBe(hoodie.back);
    const tones = { base: '#1f2a44', inside: '#101010', rib: '#222222', stitch: '#333333', shade: 0.5 } as never;
    expect(hoodie.details(tones).length).toBeGreaterThan(back.details(tones).length);
    expect(garmentView({ ...hoodie, back: undefined }, 'back').details(tones)).toBe('');
  });

  it('draws a tote the same from both faces', async () => {
    const front = await renderGarment({ garment: 'tote-bag', colourHex: '#e8dcc4', width: SIZE });
    const back = await renderGarment({ garment: 'tote-bag', colourHex: '#e8dcc4', width: SIZE, view: 'back' });
    expect(back.equals(front)).toBe(true);
  });

  it('maps sides to views: back from behind, front and sleeves from the front flat-lay', () => {
    expect(['front', 'back', 'left', 'right'].map((side) => viewOfSide(side as never))).toEqual(['front', 'back', 'front', 'front']);
  });

  for (const [garment, area] of Object.entries(SLEEVE_AREAS)) {
    it(`puts a ${garment}'s sleeve print areas on its sleeves, both sides`, async () => {
      // A baseball tee's raglan sleeves are in their contrasting colour: navy on a white body
      // (an off-white sleeve would be too near the backdrop to tell apart).
      const body = garment === 'baseball-tee' ? '#f4f4f2' : RED;
      const sleeve = garment === 'baseball-tee' ? raglanSleeveHex(body) : RED;
      const image = await renderGarment({ garment: garment as never, colourHex: body, width: SIZE });
      // Shading darkens fabric, so "on the garment" means nearer its colour than the backdrop.
      const backdrop = await pixelAt(image, [30, 30]);
      for (const box of [area!, mirroredArea(area!)]) {
        for (const corner of [
          [box.x, box.y],
          [box.x + box.width, box.y],
          [box.x, box.y + box.height],
          [box.x + box.width, box.y + box.height],
        ] as const) {
          const pixel = await pixelAt(image, corner);
          expect(rgbDistance(pixel, hexToRgb(sleeve)), `${garment} at ${corner} sampled ${JSON.stringify(pixel)}`).toBeLessThan(
            rgbDistance(pixel, backdrop) / 2,
          );
        }
      }
    });
  }
});

describe('placementIn', () => {
  it('fits the physical proportions in the box, centred across and at its top, as fractions', () => {
    const box = { x: 356, y: 250, width: 288, height: 330 };
    const placement = placementIn(box, 300, 400);
    expect(placement.height).toBeCloseTo(0.33, 4);
    expect(placement.width).toBeCloseTo(0.2475, 4);
    expect(placement.width / placement.height).toBeCloseTo(300 / 400, 3);
    expect(placement.y).toBeCloseTo(0.25, 4);
    expect(placement.x + placement.width / 2).toBeCloseTo(0.5, 3);
    const wide = placementIn(box, 300, 250);
    expect(wide.width).toBeCloseTo(0.288, 4);
    expect(wide.x).toBeCloseTo(0.356, 4);
    expect(wide.width / wide.height).toBeCloseTo(300 / 250, 3);
  });

  it('mirrors an area across the centre line', () => {
    expect(mirroredArea({ x: 225, y: 262, width: 60, height: 60 })).toEqual({ x: 715, y: 262, width: 60, height: 60 });
  });
});
