import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseHex } from '../src/lib/colour.ts';
import { FONT_FAMILIES, isFontFamilyName } from './fonts.ts';
import { selectableThemes, THEME_NAMES, THEMES, type ThemeName } from './index.ts';
import { resolveTheme } from './resolve.ts';
import { Theme, THEME_KINDS } from './theme.ts';
import { TOKEN_NAMES, type TokenName } from './tokens.ts';

// The named themes, in their catalogue order.
const NAMED = [
  'naked',
  'punch',
  'outland',
  'daze',
  'joy',
  'tropic',
  'simply',
  'charcoal',
  'verde',
  'spring',
  'academia',
  'dunes',
  'angelo',
  'neonCity',
  'salt',
  'atlantic',
  'california',
  'municipal',
  'nordic',
  'popart',
  'wildWood',
  'wanderlust',
  'gallery',
  'apothecary',
  'popsicle',
  'good',
  'bubble',
  'quiet',
  'sol',
  'clay',
  'lux',
];
const PLATFORM = ['teemill', 'teemillPro', 'teemillDark', 'teemillProDark', 'atlas', 'atlasDark'];
const DEPRECATED = ['deepSpace', 'vantage', 'tokyo', 'mocha', 'boho'];

describe('theme registry', () => {
  it('holds exactly the spec’s themes, each of its kind', () => {
    expect(THEME_NAMES).toEqual([...NAMED, ...PLATFORM, ...DEPRECATED]);
    for (const name of NAMED) expect(THEMES[name as ThemeName].kind).toBe('named');
    for (const name of PLATFORM) expect(THEMES[name as ThemeName].kind).toBe('platform');
    for (const name of DEPRECATED) expect(THEMES[name as ThemeName].kind).toBe('deprecated');
    expect(selectableThemes().map((theme) => theme.name)).toEqual(NAMED);
  });

  it.each(THEME_NAMES)('%s lives in themes/%s.ts under its own name and passes the Theme schema', async (name) => {
    expect(existsSync(new URL(`./${name}.ts`, import.meta.url))).toBe(true);
    const module: Record<string, unknown> = await import(`./${name}.ts`);
    expect(module[name]).toBe(THEMES[name]);
    expect(THEMES[name].name).toBe(name);
    expect(Theme.safeParse(THEMES[name]).success).toBe(true);
  });

  it('gives no two themes of a kind the same place in the selector (order)', () => {
    for (const kind of THEME_KINDS) {
      const orders = THEME_NAMES.filter((name) => THEMES[name].kind === kind && THEMES[name].order !== undefined).map((name) => THEMES[name].order);
      expect(orders.length, kind).toBeGreaterThan(0);
      expect(new Set(orders).size, kind).toBe(orders.length);
    }
  });

  it('uses extends for variants', () => {
    expect(THEMES.teemillPro.extends).toBe('teemill');
    expect(THEMES.teemillDark.extends).toBe('teemill');
    expect(THEMES.teemillProDark.extends).toBe('teemillDark');
    expect(THEMES.atlasDark.extends).toBe('atlas');
  });

  it('gives every theme its own look: no two resolve alike, and each named theme sets its own palette and type', () => {
    const fingerprints = new Map<string, string>();
    for (const name of THEME_NAMES) {
      const tokens = resolveTheme(name);
      const look = JSON.stringify(
        ['primary.color', 'page.background', 'text.color', 'heading1.font', 'text.font', 'button.borderRadius'].map((token) => tokens[token as TokenName]),
      );
      expect(fingerprints.get(look), `${name} looks like ${fingerprints.get(look)}`).toBeUndefined();
      fingerprints.set(look, name);
    }
    for (const name of NAMED) {
      const own = Object.keys(THEMES[name as ThemeName].tokens);
      expect(own, name).toContain('primary.color');
      expect(own, name).toContain('primary.font');
      expect(own.length, name).toBeGreaterThanOrEqual(10);
    }
  });
});

// WCAG 2 contrast ratio of two hex colours.
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const digits = normaliseHex(hex).slice(1, 7);
    const [r, g, b] = [0, 2, 4]
      .map((start) => Number.parseInt(digits.slice(start, start + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Text against what it sits on: 4.5 for body text (WCAG AA), 3 for large or bold text and icons.
const PAIRS: [TokenName, TokenName, number][] = [
  ['text.color', 'page.background', 4.5],
  ['menu.textColor', 'menu.background', 4.5],
  ['logo.textColor', 'menu.background', 3],
  ['footer.textColor', 'footer.background', 4.5],
  ['card.textColor', 'card.background', 4.5],
  ['feature.textColor', 'feature.background', 4.5],
  ['tag.textColor', 'tag.background', 4.5],
  ['newsletter.textColor', 'newsletter.background', 4.5],
  ['gate.textColor', 'gate.background', 4.5],
  ['form.textColor', 'form.inputBackground', 4.5],
  ['chat.bubbleTextColor', 'chat.bubbleBackground', 4.5],
  ['status.successTextColor', 'status.successBackground', 4.5],
  ['announcementV2.textColor', 'announcementV2.background', 4.5],
  ['button.secondary.textColor', 'button.secondary.background', 4.5],
  ['button.primary.textColor', 'button.primary.background', 3],
  ['newsletter.buttonTextColor', 'newsletter.buttonBackground', 3],
  ['announcement.textColor', 'announcement.background', 3],
  ['banner.titleColor', 'banner.background', 3],
  ['banner.copyColor', 'banner.background', 3],
  ['chat.contrastColor', 'chat.color', 3],
  ['feature.iconColor', 'feature.background', 3],
  ['quote.color', 'page.background', 3],
  ['form.errorColor', 'form.inputBackground', 3],
];

describe.each(THEME_NAMES)('%s', (name) => {
  const tokens = resolveTheme(name);
  const colour = (token: TokenName) => {
    const value = String(tokens[token]);
    return value === 'transparent' ? String(tokens['page.background']) : value;
  };

  it('keeps its text readable', () => {
    const failures = PAIRS.filter(([text, background, minimum]) => contrast(colour(text), colour(background)) < minimum).map(
      ([text, background]) => `${text} on ${background}: ${contrast(colour(text), colour(background)).toFixed(2)}`,
    );
    expect(failures).toEqual([]);
  });

  it('uses display fonts for headings, standard fonts for text, in weights that ship', () => {
    // Named themes use bundled families only (the library's others are fetched on first use).
    const bundled = (name: string) => {
      if (!isFontFamilyName(name)) throw new Error(`${name} is not bundled`);
      return FONT_FAMILIES[name];
    };
    for (const level of ['heading1', 'heading2', 'heading3'] as const) {
      const family = bundled(tokens[`${level}.font`]);
      expect(family.use, `${level} ${tokens[`${level}.font`]}`).not.toBe('standard');
      expect(family.weights, `${level} ${tokens[`${level}.font`]}`).toContain(tokens[`${level}.weight`]);
    }
    for (const token of ['primary.font', 'text.font'] as const) expect(bundled(tokens[token]).use, `${token} ${tokens[token]}`).not.toBe('display');
    expect(bundled(tokens['quote.font']).use).not.toBe('standard');
  });

  it('yields every token', () => {
    expect(TOKEN_NAMES.filter((token) => tokens[token] === undefined)).toEqual([]);
  });
});
