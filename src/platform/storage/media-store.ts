import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { clampFocalPoint, responsiveWidths, type FocalPoint } from '../../lib/images.ts';
import { Image } from '../../schemas/image.ts';
import { config } from '../config/config.ts';
import { createLimiter } from '../../lib/concurrency.ts';
import { MEDIA_PREFIX } from '../front/media.ts';
import { IMAGE_JOB_LIMIT } from './job-limit.ts';
import { fileExists, writeAtomically } from './atomic-file.ts';
import { measureColourGrid } from './colour-grid.ts';
import { forgetImageRecord, imageRecordFile, readImageRecordFile, type ImageRecord } from './image-record.ts';
import { measurePlaceholder } from './image-placeholder.ts';

// A content-addressed media store: every rendition is `<hash>-<width>.webp`, where the hash
// covers the source and how it was framed, and `<hash>.json` records what was measured. Same content → same files → nothing to write,
// which is what makes the second start of a demo seed take seconds instead of a minute.

/** Largest rendition kept for anything that is not given a frame (the banner width). */
const DEFAULT_MAX_WIDTH = 1920;
/** Bump when encoder settings change so that old files are not mistaken for new ones. */
const RENDITION_VERSION = 'webp-q82-e2:v1';
// Effort 2 instead of the default 4: measured on the demo seed (2 cores, 140 images) it
// takes 19.6 s instead of 35.1 s for files about 4% larger at the same quality.
const WEBP = { quality: 82, effort: 2 } as const;
// AVIF effort 2 is ~4.5× the WebP time per image (the seed took 100 s) for ~30% smaller
// files, so it is opt-in; effort 0 is as slow as WebP and no smaller.
const AVIF = { quality: 55, effort: 2 } as const;
// Only for pictures read by others than browsers (share images: crawlers take JPEG everywhere).
const JPEG = { quality: 86, mozjpeg: true } as const;
const HASH_LENGTH = 16;
/** Progress reported once decoded and framed: about a fifth of the work; the renditions share the rest. */
const DECODED = 0.2;

export interface StoreImageOptions {
  altText?: string | undefined;
  /** The garment colour the picture shows, when it belongs to a colour option. */
  color?: string | null | undefined;
  position?: number | undefined;
  /** Kept in view when the picture is cropped to `frame` (0–1 each axis, clamped). */
  focalPoint?: FocalPoint | undefined;
  /** Crop and scale to exactly this size (e.g. 1920×768 for a banner). */
  frame?: { width: number; height: number } | undefined;
  /** Originals wider than this are scaled down first; default 1920. */
  maxWidth?: number | undefined;
  /** Also write `<hash>-<width>.avif` next to each WebP (slower; off by default). */
  avif?: boolean | undefined;
  /** Encoding of the renditions: WebP unless a reader needs JPEG (share images for crawlers). */
  format?: 'webp' | 'jpeg' | undefined;
  /** Where files go; default config.mediaDir (MEDIA_DIR). */
  mediaDir?: string | undefined;
  /** Told how far the work has come (0–1): once the picture is decoded, then after each rendition. */
  onProgress?: ((fraction: number) => void | Promise<void>) | undefined;
}

export type ImageSource = Buffer | Sharp;

const runImageJob = createLimiter(IMAGE_JOB_LIMIT);

type RenditionFormat = 'webp' | 'avif' | 'jpeg';

