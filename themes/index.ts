// The theme registry: theme name → theme. One file per theme, named after the theme.

import { naked } from './naked.ts';
import { punch } from './punch.ts';
import { outland } from './outland.ts';
import { daze } from './daze.ts';
import { joy } from './joy.ts';
import { tropic } from './tropic.ts';
import { simply } from './simply.ts';
import { charcoal } from './charcoal.ts';
import { verde } from './verde.ts';
import { spring } from './spring.ts';
import { academia } from './academia.ts';
import { dunes } from './dunes.ts';
import { angelo } from './angelo.ts';
import { neonCity } from './neonCity.ts';
import { salt } from './salt.ts';
import { atlantic } from './atlantic.ts';
import { california } from './california.ts';
import { municipal } from './municipal.ts';
import { nordic } from './nordic.ts';
import { popart } from './popart.ts';
import { wildWood } from './wildWood.ts';
import { wanderlust } from './wanderlust.ts';
import { gallery } from './gallery.ts';
import { apothecary } from './apothecary.ts';
import { popsicle } from './popsicle.ts';
import { good } from './good.ts';
import { bubble } from './bubble.ts';
import { quiet } from './quiet.ts';
import { sol } from './sol.ts';
import { clay } from './clay.ts';
import { lux } from './lux.ts';
import { teemill } from './teemill.ts';
import { teemillPro } from './teemillPro.ts';
import { teemillDark } from './teemillDark.ts';
import { teemillProDark } from './teemillProDark.ts';
import { atlas } from './atlas.ts';
import { atlasDark } from './atlasDark.ts';
import { deepSpace } from './deepSpace.ts';
import { vantage } from './vantage.ts';
import { tokyo } from './tokyo.ts';
import { mocha } from './mocha.ts';
import { boho } from './boho.ts';
import { UnknownThemeError } from './errors.ts';
import type { Theme } from './theme.ts';

export const THEMES = {
  // Named themes, offered to store owners.
  naked,
  punch,
  outland,
  daze,
  joy,
  tropic,
  simply,
  charcoal,
  verde,
  spring,
  academia,
  dunes,
  angelo,
  neonCity,
  salt,
  atlantic,
  california,
  municipal,
  nordic,
  popart,
  wildWood,
  wanderlust,
  gallery,
  apothecary,
  popsicle,
  good,
  bubble,
  quiet,
  sol,
  clay,
  lux,
  // Platform themes.
  teemill,
  teemillPro,
  teemillDark,
  teemillProDark,
  atlas,
  atlasDark,
  // Deprecated: kept so stores that chose them still render; hidden from the selector.
  deepSpace,
  vantage,
  tokyo,
  mocha,
  boho,
} as const satisfies Record<string, Theme>;

export type ThemeName = keyof typeof THEMES;
export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];

/** Where resolveTheme looks up a theme and its bases (tests pass their own). */
export type ThemeRegistry = Readonly<Record<string, Theme>>;

export function isThemeName(name: string): name is ThemeName {
  return Object.hasOwn(THEMES, name);
}

/** The theme of that name; throws UnknownThemeError (with the name) when there is none. */
export function getTheme(name: string, registry: ThemeRegistry = THEMES): Theme {
  if (!Object.hasOwn(registry, name)) throw new UnknownThemeError(name);
  const theme = registry[name];
  if (!theme) throw new UnknownThemeError(name);
  return theme;
}

/** The themes a store owner may choose from, in the spec's order (deprecated ones left out). */
export function selectableThemes(kind: 'named' | 'platform' = 'named'): Theme[] {
  return Object.values(THEMES).filter((theme: Theme) => theme.kind === kind);
}
