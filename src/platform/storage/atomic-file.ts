import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Files under /media/ are written through a temporary name and renamed into place, so a reader
// (the front server, another instance) never sees half a file. One place for the media store,
// studio uploads, the design library, print files and magic model previews.

export async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Runs `encode` into a temporary file next to `file`, then renames it into place (its folder made if missing). */
export async function writeAtomically(file: string, encode: (temporary: string) => Promise<unknown>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await encode(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Writes these bytes to `file` atomically. */
export function writeFileAtomically(file: string, bytes: Buffer | Uint8Array): Promise<void> {
  return writeAtomically(file, (temporary) => writeFile(temporary, bytes));
}

/** Writes a content-addressed file unless it is there already; true when this call wrote it. */
export async function writeOnce(file: string, bytes: Buffer | Uint8Array): Promise<boolean> {
  if (await fileExists(file)) return false;
  await writeFileAtomically(file, bytes);
  return true;
}
