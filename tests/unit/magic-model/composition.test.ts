import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fitInto, opaqueBounds, pixelBox } from '../../../src/server/merchant/magic-model/geometry.ts';
import { cutOut } from '../../../src/server/merchant/magic-model/cut-out.ts';
import { composeMagicModel } from '../../../src/server/merchant/magic-model/compose.ts';
import { magicScene, MAGIC_SCENES, MAGIC_SCENE_NAMES } from '../../../src/server/merchant/magic-model/scenes.ts';
import { mediaFile } from '../../../src/server/merchant/magic-model/product-picture.ts';
import { renderGarment } from '../../../src/server/studio/images/garments.ts';
import { scaled } from '../../support/slowdown.ts';

// The magic model creator's composition: where the product goes, how it is lifted off its
// backdrop, and the composed picture itself.

const rgba = async (svg: Buffer) => sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('composition geometry', () => {
  const box = { x: 100, y: 50, width: 400, height: 600 };
  it('scales without distortion to the largest size that fits, centred across', () => {
    expect(fitInto(box, { width: 200, height: 200 })).toEqual({ x: 100, y: 150, width: 400, height: 400 });
    expect(fitInto(box, { width: 100, height: 300 })).toEqual({ x: 200, y: 50, width: 200, height: 600 });
    const wide = fitInto(box, { width: 1000, height: 250 });
    expect(wide.width / wide.height).toBeCloseTo(4, 2);
  });
  it('anchors in the box: top (on a hanger), centre, bottom (standing)', () => {
    const item = { width: 200, height: 200 };
    expect(fitInto(box, item, 'top').y).toBe(50);
    expect(fitInto(box, item, 'center').y).toBe(150);
    expect(fitInto(box, item, 'bottom').y).toBe(250);
    expect(() => fitInto(box, { width: 0, height: 10 })).toThrow(RangeError);
  });
  it("turns a scene's fraction box into whole pixels and finds the opaque bounds", () => {
    expect(pixelBox({ x: 0.18, y: 0.17, width: 0.64, height: 0.76 }, 1280)).toEqual({ x: 230, y: 218, width: 819, height: 973 });
    const pixels = new Uint8Array(10 * 10 * 4);
    pixels[(3 * 10 + 2) * 4 + 3] = 255;
    pixels[(7 * 10 + 6) * 4 + 3] = 255;
    expect(opaqueBounds(pixels, 10, 10)).toEqual({ x: 2, y: 3, width: 5, height: 5 });
    expect(opaqueBounds(new Uint8Array(16), 2, 2)).toBeNull();
  });
});

describe('lifting a product off its backdrop', () => {
  it.each([
    ['t-shirt', '#c0392b'],
    ['hoodie', '#111111'],
    ['sweater', '#e3e0da'],
  ] as const)('cuts a %s in %s out of the studio backdrop as its own silhouette', async (garment, colourHex) => {
    const photo = await rgba(await renderGarment({ garment, colourHex, width: 400 }));
    const truth = await rgba(await renderGarment({ garment, colourHex, width: 400, backdrop: false }));
    const { rgba: cut, lifted } = cutOut(photo.data, 400, 400);
    expect(lifted).toBe(true);
    let agree = 0;
    for (let index = 0; index < 400 * 400; index += 1) if ((cut[index * 4 + 3] as number) > 0 === (truth.data[index * 4 + 3] as number) > 128) agree += 1;
    expect(agree / (400 * 400)).toBeGreaterThan(0.97);
  });
  it('leaves whole a white tee on the off-white backdrop (no edge to stop at) and a picture without a plain backdrop', async () => {
    const white = await rgba(await renderGarment({ garment: 't-shirt', colourHex: '#ffffff', width: 300 }));
    expect(cutOut(white.data, 300, 300).lifted).toBe(false);
    const stripes = await rgba(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#000"/>' +
          Array.from({ length: 10 }, (_, i) => `<rect x="${i * 10}" width="5" height="100" fill="#fff"/>`).join('') +
          '</svg>',
      ),
    );
    const result = cutOut(stripes.data, 100, 100);
    expect(result.lifted).toBe(false);
    expect(Buffer.compare(Buffer.from(result.rgba), stripes.data)).toBe(0);
  });
});

describe('composing a lifestyle mockup', () => {
  it('offers the banner scenes and at least one model composition, by name only', () => {
    expect(MAGIC_SCENE_NAMES).toEqual(expect.arrayContaining(['hanger-wall', 'flat-lay', 'hills', 'sunrise', 'confetti', 'folded-shirts']));
    expect(magicScene('toString')).toBeUndefined();
    expect(magicScene('__proto__')).toBeUndefined();
  });

  it(
    "places the product in the scene's box with a shadow (time printed; generous bound for a loaded CI machine)",
    async () => {
      const photo = await sharp(await renderGarment({ garment: 't-shirt', colourHex: '#1f5fa8', width: 800 }))
        .webp()
        .toBuffer();
      for (const name of ['hanger-wall', 'flat-lay', 'sunrise']) {
        const scene = MAGIC_SCENES[name]!;
        const started = performance.now();
        const composition = await composeMagicModel(photo, scene, 1280);
        const elapsed = performance.now() - started;
        console.info(`magic model ${name}: composed at 1280 px in ${elapsed.toFixed(0)} ms`);
        const box = pixelBox(scene.box, 1280);
        const { placement } = composition;
        expect(composition.lifted).toBe(true);
        expect(placement.x).toBeGreaterThanOrEqual(box.x);
        expect(placement.y).toBeGreaterThanOrEqual(box.y);
        expect(placement.x + placement.width).toBeLessThanOrEqual(box.x + box.width);
        expect(placement.y + placement.height).toBeLessThanOrEqual(box.y + box.height);
        // Fills the box on one axis: scaled to fit, not left at its own size.
        expect(placement.width === box.width || placement.height === box.height).toBe(true);
        if (scene.anchor === 'top') expect(placement.y).toBe(box.y);
        // The garment's blue is in the middle of the placement; the scene alone has none there.
        const centre = ((placement.y + Math.round(placement.height / 2)) * 1280 + placement.x + Math.round(placement.width / 2)) * 3;
        const [r, g, b] = [composition.data[centre], composition.data[centre + 1], composition.data[centre + 2]] as number[];
        expect(b! - r!).toBeGreaterThan(40);
        expect(g).toBeLessThan(b!);
        // Catches a composition gone pathologically slow: 5 s on the idle machine, stretched on a busy one.
        expect(elapsed).toBeLessThan(scaled(5000));
      }
      // Three compositions, each held to its own bound above.
    },
    scaled(30_000),
  );
});

describe('reading only the media store', () => {
  it('maps /media/ addresses into the media directory and refuses anything else', () => {
    expect(mediaFile('/media/abc-800.webp', '/srv/media')).toBe('/srv/media/abc-800.webp');
    expect(mediaFile('/media/../secret', '/srv/media')).toBeNull();
    expect(mediaFile('https://elsewhere.test/a.png', '/srv/media')).toBeNull();
    expect(mediaFile('/etc/passwd', '/srv/media')).toBeNull();
  });
});
