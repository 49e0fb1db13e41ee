import { describe, expect, it } from 'vitest';
import { InvalidThemeTokensError, ThemeCycleError, UnknownThemeError } from './errors.ts';
import { THEME_NAMES, THEMES, type ThemeRegistry } from './index.ts';
import { PRO_PRIMARY_COLOR, proVariant } from './pro-variant.ts';
import { resolveTheme, themeChain } from './resolve.ts';
import { ThemeTokens } from './schema.ts';
import { defineTheme, type Theme } from './theme.ts';
import { TOKEN_NAMES } from './tokens.ts';

const theme = (name: string, tokens: Theme['tokens'], base?: string): Theme =>
  defineTheme({ name, label: name, description: `Test theme ${name}.`, kind: 'named', tokens, ...(base ? { extends: base } : {}) });

describe('resolveTheme', () => {
  it.each(THEME_NAMES)('resolves %s to a value for every declared token', (name) => {
    const tokens = resolveTheme(name);
    expect(Object.keys(tokens).sort()).toEqual([...TOKEN_NAMES].sort());
    expect(ThemeTokens.safeParse(tokens).success).toBe(true);
  });

  it('takes a theme’s own tokens over its base’s, and the base’s over the defaults', () => {
    const registry: ThemeRegistry = {
      base: theme('base', { 'primary.color': '#111111', 'page.background': '#eeeeee' }),
      child: theme('child', { 'primary.color': '#222222' }, 'base'),
      grandchild: theme('grandchild', { 'text.color': '#333333' }, 'child'),
    };
    const tokens = resolveTheme('grandchild', undefined, registry);
    expect(tokens['primary.color']).toBe('#222222');
    expect(tokens['page.background']).toBe('#eeeeee');
    expect(tokens['text.color']).toBe('#333333');
    expect(tokens['primary.font']).toBe('Lato');
    expect(themeChain('grandchild', registry).map((link) => link.name)).toEqual(['base', 'child', 'grandchild']);
  });

  it('inherits through the registry: teemillProDark extends teemillDark extends teemill', () => {
    expect(themeChain('teemillProDark').map((link) => link.name)).toEqual(['teemill', 'teemillDark', 'teemillProDark']);
    const dark = resolveTheme('teemillDark');
    expect(dark['banner.background']).not.toBe(resolveTheme('teemill')['page.background']);
    expect(resolveTheme('teemillProDark')['page.background']).toBe(dark['page.background']);
    expect(resolveTheme('tokyo')['heading1.transform']).toBe(resolveTheme('neonCity')['heading1.transform']);
  });

  it('applies overrides last', () => {
    const tokens = resolveTheme('nordic', { 'primary.color': '#ff0000', 'button.borderRadius': 50 });
    expect(tokens['primary.color']).toBe('#ff0000');
    expect(tokens['button.borderRadius']).toBe(50);
    expect(tokens['page.background']).toBe(resolveTheme('nordic')['page.background']);
  });

  it('fills defaults that follow other tokens from the final values', () => {
    const tokens = resolveTheme(theme('followers', { 'primary.color': '#123456', 'primary.font': 'Karla' }));
    expect(tokens['button.primary.background']).toBe('#123456');
    expect(tokens['button.primary.borderColor']).toBe('#123456');
    expect(tokens['newsletter.buttonBackground']).toBe('#123456');
    expect(tokens['text.font']).toBe('Karla');
    // An override of the followed token moves its followers; an explicit value stays put.
    const overridden = resolveTheme('simply', { 'primary.color': '#654321' });
    expect(overridden['button.primary.background']).toBe('#654321');
    expect(resolveTheme('nordic', { 'primary.color': '#654321' })['button.primary.background']).toBe(THEMES.nordic.tokens['button.primary.background']);
  });

  it('throws UnknownThemeError carrying the name', () => {
    expect(() => resolveTheme('nope')).toThrow(UnknownThemeError);
    try {
      resolveTheme('nope');
    } catch (error) {
      expect((error as UnknownThemeError).themeName).toBe('nope');
      expect((error as Error).message).toBe('Unknown theme: nope');
    }
    expect(() => resolveTheme('toString')).toThrow(UnknownThemeError);
    expect(() => resolveTheme(theme('orphan', {}, 'missingBase'))).toThrow(/Unknown theme: missingBase/);
  });

  it('detects inheritance cycles', () => {
    const registry: ThemeRegistry = { a: theme('a', {}, 'b'), b: theme('b', {}, 'c'), c: theme('c', {}, 'a'), self: theme('self', {}, 'self') };
    expect(() => resolveTheme('a', undefined, registry)).toThrow(ThemeCycleError);
    expect(() => resolveTheme('a', undefined, registry)).toThrow('Theme inheritance cycle: a → b → c → a');
    expect(() => resolveTheme('self', undefined, registry)).toThrow('self → self');
  });

  it('rejects invalid overrides and invalid theme tokens', () => {
    expect(() => resolveTheme('naked', { 'primary.colour': '#000000' })).toThrow(InvalidThemeTokensError);
    expect(() => resolveTheme('naked', { 'primary.color': 'red; }' })).toThrow(/primary\.color: Expected a hex colour/);
    expect(() => resolveTheme('naked', 'not an object')).toThrow(InvalidThemeTokensError);
    const broken = { ...theme('broken', {}), tokens: { 'card.shadow': 'enormous' } } as unknown as Theme;
    expect(() => resolveTheme(broken)).toThrow(/theme broken: card\.shadow/);
  });

  it('treats absent overrides as none', () => {
    expect(resolveTheme('punch', {})).toEqual(resolveTheme('punch'));
    expect(resolveTheme('punch', null)).toEqual(resolveTheme('punch'));
  });
});

describe('proVariant', () => {
  it.each(THEME_NAMES.filter((name) => !name.includes('Pro')))('gives %s a different primary colour and keeps the rest', (name) => {
    const base = resolveTheme(name);
    const pro = resolveTheme(proVariant(THEMES[name]));
    expect(pro['primary.color']).toBe(PRO_PRIMARY_COLOR);
    expect(pro['primary.color']).not.toBe(base['primary.color']);
    expect(pro['page.background']).toBe(base['page.background']);
    expect(pro['heading1.font']).toBe(base['heading1.font']);
  });

  it('is how teemillPro is made', () => {
    expect(THEMES.teemillPro).toMatchObject({ name: 'teemillPro', extends: 'teemill', kind: 'platform' });
    expect(resolveTheme('teemillPro')['primary.color']).toBe(PRO_PRIMARY_COLOR);
    expect(resolveTheme('teemillPro')['button.primary.background']).toBe(PRO_PRIMARY_COLOR);
    expect(proVariant(THEMES.nordic).name).toBe('nordicPro');
  });
});
