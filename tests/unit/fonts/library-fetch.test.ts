// Fetching a library family through a local stand-in for the npm registry: a real tarball,
// checked against the registry's integrity, only the latin faces in use kept. A tampered
// tarball is refused and nothing is written.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../src/platform/config/config.ts';
import { facesFor, fetchLibraryFaces, libraryFacePath, matchesIntegrity } from '../../../src/server/stores/fonts/library-fetch.ts';
import { extractTgz } from '../../../src/server/stores/fonts/tar.ts';
import { libraryFamily } from '../../../themes/library-fonts.ts';
import { fontPackageTarball, installedFace, startFontRegistry, type FontRegistry } from '../../support/font-registry.ts';

// A family of the library that is not bundled; its stand-in package holds Lato's real faces under its names.
const family = libraryFamily('Roboto Condensed') ?? libraryFamily('Abel');
if (!family) throw new Error('the library lost its test family');
const regular = installedFace('lato', 'lato-latin-400-normal.woff2');
const bold = installedFace('lato', 'lato-latin-700-normal.woff2');
const italic = installedFace('lato', 'lato-latin-400-italic.woff2');
const files = {
  [`${family.id}-latin-400-normal.woff2`]: regular,
  [`${family.id}-latin-700-normal.woff2`]: bold,
  [`${family.id}-latin-400-italic.woff2`]: italic,
  [`${family.id}-latin-ext-400-normal.woff2`]: regular,
  [`${family.id}-cyrillic-400-normal.woff2`]: regular,
};

let registry: FontRegistry;
let media: string | undefined;
const originalMedia = config.mediaDir;
beforeAll(async () => {
  registry = await startFontRegistry(family.id, family.version, files);
});
afterAll(async () => {
  await registry.close();
});
afterEach(() => {
  Object.assign(config, { mediaDir: originalMedia });
  if (media) rmSync(media, { recursive: true, force: true });
  media = undefined;
  registry.tamper(false);
});
const useTempMedia = () => {
  media = mkdtempSync(join(tmpdir(), 'pf-font-media-'));
  Object.assign(config, { mediaDir: media });
};

describe('extractTgz', () => {
  it('reads the wanted files of a real tarball', () => {
    const tgz = fontPackageTarball('x', '1.0.0', { 'x-latin-400-normal.woff2': regular });
    const out = extractTgz(tgz, (name) => name.endsWith('.woff2'));
    expect([...out.keys()]).toEqual(['package/files/x-latin-400-normal.woff2']);
    expect(out.get('package/files/x-latin-400-normal.woff2')?.equals(regular)).toBe(true);
  });
});

describe('matchesIntegrity', () => {
  it('checks sha512 integrity, else the sha1 shasum', () => {
    const bytes = Buffer.from('font');
    const sha512 = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
    expect(matchesIntegrity(bytes, { integrity: sha512, shasum: 'bogus' })).toBe(true);
    expect(matchesIntegrity(Buffer.from('fonts'), { integrity: sha512 })).toBe(false);
    expect(matchesIntegrity(bytes, { shasum: createHash('sha1').update(bytes).digest('hex') })).toBe(true);
    expect(matchesIntegrity(bytes, { shasum: 'bogus' })).toBe(false);
    expect(matchesIntegrity(bytes, {})).toBe(false);
  });
});

describe('fetchLibraryFaces', () => {
  it('keeps only the latin faces the theme draws, checked against the registry’s integrity', async () => {
    useTempMedia();
    const faces = facesFor(family, [400, 700]);
    const written = await fetchLibraryFaces(family, faces, registry.url);
    expect(written).toEqual(faces);
    expect(readFileSync(libraryFacePath(family, { weight: 400, style: 'normal' })).equals(regular)).toBe(true);
    expect(readFileSync(libraryFacePath(family, { weight: 700, style: 'normal' })).equals(bold)).toBe(true);
    expect(existsSync(join(String(media), 'fonts', 'library', family.version, `${family.id}-latin-ext-400-normal.woff2`))).toBe(false);
    expect(existsSync(join(String(media), 'fonts', 'library', family.version, `${family.id}-cyrillic-400-normal.woff2`))).toBe(false);
    // A second call finds them here and asks the registry nothing.
    const asked = registry.requests.length;
    expect(await fetchLibraryFaces(family, faces, registry.url)).toEqual([]);
    expect(registry.requests.length).toBe(asked);
  });

  it('refuses a tampered tarball and writes nothing', async () => {
    useTempMedia();
    registry.tamper(true);
    await expect(fetchLibraryFaces(family, facesFor(family, [400]), registry.url)).rejects.toThrow(/does not match the registry's integrity/);
    expect(existsSync(libraryFacePath(family, { weight: 400, style: 'normal' }))).toBe(false);
  });

  it('refuses a tarball address on another origin than the registry', async () => {
    useTempMedia();
    const other = `http://localhost:${new URL(registry.url).port}`;
    await expect(fetchLibraryFaces(family, facesFor(family, [400]), other)).rejects.toThrow(/no tarball on the registry's origin/);
  });
});
