import { z } from 'zod';

// Font descriptors: the library's families and a store's own uploaded fonts, as the theme
// editor lists them. `source` is 'google' for a library family (Google Fonts families,
// self-hosted from their Fontsource packages) and 'custom' for a store's own upload.

export const FontDescriptor = z.object({
  /** display or standard for a library family (by what it suits), custom for a store's own. */
  type: z.enum(['display', 'standard', 'custom']),
  /** The family name pages write. */
  name: z.string(),
  /** What a theme's font token holds to use it: the name, or `custom:<name>`. */
  value: z.string(),
  /** Bytes of the file, for a store's own font. */
  size: z.number().int().nonnegative().optional(),
  /** The weight drawn unless a heading says otherwise. */
  weight: z.literal(400),
  source: z.enum(['google', 'custom']),
  capitalised: z.boolean(),
  display: z.literal('swap'),
  /** The regular face on our own origin; absent for a library family not fetched yet. */
  url: z.string().optional(),
  /** Both-use library families appear in both groups; this says which the family suits. */
  use: z.enum(['display', 'standard', 'both']),
  /** Local fonts shown until the face is here. */
  fallback: z.string(),
});
export type FontDescriptor = z.infer<typeof FontDescriptor>;

/** GET …/fonts/: the library plus the store's own fonts. */
export const FontLibraryAnswer = z.object({ fonts: z.array(FontDescriptor) });
export type FontLibraryAnswer = z.infer<typeof FontLibraryAnswer>;

/** POST …/fonts/ (multipart: file, name): the stored font. */
export const CustomFontAnswer = z.object({ font: FontDescriptor });
export type CustomFontAnswer = z.infer<typeof CustomFontAnswer>;
