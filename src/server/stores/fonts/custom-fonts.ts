import { createHash } from 'node:crypto';
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoreScope } from '../scope.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { writeAtomically } from '../../../platform/storage/atomic-file.ts';
import { CUSTOM_FONT_NAME_MESSAGE, sanitiseCustomFontName } from '../../../../themes/custom-font-name.ts';
import { CUSTOM_FONTS_PATH, customFontsDir, FONT_FILE } from './font-paths.ts';
import { readWoff2Header } from './woff2.ts';

// A Pro store's own fonts: WOFF2 files its owner uploads, each under a family name unique in
// the store. The file's name carries the family name (spaces as underscores, which names may
// not hold) and a hash of its bytes, so it never changes under its address and the folder
// listing is the store's list: nothing else to keep in step.

export interface CustomFont {
  name: string;
  /** File name in the store's font folder and under /fonts/custom/ on its host. */
  file: string;
  size: number;
  url: string;
}

const HASH_LENGTH = 12;
const STORED = /^([A-Za-z0-9_-]+)\.([0-9a-f]{12})\.woff2$/;

function fromFile(file: string, size: number): CustomFont | undefined {
  const match = STORED.exec(file);
  if (!match?.[1]) return undefined;
  return { name: match[1].replaceAll('_', ' '), file, size, url: `${CUSTOM_FONTS_PATH}${file}` };
}

/** The store's own fonts, by name. */
export async function listCustomFonts(scope: StoreScope): Promise<CustomFont[]> {
  const dir = customFontsDir(scope.division.id);
  const files = await readdir(dir).catch(() => [] as string[]);
  const fonts: CustomFont[] = [];
  for (const file of files) {
    const size = STORED.test(file) ? (await stat(path.join(dir, file)).catch(() => undefined))?.size : undefined;
    const font = size === undefined ? undefined : fromFile(file, size);
    if (font) fonts.push(font);
  }
  return fonts.sort((a, b) => a.name.localeCompare(b.name));
}

/** One of the store's own fonts by family name, if the store has it. */
export async function findCustomFont(scope: StoreScope, name: string): Promise<CustomFont | undefined> {
  return (await listCustomFonts(scope)).find((font) => font.name === name);
}

/** The path of a file of the store's own fonts, or undefined: another store's file is never found. */
export async function customFontPath(scope: StoreScope, file: string): Promise<string | undefined> {
  if (!FONT_FILE.test(file) || !STORED.test(file)) return undefined;
  const full = path.join(customFontsDir(scope.division.id), file);
  return (await stat(full).catch(() => undefined))?.isFile() ? full : undefined;
}

/**
 * Stores an uploaded font for a Pro store (402 otherwise): the name sanitised and unique in the
 * store, the bytes a real WOFF2 (422 naming the field otherwise).
 */
export async function uploadCustomFont(scope: StoreScope, upload: { name: string; bytes: Uint8Array }): Promise<CustomFont> {
  if (!scope.division.isPro) throw new ApiError('proRequired');
  const name = sanitiseCustomFontName(upload.name);
  if (!name) throw ApiError.validation({ name: [CUSTOM_FONT_NAME_MESSAGE] });
  const woff2 = readWoff2Header(upload.bytes);
  if (!woff2.ok) throw ApiError.validation({ file: [woff2.reason] });
  const taken = (await listCustomFonts(scope)).some((font) => font.name.toLowerCase() === name.toLowerCase());
  if (taken) throw ApiError.validation({ name: [`You already have a font called ${name}`] });
  const hash = createHash('sha256').update(upload.bytes).digest('hex').slice(0, HASH_LENGTH);
  const file = `${name.replaceAll(' ', '_')}.${hash}.woff2`;
  await writeAtomically(path.join(customFontsDir(scope.division.id), file), (temporary) => writeFile(temporary, upload.bytes));
  return { name, file, size: upload.bytes.byteLength, url: `${CUSTOM_FONTS_PATH}${file}` };
}
