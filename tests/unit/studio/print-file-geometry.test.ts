// The print file draws each layer exactly where the document's geometry puts it
// (docs/studio.md: top-left of the unrotated box from the print area's top-left, rotation
// clockwise about the box centre, flips about the centre) — checked as SVG transforms, as
// arithmetic and as rasterised pixels.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DesignLayer, parseDesignDocument, type DesignDocument, type TextLayer } from '../../../src/schemas/design-document.ts';
import { layerTransform, mapLayerPoint, textLayerMarkup, textSvg } from '../../../src/server/studio/print-files/side-svg.ts';
import { renderSide } from '../../../src/server/studio/print-files/render-side.ts';
import { renderPrintPng } from '../../../src/server/studio/print-files/print-file.ts';
import { mediaFileName, readLayerImages } from '../../../src/server/studio/print-files/layer-images.ts';
import { documentWith, imageLayer, textLayer } from './fixtures.ts';
import { loadFont } from '../../../src/server/studio/text-outline/index.ts';
import { scaled } from '../../support/slowdown.ts';

const layer = (input: Record<string, unknown>) => DesignLayer.parse(input);
const frontOf = (sides: Record<string, unknown[]>): DesignDocument['sides']['front'] => {
  const parsed = parseDesignDocument(documentWith(sides));
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.document.sides.front;
};

/** A PNG whose left half is red and right half blue: shows flips and rotations. */
function halves(width = 40, height = 20): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#ff0000"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A side drawn as the print file and mockups draw it, read back as pixels. */
async function drawn(
  layers: readonly DesignLayer[],
  area: { widthMm: number; heightMm: number },
  size: { width: number; height: number },
  sources: ReadonlyMap<string, Buffer>,
) {
  const { data, info } = await (await renderSide(layers, area, sources, size)).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height, info.channels]).toEqual([size.width, size.height, 4]);
  return { info, at: (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)) };
}

/** The inked (alpha > 50%) pixels' bounding box of a rasterised SVG. */
async function inkBox(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * 4 + 3] as number) > 128)
        [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    }
  }
  return { minX, minY, maxX, maxY };
}

