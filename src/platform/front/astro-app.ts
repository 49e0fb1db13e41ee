import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroApp } from '../../entry.ts';

export type { AstroApp };

/** The built Astro app (dist/server/entry.mjs, built from src/entry.ts). */
export async function loadAstroApp(distDir: string): Promise<AstroApp> {
  const entry = pathToFileURL(path.join(distDir, 'server/entry.mjs')).href;
  const { astroApp } = (await import(entry)) as { astroApp: AstroApp };
  return astroApp;
}
