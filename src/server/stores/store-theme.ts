import type { StoreScope } from './scope.ts';
import type { StoreThemeView } from '../../schemas/store-theme.ts';
import { bumpContentVersion } from './content-version.ts';
import { now, toJson } from '../../platform/db/json.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { completeChecklistStep, readChecklist } from './checklist/store-checklist.ts';
import { getTheme, isThemeName, THEMES } from '../../../themes/index.ts';
import { proVariant } from '../../../themes/pro-variant.ts';
import { parsePartialThemeTokens } from '../../../themes/schema.ts';
import { resolveTheme } from '../../../themes/resolve.ts';
import { checkThemeFonts } from './fonts/store-fonts.ts';

// The store's theme: a named theme, its pro variant, or the owner's own theme
// extending a base. Every change is a publish: the content version is bumped (render cache
// stale, rebuild job queued) in the same transaction as the write.

/** The overrides that make a theme its pro variant (themes/pro-variant.ts). */
export function proOverrides(name: string): Record<string, unknown> {
  return { ...proVariant(getTheme(name)).tokens };
}

/** True when the stored overrides are exactly the pro variant's. */
function isProVariant(name: string, overrides: Record<string, unknown>): boolean {
  if (!isThemeName(name)) return false;
  const pro = proOverrides(name);
  const keys = Object.keys(overrides);
  return keys.length === Object.keys(pro).length && keys.every((key) => overrides[key] === pro[key]);
}

/** The store's theme as stored. */
export function readStoreTheme(scope: StoreScope): StoreThemeView {
  const { name, overrides } = scope.division.theme;
  return { name, overrides, pro: isProVariant(name, overrides) };
}

async function writeStoreTheme(scope: StoreScope, name: string, overrides: Record<string, unknown>): Promise<StoreThemeView> {
  // Refuses what the storefront could not draw before anything is written.
  const tokens = resolveTheme(name, overrides);
  const queueFontFetches = await checkThemeFonts(scope, tokens, overrides);
  const time = now();
  await bumpContentVersion(scope, {
    write: async (db) => {
      await db
        .updateTable('divisions')
        .set({ theme_name: name, theme_overrides_json: toJson(overrides), updated_at: time })
        .where('id', '=', scope.division.id)
        .execute();
      await queueFontFetches(db);
    },
  });
  await markThemeChosen(scope);
  return { name, overrides, pro: isProVariant(name, overrides) };
}

/** The "theme" badge gate: the checklist's theme step is done once a theme is chosen. */
async function markThemeChosen(scope: StoreScope): Promise<void> {
  const checklist = await readChecklist(scope);
  if (!checklist || checklist.completed.includes('theme')) return;
  await completeChecklistStep(scope, 'theme', checklist.currentStep === 'theme' ? 'homepage' : checklist.currentStep);
}

/**
 * Dresses the store in a named theme (or its pro variant), dropping any own overrides.
 * The bench and scripts call this too. `name` must be a named theme (ThemeApplyBody checks it at the edge).
 */
export function applyStoreTheme(scope: StoreScope, theme: { name: string; pro?: boolean }): Promise<StoreThemeView> {
  return writeStoreTheme(scope, theme.name, theme.pro ? proOverrides(theme.name) : {});
}

/**
 * Saves the owner's own theme: `base` plus token overrides, each checked against its
 * declaration (a bad one is a 422 naming the token). The base must be a named theme, or
 * the one the store already extends (a store on a retired theme may still adjust it).
 */
export function saveStoreTheme(scope: StoreScope, theme: { base: string; overrides: Record<string, unknown> }): Promise<StoreThemeView> {
  const allowed = isThemeName(theme.base) && (THEMES[theme.base].kind === 'named' || theme.base === scope.division.theme.name);
  if (!allowed) throw ApiError.validation({ base: ['Choose one of the named themes'] });
  const overrides = parsePartialThemeTokens(theme.overrides);
  return writeStoreTheme(scope, theme.base, overrides);
}
