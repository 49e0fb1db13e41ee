// Contrast is a property of the theme system. Every theme in the registry, resolved as
// a store would get it, meets WCAG AA for every text/background pair the storefront draws.
import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, opaqueColour } from '../src/lib/contrast.ts';
import { normaliseHex } from '../src/lib/colour.ts';
import { CONTRAST_PAIRS } from './contrast-pairs.ts';
import { THEME_NAMES } from './index.ts';
import { resolveTheme } from './resolve.ts';
import type { ThemeTokens } from './schema.ts';

/** The colour a token shows over the page: translucent colours are blended, transparent is the page. */
function shownColour(tokens: ThemeTokens, value: unknown): string {
  const page = String(tokens['page.background']);
  if (typeof value !== 'string' || value === 'transparent') return page;
  const opaque = opaqueColour(value);
  if (opaque) return opaque;
  const hex = normaliseHex(value);
  return blend(hex.slice(0, 7), page, Number.parseInt(hex.slice(7, 9), 16) / 255);
}

function failures(tokens: ThemeTokens): string[] {
  return CONTRAST_PAIRS.flatMap(({ text, background, minimum, where }) => {
    const ratio = contrastRatio(shownColour(tokens, tokens[text]), shownColour(tokens, tokens[background]));
    return ratio >= minimum
      ? []
      : [`${text} ${String(tokens[text])} on ${background} ${String(tokens[background])}: ${ratio.toFixed(2)}:1 < ${minimum}:1 (${where})`];
  });
}

describe('theme contrast (WCAG AA)', () => {
  it.each(THEME_NAMES)('%s draws every text on its background at AA contrast', (name) => {
    expect(failures(resolveTheme(name))).toEqual([]);
  });

  it('catches the contrast faults it is there for', () => {
    // Nordic's struck-through price before it had a token: text at 60% opacity, 3.48:1.
    const faded = failures(resolveTheme('nordic', { 'text.mutedColor': blend('#2e3a44', '#f8fafb', 0.6) }));
    expect(faded.join('\n')).toContain('text.mutedColor #7f878d on page.background #f8fafb: 3.49:1');
    // A translucent tag background is judged by what shows through it.
    expect(failures(resolveTheme('naked', { 'tag.background': '#00000000', 'tag.textColor': '#ffffff' })).join('\n')).toContain(
      'tag.textColor #ffffff on tag.background',
    );
  });
});