describe('layer geometry → SVG transform', () => {
  it('is a translate to the box centre, the rotation, the flip and back by half the box', () => {
    expect(layerTransform(layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20 })))).toBe('translate(30 30) translate(-20 -10)');
    expect(layerTransform(layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20, rotation: 90, flipX: true })))).toBe(
      'translate(30 30) rotate(90) scale(-1 1) translate(-20 -10)',
    );
    expect(layerTransform(layer(imageLayer({ xMm: 0, yMm: 0, widthMm: 10, heightMm: 10, rotation: 360, flipY: true })))).toBe(
      'translate(5 5) scale(1 -1) translate(-5 -5)',
    );
  });

  it('maps the box corners as docs/studio.md says: rotation clockwise about the centre', () => {
    const box = { xMm: 10, yMm: 20, widthMm: 40, heightMm: 20, rotation: 0, flipX: false, flipY: false };
    expect(mapLayerPoint(box, 0, 0)).toEqual({ x: 10, y: 20 });
    const turned = mapLayerPoint({ ...box, rotation: 90 }, 0, 0);
    // The top-left corner of a 40×20 box turned 90° clockwise about (30, 30) lands top-right.
    expect(turned.x).toBeCloseTo(40);
    expect(turned.y).toBeCloseTo(10);
    const flipped = mapLayerPoint({ ...box, flipX: true }, 0, 0);
    expect(flipped).toEqual({ x: 50, y: 20 });
  });

  it('draws where the arithmetic says: red half left, then mirrored, then turned', async () => {
    const area = { widthMm: 100, heightMm: 100 };
    const size = { width: 100, height: 100 };
    const sources = new Map([['/media/demo/art.png', await halves()]]);
    const plain = await drawn([layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20 }))], area, size, sources);
    expect(plain.at(15, 30)).toEqual([255, 0, 0, 255]);
    expect(plain.at(45, 30)).toEqual([0, 0, 255, 255]);
    expect(plain.at(5, 5)[3]).toBe(0);
    expect(plain.at(70, 70)[3]).toBe(0);

    const flipped = await drawn([layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20, flipX: true }))], area, size, sources);
    expect(flipped.at(15, 30)).toEqual([0, 0, 255, 255]);
    expect(flipped.at(45, 30)).toEqual([255, 0, 0, 255]);

    const turnedLayer = layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20, rotation: 90 }));
    const turned = await drawn([turnedLayer], area, size, sources);
    // Turned clockwise: the red (left) half is now on top, the box spans x 20–40, y 10–50.
    const red = mapLayerPoint(turnedLayer, 10, 10);
    const blue = mapLayerPoint(turnedLayer, 30, 10);
    expect(turned.at(Math.floor(red.x), Math.floor(red.y))).toEqual([255, 0, 0, 255]);
    expect(turned.at(Math.floor(blue.x), Math.floor(blue.y))).toEqual([0, 0, 255, 255]);
    expect(turned.at(15, 30)[3]).toBe(0);

    // Mirrored, then turned: the mirror happens in the layer's own frame, so the picture's red
    // half ends at the bottom (30, 40 mm), where mirroring the turned box would have put it on top.
    const both = layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20, rotation: 90, flipX: true }));
    const bothDrawn = await drawn([both], area, size, sources);
    const redNow = mapLayerPoint(both, 10, 10);
    expect(redNow.x).toBeCloseTo(30);
    expect(redNow.y).toBeCloseTo(40);
    expect(bothDrawn.at(Math.floor(redNow.x), Math.floor(redNow.y))).toEqual([255, 0, 0, 255]);
    expect(bothDrawn.at(30, 20)).toEqual([0, 0, 255, 255]);

    // Half off the print area: the part outside does not print, the rest does.
    const hanging = await drawn([layer(imageLayer({ xMm: -20, yMm: 90, widthMm: 40, heightMm: 20 }))], area, size, sources);
    expect(hanging.at(5, 95)).toEqual([0, 0, 255, 255]);
    expect(hanging.at(25, 95)[3]).toBe(0);
  });

  it('draws the layers bottom first, text and images interleaved, hidden ones left out', async () => {
    const sources = new Map([['/media/demo/art.png', await halves()]]);
    const area = { widthMm: 100, heightMm: 100 };
    const size = { width: 50, height: 50 };
    const bottom = layer(imageLayer({ id: 'a', xMm: 0, yMm: 0, widthMm: 100, heightMm: 100 }));
    const top = layer(imageLayer({ id: 'b', xMm: 0, yMm: 0, widthMm: 100, heightMm: 100, flipX: true }));
    expect((await drawn([bottom, top], area, size, sources)).at(5, 25)).toEqual([0, 0, 255, 255]);
    expect((await drawn([bottom, { ...top, hidden: true }], area, size, sources)).at(5, 25)).toEqual([255, 0, 0, 255]);
    // A big green "I" over the picture, then the picture again over the text.
    const [text] = frontOf({
      front: [
        textLayer({
          id: 't',
          text: 'I',
          fontFamily: 'Oswald',
          fontWeight: 600,
          fontSizeMm: 120,
          colour: '#00ff00',
          xMm: 0,
          yMm: 0,
          widthMm: 100,
          heightMm: 100,
        }),
      ],
    });
    expect((await drawn([bottom, text!], area, size, sources)).at(25, 25)).toEqual([0, 255, 0, 255]);
    expect((await drawn([text!, bottom], area, size, sources)).at(25, 25)[1]).toBe(0);
  });
});

describe('text layers as outlines', () => {
  it('draws glyph paths (never <text>) in the layer colour, on the baseline the island draws it', async () => {
    // The island's box for one line is one em high (Konva Text, lineHeight 1).
    const [text] = frontOf({
      front: [
        textLayer({ text: 'HELLO', fontFamily: 'Oswald', fontWeight: 600, fontSizeMm: 30, colour: '#00ff00', xMm: 0, yMm: 0, widthMm: 100, heightMm: 30 }),
      ],
    });
    const markup = textLayerMarkup(text as Extract<typeof text, { type: 'text' }>);
    expect(markup).toContain('<path fill="#00ff00"');
    expect(markup).not.toContain('<text');
    const { minX, minY, maxX, maxY } = await inkBox(textSvg([text as TextLayer], { widthMm: 100, heightMm: 30 }, { width: 200, height: 60 }));
    // Centred across the 200 px (2 px a millimetre); capitals stand on the baseline Konva uses:
    // half the line plus half of (ascent − descent), from the font's hhea metrics.
    const font = loadFont({ family: 'Oswald', weight: 600 });
    const baselinePx = (0.5 + (font.ascent + font.descent) / (2 * font.unitsPerEm)) * 30 * 2;
    expect(Math.abs((minX + maxX) / 2 - 100)).toBeLessThanOrEqual(2);
    expect(Math.abs(maxY - baselinePx)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(baselinePx - minY - (font.capHeight / font.unitsPerEm) * 60)).toBeLessThanOrEqual(1.5);
  });

  it('sets lines one em apart, as the island does', async () => {
    const [one] = frontOf({
      front: [textLayer({ text: 'HI', fontFamily: 'Oswald', fontWeight: 600, fontSizeMm: 20, colour: '#00ff00', xMm: 0, yMm: 0, widthMm: 50, heightMm: 20 })],
    });
    const [two] = frontOf({
      front: [
        textLayer({ text: 'HI\nHI', fontFamily: 'Oswald', fontWeight: 600, fontSizeMm: 20, colour: '#00ff00', xMm: 0, yMm: 0, widthMm: 50, heightMm: 40 }),
      ],
    });
    const area = { widthMm: 50, heightMm: 40 };
    const first = await inkBox(textSvg([one as TextLayer], area, { width: 100, height: 80 }));
    const both = await inkBox(textSvg([two as TextLayer], area, { width: 100, height: 80 }));
    expect(both.minY).toBe(first.minY);
    expect(Math.abs(both.maxY - first.maxY - 40)).toBeLessThanOrEqual(1);
  });

  it('flushes left and right aligned text to the box edges', async () => {
    const area = { widthMm: 200, heightMm: 40 };
    const size = { width: 200, height: 40 };
    const [left] = frontOf({ front: [textLayer({ align: 'left', xMm: 0, yMm: 0, widthMm: 200, heightMm: 40 })] });
    const [right] = frontOf({ front: [textLayer({ align: 'right', xMm: 0, yMm: 0, widthMm: 200, heightMm: 40 })] });
    const leftInk = await inkBox(textSvg([left as TextLayer], area, size));
    const rightInk = await inkBox(textSvg([right as TextLayer], area, size));
    expect(leftInk.minX).toBeLessThanOrEqual(1);
    expect(leftInk.maxX).toBeLessThan(150);
    expect(rightInk.maxX).toBeGreaterThanOrEqual(198);
    expect(rightInk.minX).toBeGreaterThan(50);
  });
});

