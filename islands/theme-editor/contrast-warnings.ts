// Contrast warnings for the theme editor: the storefront's text/background pairs
// (themes/contrast-pairs.ts) judged on the theme being edited, as the theme tests judge
// the named themes. Cheap enough to run on every change.

import { CONTRAST_PAIRS, type ContrastPair } from '../../themes/contrast-pairs.ts';
import type { ThemeTokens } from '../../themes/schema.ts';
import { blend, contrastRatio, opaqueColour } from '../../src/lib/contrast.ts';
import { normaliseHex } from '../../src/lib/colour.ts';

export interface ContrastWarning extends ContrastPair {
  /** The ratio, rounded down to one decimal as it is shown. */
  ratio: number;
}

/** The colour a token shows over the page: translucent colours are blended, transparent is the page. */
function visible(value: unknown, page: string): string {
  if (typeof value !== 'string' || value === 'transparent') return page;
  const solid = opaqueColour(value);
  if (solid) return solid;
  const hex = normaliseHex(value);
  return blend(hex.slice(0, 7), page, Number.parseInt(hex.slice(7, 9), 16) / 255);
}

/** The pairs that fall below their WCAG minimum in these tokens. */
export function contrastWarnings(tokens: ThemeTokens): ContrastWarning[] {
  const page = opaqueColour(tokens['page.background']) ?? '#ffffff';
  return CONTRAST_PAIRS.flatMap((pair) => {
    const background = visible(tokens[pair.background], page);
    const ratio = contrastRatio(visible(tokens[pair.text], background), background);
    return ratio < pair.minimum ? [{ ...pair, ratio: Math.floor(ratio * 10) / 10 }] : [];
  });
}