export function renditionFileName(hash: string, width: number, format: RenditionFormat = 'webp'): string {
  return `${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

function encode(rendition: Sharp, format: RenditionFormat): Sharp {
  if (format === 'webp') return rendition.webp(WEBP);
  if (format === 'avif') return rendition.avif(AVIF);
  return rendition.flatten({ background: '#ffffff' }).jpeg(JPEG);
}

interface Geometry {
  width: number;
  height: number;
}

/** Output size: the frame if given, else the source scaled down to `maxWidth`. */
function outputGeometry(source: Geometry, options: StoreImageOptions): Geometry {
  const maxWidth = Math.max(1, Math.round(options.maxWidth ?? DEFAULT_MAX_WIDTH));
  const target = options.frame ?? source;
  const scale = Math.min(1, maxWidth / target.width);
  return { width: Math.max(1, Math.round(target.width * scale)), height: Math.max(1, Math.round(target.height * scale)) };
}

/** Scales to cover `output` and crops around the focal point. */
function frame(pipeline: Sharp, source: Geometry, output: Geometry, focal: FocalPoint): Sharp {
  const scale = Math.max(output.width / source.width, output.height / source.height);
  const scaled = { width: Math.max(output.width, Math.round(source.width * scale)), height: Math.max(output.height, Math.round(source.height * scale)) };
  const left = Math.round(Math.min(scaled.width - output.width, Math.max(0, focal.x * scaled.width - output.width / 2)));
  const top = Math.round(Math.min(scaled.height - output.height, Math.max(0, focal.y * scaled.height - output.height / 2)));
  return pipeline.resize(scaled.width, scaled.height, { fit: 'fill' }).extract({ left, top, width: output.width, height: output.height });
}

function isOpaque(rgba: Buffer): boolean {
  for (let index = 3; index < rgba.length; index += 4) if (rgba[index] !== 255) return false;
  return true;
}

function hashOf(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, HASH_LENGTH);
}

/**
 * Stores a picture as WebP renditions at every responsive width and returns its
 * image record. `source` is an encoded image (SVG, PNG, JPEG, WebP…) or a sharp pipeline.
 * Files that already exist are left alone; ids and file names depend only on content.
 */
export async function storeImage(source: ImageSource, options: StoreImageOptions = {}): Promise<Image> {
  const mediaDir = options.mediaDir ?? config.mediaDir;
  const focal = clampFocalPoint(options.focalPoint ?? { x: 0.5, y: 0.5 });
  const format = options.format ?? 'webp';
  const recipe = JSON.stringify({
    v: RENDITION_VERSION,
    frame: options.frame ?? null,
    focal: options.frame ? focal : null,
    maxWidth: options.maxWidth ?? DEFAULT_MAX_WIDTH,
    ...(format === 'webp' ? {} : { format }),
  });

  return runImageJob(async () => {
    let hash: string;
    let sourceGeometry: Geometry;
    let pixels: { data: Buffer; info: OutputInfo } | undefined;
    if (Buffer.isBuffer(source)) {
      // Encoded input is hashed as bytes: a rerun only reads the header.
      hash = hashOf([recipe, source]);
      const metadata = await sharp(source).metadata();
      sourceGeometry = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    } else {
      pixels = await source.raw().toBuffer({ resolveWithObject: true });
      hash = hashOf([recipe, JSON.stringify([pixels.info.width, pixels.info.height, pixels.info.channels]), pixels.data]);
      sourceGeometry = { width: pixels.info.width, height: pixels.info.height };
    }
    const output = outputGeometry(sourceGeometry, options);
    const widths = responsiveWidths(output.width);
    const formats: RenditionFormat[] = options.avif ? [format, 'avif'] : [format];
    const wanted = widths.flatMap((width) =>
      formats.map((encoding) => ({ width, encoding, file: path.join(mediaDir, renditionFileName(hash, width, encoding)) })),
    );
    const missing = [];
    for (const rendition of wanted) if (!(await fileExists(rendition.file))) missing.push(rendition);
    const recordFile = imageRecordFile(hash, mediaDir);
    // A record from before placeholders were kept is measured again (once: it is rewritten whole).
    const unmeasured = !(await readImageRecordFile(hash, mediaDir))?.placeholder;

    if (missing.length > 0 || unmeasured) {
      await mkdir(mediaDir, { recursive: true });
      // Decode (or rasterise an SVG) once, frame once, then scale that for every width.
      let pipeline = pixels ? sharp(pixels.data, { raw: pixels.info }) : sharp(source as Buffer).autoOrient();
      pipeline = options.frame ? frame(pipeline, sourceGeometry, output, focal) : pipeline.resize(output.width, output.height, { fit: 'fill' });
      const base = await pipeline.raw().toBuffer({ resolveWithObject: true });
      // SVG always decodes with alpha; an opaque picture encodes smaller and faster without it.
      const dropAlpha = base.info.channels === 4 && isOpaque(base.data);
      await options.onProgress?.(DECODED);
      let written = 0;
      if (unmeasured) {
        // A 384 px copy has dozens of pixels per cell: enough for averages, a tenth of the work.
        const sample = base.info.width > 384 ? await sharp(base.data, { raw: base.info }).resize(384).raw().toBuffer({ resolveWithObject: true }) : base;
        const record: ImageRecord = {
          width: output.width,
          height: output.height,
          colours: measureColourGrid(sample),
          placeholder: await measurePlaceholder(sample),
        };
        await writeAtomically(recordFile, (temporary) => writeFile(temporary, JSON.stringify(record)));
        forgetImageRecord(hash, mediaDir);
      }
      await Promise.all(
        missing.map(({ width, encoding, file }) =>
          writeAtomically(file, (temporary) => {
            let rendition = sharp(base.data, { raw: base.info });
            if (dropAlpha) rendition = rendition.removeAlpha();
            if (width !== output.width) rendition = rendition.resize(width);
            return encode(rendition, encoding).toFile(temporary);
          }).then(() => options.onProgress?.(DECODED + ((1 - DECODED) * ++written) / missing.length)),
        ),
      );
    }

    const sizes: Record<string, string> = {};
    for (const width of widths) sizes[String(width)] = MEDIA_PREFIX + renditionFileName(hash, width, format);
    return Image.parse({
      id: hash,
      original: MEDIA_PREFIX + renditionFileName(hash, output.width, format),
      position: options.position ?? 0,
      altText: options.altText ?? '',
      color: options.color ?? null,
      width: output.width,
      height: output.height,
      sizes,
    });
  });
}
