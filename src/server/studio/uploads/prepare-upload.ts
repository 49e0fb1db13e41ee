import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { MAX_IMAGE_PIXELS } from '../../../schemas/design-document.ts';
import { MAX_UPLOAD_BYTES, uploadFormatsMessage, type StudioUpload } from '../../../schemas/studio-calls.ts';
import { sniffFormat } from './sniff.ts';
import { sanitiseSvg } from './svg-sanitise.ts';
import { createLimiter } from '../../../lib/concurrency.ts';
import { IMAGE_JOB_LIMIT } from '../../../platform/storage/job-limit.ts';

// Turns an upload's bytes into what is stored: a raster re-encoded from its decoded pixels
// (so nothing but pixels survives: no metadata, no trailing payload), an SVG rebuilt by the
// sanitiser. Every refusal happens here, before anything is written.

/**
 * Decoded pixels one upload may have (sharp's limitInputPixels). 100 MP is a 300 DPI print
 * far larger than any print area (an A3 sheet is 17.4 MP) yet bounds what a small file
 * that declares a huge canvas (a decompression bomb) can make the server decode.
 */
export const MAX_UPLOAD_PIXELS = 100_000_000;

/** An upload over MAX_UPLOAD_BYTES (also a quote form's file). */
export const UPLOAD_SIZE_MESSAGE = `Images may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

export const UPLOAD_MESSAGES = {
  formats: uploadFormatsMessage(),
  /** The design document's own rule (MAX_IMAGE_PIXELS), so an upload always fits a layer. */
  tooWide: `Images may be at most ${MAX_IMAGE_PIXELS} pixels wide.`,
  tooManyPixels: `Images may have at most ${MAX_UPLOAD_PIXELS / 1_000_000} million pixels.`,
  corrupt: 'The image is damaged and could not be read.',
  svgWithoutSize: 'The SVG needs a width and height or a viewBox.',
  svgEmpty: 'The SVG draws nothing once its scripts and links are removed.',
} as const;

export interface PreparedUpload {
  format: StudioUpload['format'];
  bytes: Buffer;
  pixelWidth: number;
  pixelHeight: number;
}

/** Decoding is CPU-bound and a big upload takes hundreds of MB: one re-encode per core at a time. */
const runImageJob = createLimiter(IMAGE_JOB_LIMIT);

const refuse = (message: string) => ApiError.validation({ file: [message] });

function checkSize(width: number | undefined, height: number | undefined): { width: number; height: number } {
  if (!width || !height) throw refuse(UPLOAD_MESSAGES.corrupt);
  if (width > MAX_IMAGE_PIXELS || height > MAX_IMAGE_PIXELS) throw refuse(UPLOAD_MESSAGES.tooWide);
  if (width * height > MAX_UPLOAD_PIXELS) throw refuse(UPLOAD_MESSAGES.tooManyPixels);
  return { width, height };
}

/** Reads only the header: a bomb is refused before a single pixel is decoded. */
async function header(bytes: Buffer, expected: 'png' | 'jpeg' | 'svg') {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(UPLOAD_MESSAGES.corrupt);
  }
  // A file whose signature says PNG but which sharp reads as something else lies about itself.
  if (metadata.format !== expected) throw refuse(UPLOAD_MESSAGES.formats);
  return metadata;
}

async function prepareRaster(bytes: Buffer, format: 'png' | 'jpeg'): Promise<PreparedUpload> {
  const metadata = await header(bytes, format);
  // The upright size: a phone photo stored sideways with EXIF orientation 6 is taller than wide.
  checkSize(metadata.autoOrient.width, metadata.autoOrient.height);
  try {
    // failOn 'error': a truncated or damaged file is refused rather than stored half grey.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).autoOrient();
    const encoded = format === 'png' ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
    const { data, info } = await runImageJob(() => encoded.toBuffer({ resolveWithObject: true }));
    return { format, bytes: data, pixelWidth: info.width, pixelHeight: info.height };
  } catch {
    throw refuse(UPLOAD_MESSAGES.corrupt);
  }
}

async function prepareSvg(bytes: Buffer): Promise<PreparedUpload> {
  const sanitised = sanitiseSvg(bytes.toString('utf8'));
  if (!sanitised) throw refuse(UPLOAD_MESSAGES.formats);
  if (sanitised.drawings === 0) throw refuse(UPLOAD_MESSAGES.svgEmpty);
  const { width, height, viewBox } = sanitised.size;
  const sized = (width !== undefined && height !== undefined && !width.includes('%') && !height.includes('%')) || viewBox !== undefined;
  if (!sized) throw refuse(UPLOAD_MESSAGES.svgWithoutSize);
  // An inline picture is decoded when the SVG is drawn: held to an upload's limits by its header.
  for (const dataUrl of sanitised.inlineRasters) {
    const inline = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const format = sniffFormat(inline);
    if (format !== 'png' && format !== 'jpeg') throw refuse(UPLOAD_MESSAGES.formats);
    const metadata = await header(inline, format);
    checkSize(metadata.autoOrient.width, metadata.autoOrient.height);
  }
  const svg = Buffer.from(sanitised.svg, 'utf8');
  // Measured from the sanitised document, the one that is stored and later rasterised.
  const metadata = await header(svg, 'svg');
  const size = checkSize(metadata.width, metadata.height);
  return { format: 'svg', bytes: svg, pixelWidth: size.width, pixelHeight: size.height };
}

/** The stored form of an upload, or a 422 with the reason it is refused. */
export async function prepareUpload(bytes: Buffer): Promise<PreparedUpload> {
  const format = sniffFormat(bytes);
  if (!format) throw refuse(UPLOAD_MESSAGES.formats);
  return format === 'svg' ? prepareSvg(bytes) : prepareRaster(bytes, format);
}
