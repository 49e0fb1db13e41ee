import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MockupPlacement, PrintArea } from '../../../schemas/blank-studio.ts';
import type { DesignLayer } from '../../../schemas/design-document.ts';
import { responsiveWidths } from '../../../lib/images.ts';
import { createLimiter } from '../../../lib/concurrency.ts';
import { IMAGE_JOB_LIMIT } from '../../../platform/storage/job-limit.ts';
import { mediaFileName } from './layer-images.ts';
import { contentHash, storeMediaFile } from './media-output.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { renderSide } from './render-side.ts';

// Mockups: the blank's photo-like image of a side in a colour with the design
// printed into the print area's place on it, in the image service's responsive widths
// (WebP). Fast by construction (docs/print-files.md, `npm run bench:studio`): the side's
// print is drawn once at the mockup's own resolution (not scaled down from the 300 DPI
// file), garment images are decoded once and kept, the print is blended into the placement
// only, and each width is scaled from the next larger one.

/** Bump when mockup rendering or encoding changes. */
const MOCKUP_RECIPE = 'mockup-webp-q82-e0:v1';
// Effort 0 instead of the media store's 2: mockups are many (colours × sides × widths) and
// re-rendered on every save. Measured on a 1280 px garment photo: 22 ms instead of 35 ms to
// encode, for a file about 20% larger (20.9 KB instead of 17.1 KB).
const WEBP = { quality: 82, effort: 0 } as const;

export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

export interface MockupFile {
  width: number;
  height: number;
  url: string;
  bytes: number;
}

const runMockupJob = createLimiter(IMAGE_JOB_LIMIT);

// Decoded garment images by media file name (content-addressed, so never stale). A 1280²
// RGB image is 4.9 MB: a dozen covers every colour and side of a blank or two.
const GARMENT_CACHE_SIZE = 12;
const garments = new Map<string, Promise<RawImage>>();

/** The blank's mockup image (a /media/ address), decoded to opaque RGB once and kept. */
export function decodedGarment(mediaDir: string, address: string): Promise<RawImage> {
  const name = mediaFileName(address);
  if (!name) return Promise.reject(new Error(`The mockup ${address} is not in the media store.`));
  const key = `${mediaDir}\0${name}`;
  let image = garments.get(key);
  if (image) {
    garments.delete(key);
    garments.set(key, image);
    return image;
  }
  image = readFile(path.join(mediaDir, name)).then(
    (bytes) => sharp(bytes).flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }) as Promise<RawImage>,
  );
  image.catch(() => garments.delete(key));
  garments.set(key, image);
  while (garments.size > GARMENT_CACHE_SIZE) garments.delete(garments.keys().next().value as string);
  return image;
}

/** Where the print area lands on a mockup of this size, in whole pixels. */
export function placementPixels(placement: MockupPlacement, size: { width: number; height: number }) {
  const left = Math.round(placement.x * size.width);
  const top = Math.round(placement.y * size.height);
  return {
    left,
    top,
    width: Math.max(1, Math.round((placement.x + placement.width) * size.width) - left),
    height: Math.max(1, Math.round((placement.y + placement.height) * size.height) - top),
  };
}

/** The side's print at `size` pixels (RGBA), for compositing: drawn as the print file is, at this size. */
export async function renderSidePrint(
  layers: readonly DesignLayer[],
  area: Pick<PrintArea, 'widthMm' | 'heightMm'>,
  sources: ReadonlyMap<string, Buffer>,
  size: { width: number; height: number },
): Promise<RawImage> {
  const side = await renderSide(layers, area, sources, size);
  return (await side.raw().toBuffer({ resolveWithObject: true })) as RawImage;
}

/**
 * The print laid over the garment inside the placement (straight alpha "over"), on a copy of
 * the garment's RGB pixels. Only the placement's pixels are touched: far cheaper than a
 * full-image composite, and the result stays opaque RGB for the encoder.
 */
export function blendPrint(garment: RawImage, print: RawImage, at: { left: number; top: number }): RawImage {
  if (garment.info.channels !== 3 || print.info.channels !== 4) throw new RangeError('blendPrint takes an RGB garment and an RGBA print');
  const out = Buffer.from(garment.data);
  const { width: gw, height: gh } = garment.info;
  const { width: pw, height: ph } = print.info;
  const p = print.data;
  for (let y = Math.max(0, -at.top); y < ph && at.top + y < gh; y += 1) {
    const firstX = Math.max(0, -at.left);
    const lastX = Math.min(pw, gw - at.left);
    let o = ((at.top + y) * gw + at.left + firstX) * 3;
    let i = (y * pw + firstX) * 4;
    for (let x = firstX; x < lastX; x += 1, o += 3, i += 4) {
      const alpha = p[i + 3] as number;
      if (alpha === 0) continue;
      if (alpha === 255) {
        out[o] = p[i] as number;
        out[o + 1] = p[i + 1] as number;
        out[o + 2] = p[i + 2] as number;
        continue;
      }
      const k = alpha / 255;
      out[o] = Math.round((p[i] as number) * k + (out[o] as number) * (1 - k));
      out[o + 1] = Math.round((p[i + 1] as number) * k + (out[o + 1] as number) * (1 - k));
      out[o + 2] = Math.round((p[i + 2] as number) * k + (out[o + 2] as number) * (1 - k));
    }
  }
  return { data: out, info: { width: gw, height: gh, channels: 3 } };
}

/**
 * One mockup: the garment with the print in the placement, stored at every responsive width,
 * each width scaled from the next larger one (cheaper than each from the largest).
 * `printHash` identifies the print, so a mockup already stored is not made again.
 */
export function storeMockup(
  mediaDir: string,
  garment: RawImage,
  garmentName: string,
  print: RawImage,
  printHash: string,
  at: { left: number; top: number },
): Promise<MockupFile[]> {
  return runMockupJob(async () => {
    const { width, height } = garment.info;
    const hash = contentHash([MOCKUP_RECIPE, garmentName, printHash, `${at.left},${at.top}`]);
    const widths = responsiveWidths(width).sort((a, b) => b - a);
    const named = widths.map((outputWidth) => ({
      outputWidth,
      outputHeight: Math.max(1, Math.round((height * outputWidth) / width)),
      name: `${hash}-${outputWidth}.webp`,
    }));
    const present = await Promise.all(
      named.map(({ name }) =>
        stat(path.join(mediaDir, name)).then(
          (info) => info.size,
          () => null,
        ),
      ),
    );
    if (present.every((bytes) => bytes !== null)) {
      return named
        .map(({ outputWidth, outputHeight, name }, index) => ({
          width: outputWidth,
          height: outputHeight,
          url: MEDIA_PREFIX + name,
          bytes: present[index] as number,
        }))
        .reverse();
    }
    let current = blendPrint(garment, print, at);
    const encodings: Promise<MockupFile>[] = [];
    for (const { outputWidth, outputHeight, name } of named) {
      if (outputWidth !== current.info.width) {
        const scaled = await sharp(current.data, { raw: current.info }).resize(outputWidth, outputHeight, { fit: 'fill' }).raw().toBuffer();
        current = { data: scaled, info: { width: outputWidth, height: outputHeight, channels: 3 } };
      }
      const pixels = current;
      encodings.push(
        storeMediaFile(mediaDir, name, () => sharp(pixels.data, { raw: pixels.info }).webp(WEBP).toBuffer()).then((stored) => ({
          width: outputWidth,
          height: outputHeight,
          ...stored,
        })),
      );
    }
    // Ascending, as the image service lists widths.
    return (await Promise.all(encodings)).reverse();
  });
}
