import { createHash } from 'node:crypto';
import path from 'node:path';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { writeFileAtomically } from '../../../platform/storage/atomic-file.ts';

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
  const bytes = await encode();
  await writeFileAtomically(path.join(mediaDir, name), bytes);
  return { url: MEDIA_PREFIX + name, bytes: bytes.length };
}
