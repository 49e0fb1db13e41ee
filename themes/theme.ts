// A theme is data: a name plus flat dotted tokens, inheriting from a base theme.

import { z } from 'zod';
import { PartialThemeTokens } from './schema.ts';

export const THEME_KINDS = ['named', 'platform', 'deprecated'] as const;

export const Theme = z.object({
  /** The theme's name, also the file name: camelCase such as neonCity. */
  name: z.string().regex(/^[a-z][A-Za-z0-9]*$/, { error: 'Theme names are camelCase letters and digits' }),
  /** Shown in the theme selector. */
  label: z.string().min(1).max(40),
  /** One line on the theme's character, shown in the theme selector. */
  description: z.string().min(1).max(200),
  /** Named themes are offered to store owners; platform themes dress Teemill and Atlas; deprecated ones only keep old stores working. */
  kind: z.enum(THEME_KINDS),
  /** Its place among the themes of its kind in the theme selector (lower first; without one, after those that have one, by name). */
  order: z.int().min(0).optional(),
  /** The theme this one inherits unset tokens from; without it, the declared defaults. */
  extends: z.string().optional(),
  tokens: PartialThemeTokens,
});
export type Theme = z.infer<typeof Theme>;

/** Types a theme file's object; the tests validate every theme with Theme at run time. */
export const defineTheme = (theme: Theme): Theme => theme;
