import path from 'node:path';
import { config } from '../../../platform/config/config.ts';

// Where fonts live on disk (under MEDIA_DIR) and on our origin. Library faces are shared by
// every store (one folder per package version); a store's own fonts sit in the store's folder
// and are served only on that store's host.

export const FONT_FILE = /^[a-z0-9][a-z0-9._-]*\.woff2$/i;
export const CUSTOM_FONTS_PATH = '/fonts/custom/';

export function libraryFontsDir(version: string): string {
  return path.join(config.mediaDir, 'fonts', 'library', version);
}

export function customFontsDir(divisionId: number): string {
  return path.join(config.mediaDir, 'fonts', 'custom', String(divisionId));
}
