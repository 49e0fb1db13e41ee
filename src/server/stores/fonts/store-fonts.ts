import type { StoreScope } from '../scope.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { ThemeTokens } from '../../../../themes/schema.ts';
import { isFontFamilyName, LATIN_UNICODE_RANGE } from '../../../../themes/fonts.ts';
import { libraryFamily } from '../../../../themes/library-fonts.ts';
import { customFontOf } from '../../../../themes/theme-font-value.ts';
import { themeFontValues, themeFontWeights } from '../../../../themes/theme-fonts.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';
import { listCustomFonts } from './custom-fonts.ts';
import { facesFor, libraryFaceUrl, presentFaces } from './library-fetch.ts';
import { LIBRARY_FONT_JOB } from './library-font-task.ts';

// A theme's fonts beyond the bundled families (whose rules themes/fonts.ts writes): library
// families fetched to our origin, and the store's own uploaded fonts. A family whose faces are
// not here yet gets no rule, so its fallback fonts show and nothing on the page breaks.

function fontFaceRule(family: string, weight: number, style: 'normal' | 'italic', url: string, latinOnly: boolean): string {
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  font-style: ${style};`,
    `  font-weight: ${weight};`,
    '  font-display: swap;',
    `  src: url('${url}') format('woff2');`,
    ...(latinOnly ? [`  unicode-range: ${LATIN_UNICODE_RANGE};`] : []),
    '}',
  ].join('\n');
}

/** The @font-face rules for the theme's library families that are here and the store's own fonts it uses. */
export async function storeFontFaceCss(scope: StoreScope, tokens: ThemeTokens): Promise<string> {
  const rules: string[] = [];
  const values = themeFontValues(tokens).filter((value) => !isFontFamilyName(value));
  const custom = values.some((value) => customFontOf(value)) ? await listCustomFonts(scope) : [];
  for (const value of values) {
    const family = libraryFamily(value);
    if (family) {
      for (const face of await presentFaces(family, facesFor(family, themeFontWeights(tokens, value, family.weights))))
        rules.push(fontFaceRule(family.family, face.weight, face.style, libraryFaceUrl(family, face), true));
      continue;
    }
    const font = custom.find((candidate) => candidate.name === customFontOf(value));
    if (font) rules.push(fontFaceRule(font.name, 400, 'normal', font.url, false));
  }
  return rules.join('\n');
}

/**
 * Before a theme is saved: each `custom:` font must be one of the store's own (422 naming the
 * token otherwise). Returns what to do once it is saved: queue the fetch of each library family
 * whose faces are not all here yet.
 */
export async function checkThemeFonts(scope: StoreScope, tokens: ThemeTokens, overrides: Record<string, unknown>): Promise<(db: Db) => Promise<void>> {
  const values = themeFontValues(tokens).filter((value) => !isFontFamilyName(value));
  const owned = new Set((await listCustomFonts(scope)).map((font) => font.name));
  for (const [token, value] of Object.entries(overrides)) {
    const custom = typeof value === 'string' ? customFontOf(value) : undefined;
    if (custom !== undefined && !owned.has(custom)) throw ApiError.validation({ [token]: [`This store has no font called ${custom}`] });
  }
  const fetches: { family: string; weights: number[] }[] = [];
  for (const value of values) {
    const family = libraryFamily(value);
    if (!family) continue;
    const weights = themeFontWeights(tokens, value, family.weights);
    const faces = facesFor(family, weights);
    if ((await presentFaces(family, faces)).length < faces.length) fetches.push({ family: family.family, weights });
  }
  // Queued in the save's own transaction: the fetch is committed with the theme that needs it.
  return async (db) => {
    for (const fetch of fetches)
      await enqueue(db, LIBRARY_FONT_JOB, { divisionId: scope.division.id, ...fetch }, { jobKey: `font:${scope.division.id}:${fetch.family}` });
  };
}
