import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PREFIX } from '../front/media.ts';

// Rendered design files go to the media store under content-addressed names, as the image
// service's renditions do (`<hash>-<width>.<ext>`): the same design renders to the same
// names, so a re-run rewrites nothing and a file never changes under its name.

const HASH_LENGTH = 16;

export function contentHash(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, HASH_LENGTH);
}

export interface StoredFile {
  url: string;
  bytes: number;
}

/** Writes `<name>` into the media dir through a temporary name, so a reader never sees half a file. */
export async function storeMediaFile(mediaDir: string, name: string, encode: () => Promise<Buffer>): Promise<StoredFile> {
  const file = path.join(mediaDir, name);
  const bytes = await encode();
  await mkdir(mediaDir, { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { url: MEDIA_PREFIX + name, bytes: bytes.length };
}
