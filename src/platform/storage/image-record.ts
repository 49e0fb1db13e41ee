import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { config } from '../config/config.ts';
import { MEDIA_PREFIX } from '../front/media.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { ColourGrid } from './colour-grid.ts';
import { ImagePlaceholder } from './image-placeholder.ts';

// What the media store knows about a stored picture besides its files, kept beside them
// as `<hash>.json` (never served: /media/ serves image types only). File names are
// content hashes, so a record changes only to gain what later versions measure (a
// record kept before placeholders were is measured again the next time it is stored).

export const ImageRecord = z.object({
  width: z.int().positive(),
  height: z.int().positive(),
  /** Average colours on a grid, for text laid over the picture. */
  colours: ColourGrid,
  /** Dominant colour and tiny preview shown while the picture loads; absent from older records. */
  placeholder: ImagePlaceholder.optional(),
});
export type ImageRecord = z.infer<typeof ImageRecord>;

export function imageRecordFile(hash: string, mediaDir = config.mediaDir): string {
  return path.join(mediaDir, `${hash}.json`);
}

/** The content hash in a media address such as /media/3f2a…-1920.webp. */
export function mediaHashOf(url: string): string | undefined {
  if (!url.startsWith(MEDIA_PREFIX)) return undefined;
  return /^([0-9a-f]{16})-\d+\.(?:webp|avif|jpg)$/.exec(url.slice(MEDIA_PREFIX.length))?.[1];
}

const known = new LruCache<string, ImageRecord>(2000);

/**
 * The record of a picture the media store holds, by its address; undefined for any other
 * address (an external image) or a picture stored before records were kept.
 */
export async function readImageRecord(url: string, mediaDir = config.mediaDir): Promise<ImageRecord | undefined> {
  const hash = mediaHashOf(url);
  if (!hash) return undefined;
  const key = `${mediaDir}\u0000${hash}`;
  const cached = known.get(key);
  if (cached) return cached;
  const record = await readImageRecordFile(hash, mediaDir);
  if (record) known.set(key, record);
  return record;
}

/** The record kept for a content hash, read from disk (no cache); undefined when there is none readable. */
export async function readImageRecordFile(hash: string, mediaDir = config.mediaDir): Promise<ImageRecord | undefined> {
  let stored: unknown;
  try {
    stored = JSON.parse(await readFile(imageRecordFile(hash, mediaDir), 'utf8'));
  } catch {
    // No record (or a half-written one from a crash): the picture counts as unmeasured.
    return undefined;
  }
  const parsed = ImageRecord.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/** Drops a cached record that has just been measured again. */
export function forgetImageRecord(hash: string, mediaDir = config.mediaDir): void {
  known.delete(`${mediaDir}\u0000${hash}`);
}