describe('print files', () => {
  it('are the print area at 300 DPI, transparent, with density 300 recorded', async () => {
    const layers = frontOf({ front: [textLayer({ xMm: 5, yMm: 5, widthMm: 40, heightMm: 15 })] });
    const { png, width, height } = await renderPrintPng(layers, { widthMm: 50.8, heightMm: 25.4 }, new Map());
    expect({ width, height }).toEqual({ width: 600, height: 300 });
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 600, height: 300, density: 300, channels: 4 });
    const corner = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
  });

  it(
    'takes a photo that fills a 300 DPI print (tens of megabytes of pixels, no 10 MB SVG limit)',
    async () => {
      const photo = await sharp({
        create: { width: 2000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
      })
        .png()
        .toBuffer();
      expect(photo.length).toBeGreaterThan(8_000_000);
      const layers = frontOf({ front: [imageLayer({ xMm: 0, yMm: 0, widthMm: 170, heightMm: 170, pixelWidth: 2000, pixelHeight: 2000, rotation: 5 })] });
      const { png, width } = await renderPrintPng(layers, { widthMm: 170, heightMm: 170 }, new Map([['/media/demo/art.png', photo]]));
      expect(width).toBe(2008);
      const centre = await sharp(png).extract({ left: 1004, top: 1004, width: 1, height: 1 }).raw().toBuffer();
      expect(centre[3]).toBe(255);
    },
    scaled(30_000),
  );
});

describe('pictures larger than they print', () => {
  it('are decoded straight to the size their largest layer needs at 300 DPI, and print the same', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pf-print-test-'));
    try {
      await writeFile(path.join(dir, 'big.png'), await halves(6000, 3000));
      const layers = frontOf({
        front: [imageLayer({ src: '/media/big.png', xMm: 0, yMm: 0, widthMm: 50.8, heightMm: 25.4, pixelWidth: 6000, pixelHeight: 3000 })],
      });
      const sources = await readLayerImages(layers, dir);
      const { png, width, height } = await renderPrintPng(layers, { widthMm: 50.8, heightMm: 25.4 }, sources);
      expect([width, height]).toEqual([600, 300]);
      const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => Array.from(data.subarray((y * 600 + x) * 4, (y * 600 + x) * 4 + 4));
      expect(at(10, 150)).toEqual([255, 0, 0, 255]);
      expect(at(590, 150)).toEqual([0, 0, 255, 255]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('image sources', () => {
  it('are flat names of the media store only: no other host, no climbing out, no data: URIs', () => {
    expect(mediaFileName('/media/abc123-1280.webp')).toBe('abc123-1280.webp');
    expect(mediaFileName('/media/upload.PNG')).toBe('upload.PNG');
    expect(mediaFileName('https://169.254.169.254/latest/meta-data.png')).toBeNull();
    expect(mediaFileName('//evil.test/media/x.png')).toBeNull();
    expect(mediaFileName('/media/../app.key')).toBeNull();
    expect(mediaFileName('/media/sub/x.png')).toBeNull();
    expect(mediaFileName('/media/x.pdf')).toBeNull();
    expect(mediaFileName('data:image/png;base64,AAAA')).toBeNull();
  });
});
