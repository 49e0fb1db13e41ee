import { createHash } from 'node:crypto';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LibraryFamily } from '../../../../themes/font-library-types.ts';
import { libraryFaceFile, LIBRARY_FONTS_PATH } from '../../../../themes/library-fonts.ts';
import { config } from '../../../platform/config/config.ts';
import { writeAtomically } from '../../../platform/storage/atomic-file.ts';
import { libraryFontsDir } from './font-paths.ts';
import { extractTgz } from './tar.ts';
import { readWoff2Header } from './woff2.ts';

// Fetching a library family the first time a theme uses it: the package's version manifest from
// the npm registry, then its tarball (from the registry's own origin only), checked against the
// integrity the registry states, then only the latin woff2 faces the theme draws are kept, on our
// own origin. Pages never ask a font service: until the faces are here, the fallback fonts show.

export interface LibraryFace {
  weight: number;
  style: 'normal' | 'italic';
}

const MAX_TARBALL_BYTES = 64 * 1024 * 1024;
const TIMEOUT_MS = 60_000;

/** The faces a theme drawing `weights` of a family needs: each upright weight, and italic 400 when the family has one. */
export function facesFor(family: LibraryFamily, weights: readonly number[]): LibraryFace[] {
  const upright = [...new Set([400, ...weights])].filter((weight) => family.weights.includes(weight)).sort((a, b) => a - b);
  const faces: LibraryFace[] = upright.map((weight) => ({ weight, style: 'normal' }));
  if (family.italic) faces.push({ weight: 400, style: 'italic' });
  return faces;
}

export function libraryFacePath(family: LibraryFamily, face: LibraryFace): string {
  return path.join(libraryFontsDir(family.version), libraryFaceFile(family, face.weight, face.style));
}

export function libraryFaceUrl(family: LibraryFamily, face: LibraryFace): string {
  return `${LIBRARY_FONTS_PATH}${family.version}/${libraryFaceFile(family, face.weight, face.style)}`;
}

/** Which of these faces are already on disk. */
export async function presentFaces(family: LibraryFamily, faces: readonly LibraryFace[]): Promise<LibraryFace[]> {
  const present = await Promise.all(faces.map(async (face) => (await stat(libraryFacePath(family, face)).catch(() => undefined))?.isFile() === true));
  return faces.filter((_, index) => present[index]);
}

/** Whether `bytes` match the registry's `integrity` (Subresource Integrity, sha512) or, lacking it, its sha1 `shasum`. */
export function matchesIntegrity(bytes: Uint8Array, dist: { integrity?: string | undefined; shasum?: string | undefined }): boolean {
  const sri = dist.integrity?.split(/\s+/).find((entry) => /^sha(256|384|512)-/.test(entry));
  if (sri) {
    const [algorithm, expected] = [sri.slice(0, sri.indexOf('-')), sri.slice(sri.indexOf('-') + 1)];
    return createHash(algorithm).update(bytes).digest('base64') === expected;
  }
  if (dist.shasum) return createHash('sha1').update(bytes).digest('hex') === dist.shasum.toLowerCase();
  return false;
}

async function fetchBytes(url: string, limit: number): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > limit) throw new Error(`${url} is over ${limit} bytes`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > limit) throw new Error(`${url} is over ${limit} bytes`);
  return bytes;
}

/**
 * Fetches the missing faces of a family from the registry (config.fontRegistryUrl) into the
 * library folder. Throws — and writes nothing — when the tarball's integrity does not match,
 * it comes from another origin, or a face is missing or not a WOFF2. Returns the faces written.
 */
export async function fetchLibraryFaces(family: LibraryFamily, faces: readonly LibraryFace[], registry = config.fontRegistryUrl): Promise<LibraryFace[]> {
  const have = await presentFaces(family, faces);
  const missing = faces.filter((face) => !have.includes(face));
  if (missing.length === 0) return [];
  const manifestUrl = `${registry}/@fontsource/${family.id}/${family.version}`;
  const manifest = JSON.parse(new TextDecoder().decode(await fetchBytes(manifestUrl, 1024 * 1024))) as {
    dist?: { tarball?: string; integrity?: string; shasum?: string };
  };
  const tarball = manifest.dist?.tarball;
  if (!tarball || new URL(tarball).origin !== new URL(registry).origin)
    throw new Error(`@fontsource/${family.id}@${family.version}: no tarball on the registry's origin`);
  const bytes = await fetchBytes(tarball, MAX_TARBALL_BYTES);
  if (!matchesIntegrity(bytes, manifest.dist ?? {}))
    throw new Error(`@fontsource/${family.id}@${family.version}: the tarball does not match the registry's integrity`);
  const wanted = new Map(missing.map((face) => [`package/files/${libraryFaceFile(family, face.weight, face.style)}`, face]));
  const files = extractTgz(bytes, (name) => wanted.has(name));
  // Every face is checked before any is written: a bad package leaves nothing behind.
  for (const name of wanted.keys()) {
    const file = files.get(name);
    if (!file) throw new Error(`@fontsource/${family.id}@${family.version} has no ${name}`);
    if (!readWoff2Header(file).ok) throw new Error(`@fontsource/${family.id}@${family.version}: ${name} is not a WOFF2 font`);
  }
  for (const [name, face] of wanted) {
    const file = files.get(name) as Buffer;
    await writeAtomically(libraryFacePath(family, face), (temporary) => writeFile(temporary, file));
  }
  return missing;
}
