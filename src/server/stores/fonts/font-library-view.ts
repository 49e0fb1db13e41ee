import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { StoreScope } from '../scope.ts';
import type { FontDescriptor } from '../../../schemas/fonts.ts';
import { FONT_LIBRARY } from '../../../../themes/font-library.ts';
import { SANS } from '../../../../themes/font-fallbacks.ts';
import { FONTS_PUBLIC_PATH, isFontFamilyName, shippedFace } from '../../../../themes/fonts.ts';
import { CUSTOM_FONT_PREFIX } from '../../../../themes/theme-font-value.ts';
import { type CustomFont, listCustomFonts } from './custom-fonts.ts';
import { FONT_FILE, libraryFontsDir } from './font-paths.ts';
import { libraryFaceUrl, presentFaces } from './library-fetch.ts';

// The fonts a store's theme editor offers: the library (bundled families, and the others with
// the address of their regular face once fetched, for the editor's preview) and the store's own.

const VERSIONS = new Set(FONT_LIBRARY.map((family) => family.version));
const IDS = new Set(FONT_LIBRARY.map((family) => family.id));

/** A store's own font as the editor lists it: used by a theme token as `custom:<name>`. */
export function customFontDescriptor(font: CustomFont): FontDescriptor {
  return {
    type: 'custom',
    name: font.name,
    value: `${CUSTOM_FONT_PREFIX}${font.name}`,
    size: font.size,
    weight: 400,
    source: 'custom',
    capitalised: false,
    display: 'swap',
    use: 'both',
    fallback: SANS,
    url: font.url,
  };
}

export async function fontLibrary(scope: StoreScope): Promise<FontDescriptor[]> {
  const library = await Promise.all(
    FONT_LIBRARY.map(async (family): Promise<FontDescriptor> => {
      let url: string | undefined;
      if (isFontFamilyName(family.family)) {
        const face = shippedFace(family.family, 400, false);
        url = face && `${FONTS_PUBLIC_PATH}${face.file}`;
      } else {
        const regular = { weight: 400, style: 'normal' } as const;
        url = (await presentFaces(family, [regular])).length > 0 ? libraryFaceUrl(family, regular) : undefined;
      }
      return {
        type: family.use === 'display' ? 'display' : 'standard',
        name: family.family,
        value: family.family,
        weight: 400,
        source: 'google',
        capitalised: false,
        display: 'swap',
        use: family.use,
        fallback: family.fallback,
        ...(url ? { url } : {}),
      };
    }),
  );
  return [...library, ...(await listCustomFonts(scope)).map(customFontDescriptor)];
}

/** The file behind /fonts/library/<version>/<file>, when it is a fetched library face. */
export async function libraryFacePathFor(version: string, file: string): Promise<string | undefined> {
  const id = /^(.+)-latin-\d{3}-(?:normal|italic)\.woff2$/.exec(file)?.[1];
  if (!VERSIONS.has(version) || !FONT_FILE.test(file) || !id || !IDS.has(id)) return undefined;
  const full = path.join(libraryFontsDir(version), file);
  return (await stat(full).catch(() => undefined))?.isFile() ? full : undefined;
}
