import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { visibleLayers, type DesignLayer, type ImageLayer } from '../../../schemas/design-document.ts';
import { MM_PER_INCH, PRINT_DPI } from '../../../schemas/blank-studio.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { PermanentRenderError } from './render-errors.ts';

// Image layers are read from the media store on disk, never fetched over HTTP: a design's
// `src` is a /media/ path of this site (an upload or a design library picture), so the
// render job cannot be pointed at internal addresses (SSRF) and needs no network at all.

/** Media names are flat content hashes (as serveMedia serves them); anything else is refused. */
const MEDIA_NAME = /^[a-z0-9][a-z0-9._-]*\.(png|jpe?g|webp|svg)$/i;

/** The media file an image address names, or null when it is not a picture of this site's media store. */
export function mediaFileName(src: string): string | null {
  if (!src.startsWith(MEDIA_PREFIX)) return null;
  const name = src.slice(MEDIA_PREFIX.length);
  return MEDIA_NAME.test(name) && !name.includes('..') ? name : null;
}

// What each picture needs at most: its largest layer box at 300 DPI. Pixels beyond that never
// print, so a huge upload is decoded straight to this size (bounded memory, and JPEG and WebP
// shrink while decoding). Keyed by the bytes read for one job.
const neededSizes = new WeakMap<Buffer, { width: number; height: number }>();

/** The bytes of every visible image layer's picture, read once per address from the media store. */
export async function readLayerImages(layers: readonly DesignLayer[], mediaDir: string): Promise<Map<string, Buffer>> {
  const sources = new Map<string, Buffer>();
  for (const layer of visibleLayers(layers)) {
    if (layer.type !== 'image') continue;
    let bytes = sources.get(layer.src);
    if (!bytes) {
      const name = mediaFileName(layer.src);
      if (!name) throw new PermanentRenderError(`The image ${layer.src} is not in this store's media.`);
      try {
        bytes = await readFile(path.join(mediaDir, name));
      } catch {
        throw new PermanentRenderError(`The image ${layer.src} is missing from the media store.`);
      }
      sources.set(layer.src, bytes);
    }
    const needed = neededSizes.get(bytes) ?? { width: 1, height: 1 };
    neededSizes.set(bytes, {
      width: Math.max(needed.width, Math.ceil(layer.widthMm * (PRINT_DPI / MM_PER_INCH))),
      height: Math.max(needed.height, Math.ceil(layer.heightMm * (PRINT_DPI / MM_PER_INCH))),
    });
  }
  return sources;
}

interface DecodedSource {
  format: string;
  width: number;
  height: number;
  /** RGBA pixels of a raster source, decoded once per job (print file and mockups share them). */
  raw?: Promise<{ data: Buffer; info: { width: number; height: number; channels: 4 } }>;
}

// Keyed by the source's bytes, which live as long as the job's map of sources does.
const decodedSources = new WeakMap<Buffer, Promise<DecodedSource>>();

async function readMetadata(bytes: Buffer) {
  try {
    return await sharp(bytes).metadata();
  } catch {
    throw new PermanentRenderError('An image of the design could not be read.');
  }
}

function decodeSource(bytes: Buffer): Promise<DecodedSource> {
  let decoded = decodedSources.get(bytes);
  if (!decoded) {
    decoded = readMetadata(bytes).then(({ format, width, height, autoOrient }) => {
      const source: DecodedSource = { format, width, height };
      if (format !== 'svg') {
        let pipeline = sharp(bytes, { limitInputPixels: false }).autoOrient();
        const needed = neededSizes.get(bytes);
        if (needed && (autoOrient.width > needed.width || autoOrient.height > needed.height)) {
          pipeline = pipeline.resize(Math.min(autoOrient.width, needed.width), Math.min(autoOrient.height, needed.height), { fit: 'fill' });
        }
        source.raw = pipeline
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => ({ data, info: { width: info.width, height: info.height, channels: 4 as const } }));
      }
      return source;
    });
    decodedSources.set(bytes, decoded);
  }
  return decoded;
}

/** A pipeline for the source at `target` size: rasters from their decoded pixels, SVG re-rasterised sharply at that size. */
async function decoder(bytes: Buffer, target: { width: number; height: number }) {
  const source = await decodeSource(bytes);
  if (source.raw) {
    const { data, info } = await source.raw;
    return sharp(data, { raw: info, limitInputPixels: false });
  }
  // sharp rasterises SVG at 72 DPI unless told otherwise: ask for enough to fill the target.
  const density = Math.min(100_000, Math.max(1, 72 * Math.max(target.width / source.width, target.height / source.height)));
  return sharp(bytes, { density });
}

export interface Overlay {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
  left: number;
  top: number;
}

/**
 * One image layer as a sharp overlay on a canvas of `canvas` pixels at `scale` pixels per mm:
 * the picture stretched to its box (as the island draws it), mirrored, then turned clockwise
 * about the box centre (the geometry of docs/studio.md), clipped to the canvas. Null when
 * nothing of it lands on the canvas. Done with sharp rather than embedded in the side's SVG:
 * librsvg refuses an SVG over 10 MB, which a 300 DPI photo would make it.
 */
export async function imageOverlay(
  layer: ImageLayer,
  bytes: Buffer,
  scale: { x: number; y: number },
  canvas: { width: number; height: number },
): Promise<Overlay | null> {
  const target = { width: Math.max(1, Math.round(layer.widthMm * scale.x)), height: Math.max(1, Math.round(layer.heightMm * scale.y)) };
  let pipeline = (await decoder(bytes, target)).resize(target.width, target.height, { fit: 'fill' }).ensureAlpha();
  if (layer.flipX) pipeline = pipeline.flop();
  if (layer.flipY) pipeline = pipeline.flip();
  let image = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (layer.rotation % 360 !== 0) {
    // A separate pass, so the mirror is applied in the layer's own frame before it turns.
    image = await sharp(image.data, { raw: { width: image.info.width, height: image.info.height, channels: 4 } })
      .rotate(layer.rotation, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  const { width, height } = image.info;
  // The turned picture's bounding box stays centred on the layer box's centre.
  const left = Math.round((layer.xMm + layer.widthMm / 2) * scale.x - width / 2);
  const top = Math.round((layer.yMm + layer.heightMm / 2) * scale.y - height / 2);
  const visible = {
    left: Math.max(0, left),
    top: Math.max(0, top),
    right: Math.min(canvas.width, left + width),
    bottom: Math.min(canvas.height, top + height),
  };
  if (visible.right <= visible.left || visible.bottom <= visible.top) return null;
  const clip = { left: visible.left - left, top: visible.top - top, width: visible.right - visible.left, height: visible.bottom - visible.top };
  const input =
    clip.left === 0 && clip.top === 0 && clip.width === width && clip.height === height
      ? image.data
      : await sharp(image.data, { raw: { width, height, channels: 4 } })
          .extract(clip)
          .raw()
          .toBuffer();
  return { input, raw: { width: clip.width, height: clip.height, channels: 4 }, left: visible.left, top: visible.top };
}
