// Lookups over the font library (font-library.ts): every family a theme may name besides a
// store's own uploaded fonts. The families in fonts.ts ship with every build; the others are
// fetched to our own origin the first time a theme uses them.

import { FONT_LIBRARY } from './font-library.ts';
import type { LibraryFamily } from './font-library-types.ts';

const BY_NAME = new Map(FONT_LIBRARY.map((family) => [family.family, family]));

export const LIBRARY_FAMILY_NAMES: readonly string[] = FONT_LIBRARY.map((family) => family.family);

export function libraryFamily(name: string): LibraryFamily | undefined {
  return BY_NAME.get(name);
}

/** Families suited to a role, alphabetically: display faces for headings, standard ones for body text. */
export function libraryFamiliesFor(role: 'display' | 'standard'): LibraryFamily[] {
  return FONT_LIBRARY.filter((family) => family.use === role || family.use === 'both');
}

/** The latin-subset file of one face, as Fontsource names it inside the package's files/ folder. */
export function libraryFaceFile(family: LibraryFamily, weight: number, style: 'normal' | 'italic'): string {
  return `${family.id}-latin-${weight}-${style}.woff2`;
}

/** Where fetched library faces are served from, on our own origin. */
export const LIBRARY_FONTS_PATH = '/fonts/library/';
