// Issue 10 §3: the print file draws each layer exactly where the document's geometry puts it
// (docs/studio.md: top-left of the unrotated box from the print area's top-left, rotation
// clockwise about the box centre, flips about the centre) — checked as SVG transforms, as
// arithmetic and as rasterised pixels.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DesignLayer, parseDesignDocument, type DesignDocument } from '../../../src/schemas/design-document.ts';
import { layerTransform, mapLayerPoint, sideSvg, textLayerMarkup } from '../../../src/server/print-files/side-svg.ts';
import { renderPrintPng } from '../../../src/server/print-files/print-file.ts';
import { mediaFileName } from '../../../src/server/print-files/layer-images.ts';
import { documentWith, imageLayer, textLayer } from './fixtures.ts';

const layer = (input: Record<string, unknown>) => DesignLayer.parse(input);
const frontOf = (sides: Record<string, unknown[]>): DesignDocument['sides']['front'] => {
  const parsed = parseDesignDocument(documentWith(sides));
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.document.sides.front;
};

/** A solid PNG whose left half is red and right half blue: shows flips and rotations. */
async function halves(width = 40, height = 20): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#ff0000"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** The inked (alpha > 50%) pixels' bounding box of a rasterised SVG. */
async function inkBox(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * 4 + 3] as number) > 128) [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    }
  }
  return { minX, minY, maxX, maxY };
}

async function pixels(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { info, at: (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)) };
}

describe('layer geometry → SVG transform', () => {
  it('is a translate to the box centre, the rotation, the flip and back by half the box', () => {
    expect(layerTransform(layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20 })))).toBe('translate(30 30) translate(-20 -10)');
    expect(layerTransform(layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20, rotation: 90, flipX: true })))).toBe('translate(30 30) rotate(90) scale(-1 1) translate(-20 -10)');
    expect(layerTransform(layer(imageLayer({ xMm: 0, yMm: 0, widthMm: 10, heightMm: 10, rotation: 360, flipY: true })))).toBe('translate(5 5) scale(1 -1) translate(-5 -5)');
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

  it('rasterises where the arithmetic says: red half left, then flipped, then turned', async () => {
    const area = { widthMm: 100, heightMm: 100 };
    const size = { width: 100, height: 100 };
    const images = new Map([['image-1', await halves()]]);
    const plain = await pixels(sideSvg([layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20 }))], area, size, images));
    expect(plain.at(15, 30)).toEqual([255, 0, 0, 255]);
    expect(plain.at(45, 30)).toEqual([0, 0, 255, 255]);
    expect(plain.at(5, 5)[3]).toBe(0);
    expect(plain.at(70, 70)[3]).toBe(0);

    const flipped = await pixels(sideSvg([layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20, flipX: true }))], area, size, images));
    expect(flipped.at(15, 30)).toEqual([0, 0, 255, 255]);
    expect(flipped.at(45, 30)).toEqual([255, 0, 0, 255]);

    const turnedLayer = layer(imageLayer({ xMm: 10, yMm: 20, widthMm: 40, heightMm: 20, rotation: 90 }));
    const turned = await pixels(sideSvg([turnedLayer], area, size, images));
    // Turned clockwise: the red (left) half is now on top, the box spans x 20–40, y 10–50.
    const red = mapLayerPoint(turnedLayer, 10, 10);
    const blue = mapLayerPoint(turnedLayer, 30, 10);
    expect(turned.at(Math.floor(red.x), Math.floor(red.y))).toEqual([255, 0, 0, 255]);
    expect(turned.at(Math.floor(blue.x), Math.floor(blue.y))).toEqual([0, 0, 255, 255]);
    expect(turned.at(15, 30)[3]).toBe(0);
  });

  it('leaves hidden layers out and draws later layers on top', async () => {
    const images = new Map([['a', await halves()], ['b', await halves()]]);
    const bottom = layer(imageLayer({ id: 'a', xMm: 0, yMm: 0, widthMm: 100, heightMm: 100 }));
    const top = layer(imageLayer({ id: 'b', xMm: 0, yMm: 0, widthMm: 100, heightMm: 100, flipX: true }));
    const drawn = await pixels(sideSvg([bottom, top], { widthMm: 100, heightMm: 100 }, { width: 50, height: 50 }, images));
    expect(drawn.at(5, 25)).toEqual([0, 0, 255, 255]);
    const hidden = await pixels(sideSvg([bottom, { ...top, hidden: true }], { widthMm: 100, heightMm: 100 }, { width: 50, height: 50 }, images));
    expect(hidden.at(5, 25)).toEqual([255, 0, 0, 255]);
  });
});

describe('text layers as outlines', () => {
  it('draws glyph paths (never <text>) in the layer colour, its ink inside the box', async () => {
    const [text] = frontOf({ front: [textLayer({ text: 'HELLO', fontFamily: 'Oswald', fontWeight: 600, fontSizeMm: 30, colour: '#00ff00', xMm: 0, yMm: 0, widthMm: 100, heightMm: 50 })] });
    const markup = textLayerMarkup(text as Extract<typeof text, { type: 'text' }>);
    expect(markup).toContain('<path fill="#00ff00"');
    expect(markup).not.toContain('<text');
    const { minX, minY, maxX, maxY } = await inkBox(sideSvg([text!], { widthMm: 100, heightMm: 50 }, { width: 200, height: 100 }, new Map()));
    // Centred both ways in the 200×100 px box (2 px a millimetre), cap height about 0.8 em of 60 px.
    expect(Math.abs((minX + maxX) / 2 - 100)).toBeLessThanOrEqual(2);
    expect(Math.abs((minY + maxY) / 2 - 50)).toBeLessThanOrEqual(2);
    expect(maxY - minY).toBeGreaterThan(30);
  });

  it('flushes left and right aligned text to the box edges', async () => {
    const area = { widthMm: 200, heightMm: 40 };
    const size = { width: 200, height: 40 };
    const [left] = frontOf({ front: [textLayer({ align: 'left', xMm: 0, yMm: 0, widthMm: 200, heightMm: 40 })] });
    const [right] = frontOf({ front: [textLayer({ align: 'right', xMm: 0, yMm: 0, widthMm: 200, heightMm: 40 })] });
    const leftInk = await inkBox(sideSvg([left!], area, size, new Map()));
    const rightInk = await inkBox(sideSvg([right!], area, size, new Map()));
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
