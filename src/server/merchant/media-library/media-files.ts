import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../../platform/config/config.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { writeOnce } from '../../../platform/storage/atomic-file.ts';

// Where the library's bytes live. Uploads wait in a sub-folder of the media folder, which
// /media/ never serves (its names are flat); what is served sits in the media folder itself
// under content-hash names, written by the image service or by storeLibraryFile.

export function uploadsDir(mediaDir = config.mediaDir): string {
  return path.join(mediaDir, 'uploads');
}

/** Keeps an upload until its job has processed it; returns its name under uploadsDir. */
export async function keepUpload(divisionId: number, extension: string, bytes: Buffer, mediaDir = config.mediaDir): Promise<string> {
  const name = `${divisionId}-${randomUUID()}.${extension}`;
  await mkdir(uploadsDir(mediaDir), { recursive: true });
  await writeFile(path.join(uploadsDir(mediaDir), name), bytes);
  return name;
}

export function uploadPath(name: string, mediaDir = config.mediaDir): string {
  // Names are ours (division-uuid.ext); basename keeps a corrupted row from reaching elsewhere.
  return path.join(uploadsDir(mediaDir), path.basename(name));
}

export async function removeUpload(name: string | null, mediaDir = config.mediaDir): Promise<void> {
  if (name) await rm(uploadPath(name, mediaDir), { force: true });
}

/** Stores a non-image file under `<hash>.<extension>` and returns its address. */
export async function storeLibraryFile(hash: string, extension: string, bytes: Buffer, mediaDir = config.mediaDir): Promise<string> {
  const name = `${hash}.${extension}`;
  await mkdir(mediaDir, { recursive: true });
  // Through a temporary file and a rename: another server process may be serving this very name.
  await writeOnce(path.join(mediaDir, name), bytes);
  return MEDIA_PREFIX + name;
}

/** Removes served files by their /media/ addresses (and a picture's `<hash>.json` record). */
export async function removeServedFiles(addresses: readonly string[], hash: string | null, mediaDir = config.mediaDir): Promise<void> {
  const names = addresses.filter((address) => address.startsWith(MEDIA_PREFIX)).map((address) => path.basename(address.slice(MEDIA_PREFIX.length)));
  if (hash && /^[0-9a-f]{16}$/.test(hash)) names.push(`${hash}.json`);
  await Promise.all(names.map((name) => rm(path.join(mediaDir, name), { force: true })));
}
