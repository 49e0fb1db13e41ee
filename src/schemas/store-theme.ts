import { z } from 'zod';
import { isThemeName, THEMES } from '../../themes/index.ts';

// The theme calls' shapes: applying a named theme and saving the store's own
// theme (a base plus token overrides). Shared by the API routes, the islands and the tests.

const THEME_NAME_MESSAGE = 'Choose one of the named themes';

/** A theme of the registry offered to store owners (named, not platform, not deprecated). */
export const SelectableThemeName = z
  .string({ error: THEME_NAME_MESSAGE })
  .refine((name) => isThemeName(name) && THEMES[name].kind === 'named', { error: THEME_NAME_MESSAGE });

export const ThemeApplyBody = z.object({
  /** The named theme to dress the store in. */
  name: SelectableThemeName,
  /** Apply the theme's pro variant (the pro primary colour) instead. */
  pro: z.boolean({ error: 'Expected true or false' }).default(false),
});
export type ThemeApplyBody = z.infer<typeof ThemeApplyBody>;

export const ThemeSaveBody = z.object({
  /** The theme the store's own theme extends; the store's current base is always allowed. */
  base: z.string({ error: THEME_NAME_MESSAGE }).min(1, { error: THEME_NAME_MESSAGE }),
  /** Flat dotted token overrides, checked against the token declarations (themes/tokens.ts). */
  overrides: z.record(z.string(), z.unknown(), { error: 'Expected an object of theme tokens' }),
});
export type ThemeSaveBody = z.infer<typeof ThemeSaveBody>;

/** What the theme calls answer: the store's theme as stored, and whether it is a pro variant. */
export const StoreThemeView = z.object({ name: z.string(), overrides: z.record(z.string(), z.unknown()), pro: z.boolean() });
export type StoreThemeView = z.infer<typeof StoreThemeView>;

/** GET, PUT …/theme/ and POST …/theme/apply/ */
export const ThemeAnswer = z.object({ theme: StoreThemeView });
export type ThemeAnswer = z.infer<typeof ThemeAnswer>;
