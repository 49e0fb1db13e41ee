// A store's own font family names: letters, digits, spaces and hyphens only, so the name is
// safe inside a quoted CSS font-family and never shadows a family of the library.

import { LIBRARY_FAMILY_NAMES } from './library-fonts.ts';

const LIBRARY_NAMES = new Set(LIBRARY_FAMILY_NAMES.map((name) => name.toLowerCase()));

export const CUSTOM_FONT_NAME_MAX = 40;
export const CUSTOM_FONT_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;
export const CUSTOM_FONT_NAME_MESSAGE = `Font names may use letters, digits, spaces and hyphens, at most ${CUSTOM_FONT_NAME_MAX} characters`;

/** True for a name a store's own font may carry (uniqueness within the store is checked on upload). */
export function isCustomFontName(name: string): boolean {
  return name.length <= CUSTOM_FONT_NAME_MAX && CUSTOM_FONT_NAME.test(name);
}

/**
 * The name as stored: spaces trimmed and collapsed; undefined when it still holds anything
 * but letters, digits, spaces and hyphens, is empty or too long, or is a library family's name.
 */
export function sanitiseCustomFontName(raw: string): string | undefined {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!isCustomFontName(name)) return undefined;
  if (LIBRARY_NAMES.has(name.toLowerCase())) return undefined;
  return name;
}

/** The file-name part for a stored font: lower case, hyphens for spaces. */
export function customFontSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '-');
}
