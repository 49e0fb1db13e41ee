import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { visibleLayers, type DesignLayer, type ImageLayer } from '../../schemas/design-document.ts';
import { MEDIA_PREFIX } from '../front/media.ts';
import type { EmbeddedImages } from './side-svg.ts';

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

export class LayerImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LayerImageError';
  }
}

/** The decoded sources of every visible image layer of the given sides, read once per address. */
export async function readLayerImages(layers: readonly DesignLayer[], mediaDir: string): Promise<Map<string, Buffer>> {
  const sources = new Map<string, Buffer>();
  for (const layer of visibleLayers(layers)) {
    if (layer.type !== 'image' || sources.has(layer.src)) continue;
    const name = mediaFileName(layer.src);
    if (!name) throw new LayerImageError(`The image ${layer.src} is not in this store's media.`);
    try {
      sources.set(layer.src, await readFile(path.join(mediaDir, name)));
    } catch {
      throw new LayerImageError(`The image ${layer.src} is missing from the media store.`);
    }
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

function decodeSource(bytes: Buffer): Promise<DecodedSource> {
  let decoded = decodedSources.get(bytes);
  if (!decoded) {
    decoded = sharp(bytes).metadata().then(({ format, width, height }) => {
      const source: DecodedSource = { format, width, height };
      if (format !== 'svg') {
        source.raw = sharp(bytes, { limitInputPixels: false })
          .autoOrient()
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

/** One image layer at `pxPerMm`: its pixels stretched to the layer box (the island draws it so), as a PNG data URI. */
async function embedLayer(layer: ImageLayer, bytes: Buffer, pxPerMm: number): Promise<string> {
  const target = { width: Math.max(1, Math.round(layer.widthMm * pxPerMm)), height: Math.max(1, Math.round(layer.heightMm * pxPerMm)) };
  const pipeline = await decoder(bytes, target);
  // Level 1: the PNG only travels to librsvg in memory, so speed beats size.
  const png = await pipeline.resize(target.width, target.height, { fit: 'fill' }).ensureAlpha().png({ compressionLevel: 1 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Every visible image layer of a side prepared for its SVG at `pxPerMm` (pixels of the output per millimetre). */
export async function embedLayerImages(layers: readonly DesignLayer[], sources: ReadonlyMap<string, Buffer>, pxPerMm: number): Promise<EmbeddedImages> {
  const embedded = new Map<string, string>();
  for (const layer of visibleLayers(layers)) {
    if (layer.type !== 'image') continue;
    const bytes = sources.get(layer.src);
    if (!bytes) throw new LayerImageError(`The image ${layer.src} was not read.`);
    embedded.set(layer.id, await embedLayer(layer, bytes, pxPerMm));
  }
  return embedded;
}
