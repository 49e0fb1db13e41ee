// Copies the self-hosted font files (latin subset, woff2) the font registry ships from the
// installed Fontsource packages into public/fonts/, so pages never ask a font service.
// Run before the Astro build: `npx node scripts/fonts.ts`. Idempotent: unchanged files are
// left alone and files no longer in the registry are removed.

import { copyFile, mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONT_FAMILIES, FONT_FAMILY_NAMES, fontFaces } from '../themes/fonts.ts';

const require = createRequire(import.meta.url);

export const DEFAULT_FONTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../public/fonts');

/** Absolute path of every file to ship, keyed by its file name. */
export function fontSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const family of FONT_FAMILY_NAMES) {
    const packageDir = dirname(require.resolve(`${FONT_FAMILIES[family].package}/package.json`));
    for (const face of fontFaces(family)) sources.set(face.file, join(packageDir, 'files', face.file));
  }
  return sources;
}

export interface SyncReport {
  copied: string[];
  unchanged: number;
  removed: string[];
}

/** Makes `dir` hold exactly the registry's font files. Throws when a package lacks a file. */
export async function syncFonts(dir: string = DEFAULT_FONTS_DIR): Promise<SyncReport> {
  await mkdir(dir, { recursive: true });
  const sources = fontSources();
  const report: SyncReport = { copied: [], unchanged: 0, removed: [] };

  for (const [file, source] of sources) {
    const from = await stat(source).catch(() => {
      throw new Error(`Font file missing from its package: ${source}`);
    });
    const to = await stat(join(dir, file)).catch(() => undefined);
    // Package files never change in place, so a same-sized copy is the same file.
    if (to?.size === from.size) {
      report.unchanged++;
      continue;
    }
    await copyFile(source, join(dir, file));
    report.copied.push(file);
  }

  for (const file of await readdir(dir)) {
    if (file.endsWith('.woff2') && !sources.has(file)) {
      await unlink(join(dir, file));
      report.removed.push(file);
    }
  }
  return report;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await syncFonts();
  console.log(`fonts: ${report.copied.length} copied, ${report.unchanged} unchanged, ${report.removed.length} removed → ${DEFAULT_FONTS_DIR}`);
}
