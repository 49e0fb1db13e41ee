import { describe, expect, it } from 'vitest';
import { cssVariableName, themeToCss } from './css.ts';
import { InvalidThemeTokensError } from './errors.ts';
import { THEME_NAMES } from './index.ts';
import { resolveTheme } from './resolve.ts';
import type { ThemeTokens } from './schema.ts';
import { TOKEN_NAMES, TOKENS } from './tokens.ts';

const naked = resolveTheme('naked');
const declarations = (css: string) =>
  css
    .split('\n')
    .slice(1, -1)
    .map((line) => line.trim());

describe('cssVariableName', () => {
  it('turns dotted camelCase names into custom property names', () => {
    expect(cssVariableName('primary.color')).toBe('--primary-color');
    expect(cssVariableName('primary.contrastColor')).toBe('--primary-contrast-color');
    expect(cssVariableName('button.primary.background')).toBe('--button-primary-background');
    expect(cssVariableName('announcementV2.textColor')).toBe('--announcement-v2-text-color');
    expect(cssVariableName('heading1.font')).toBe('--heading1-font');
  });

  it('gives every token its own name', () => {
    expect(new Set(TOKEN_NAMES.map(cssVariableName)).size).toBe(TOKEN_NAMES.length);
  });
});

describe('themeToCss', () => {
  it('declares one custom property per style token under the selector', () => {
    const css = themeToCss(resolveTheme('nordic', { 'primary.color': '#ABC' }));
    expect(css.startsWith(':root {\n')).toBe(true);
    expect(css.endsWith('\n}')).toBe(true);
    expect(css).toContain('  --primary-color: #aabbcc;');
    expect(css).toContain("--primary-font: 'Karla', system-ui,");
    expect(css).toContain("--heading1-font: 'Inter', system-ui,");
    expect(css).toContain('--button-border-radius: 0px;');
    expect(css).toContain('--heading1-weight: 400;');
    expect(css).toContain('--button-full-background: 0;');
    expect(css).toContain('--footer-visible: 1;');
    expect(css).toContain('--text-background: transparent;');
    expect(css).toContain('--image-default: none;');
    const styleTokens = TOKEN_NAMES.filter((name) => TOKENS[name].type !== 'text' && TOKENS[name].type !== 'url');
    expect(declarations(css).length).toBe(styleTokens.length + 3);
  });

  it('leaves copy and video addresses out of the CSS', () => {
    const css = themeToCss(naked);
    expect(css).not.toContain('From the community');
    expect(css).not.toContain('--product-page-community-title');
    expect(css).not.toContain('--video-default');
  });

  it('emits the shadow scale and shadow tokens in the theme’s shadow colour', () => {
    const css = themeToCss(resolveTheme('naked', { 'shadow.color': '#FF00FF80', 'card.shadow': 'heavy', 'text.shadow': 'none' }));
    expect(css).toContain('--shadow-light: 0 2px 4px #ff00ff80;');
    expect(css).toContain('--shadow-medium: 0 3px 6px #ff00ff80;');
    expect(css).toContain('--shadow-heavy: 0 4px 8px #ff00ff80;');
    expect(css).toContain('--card-shadow: 0 4px 8px #ff00ff80;');
    expect(css).toContain('--text-shadow: none;');
  });

  it('quotes safe image addresses in url("…")', () => {
    const css = themeToCss(
      resolveTheme('naked', { 'image.default': 'https://cdn.example.com/a/b.png?w=800&h=600', 'chat.backgroundImage': '/images/pattern.svg' }),
    );
    expect(css).toContain('--image-default: url("https://cdn.example.com/a/b.png?w=800&h=600");');
    expect(css).toContain('--chat-background-image: url("/images/pattern.svg");');
  });

  it('uses the selector it is given', () => {
    expect(themeToCss(naked, '[data-theme="naked"]').startsWith('[data-theme="naked"] {')).toBe(true);
  });

  it.each([
    ['primary.color', '#fff; } body { display: none'],
    ['primary.color', 'red'],
    ['primary.color', '#fff</style><script>alert(1)</script>'],
    ['primary.font', "Lato'; } * { color: red; }"],
    ['heading1.transform', 'uppercase; color: red'],
    ['card.shadow', '0 0 0 red'],
    ['image.default', 'javascript:alert(1)'],
    ['image.default', 'https://evil.example/x.png"); } body { background: url("https://evil.example/y'],
    ['image.default', "/x.png') ; }"],
    ['image.default', '/x.png\\"'],
    ['image.default', '/a/*comment*/'],
    ['image.default', '/x.png</style>'],
    ['image.default', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['button.borderRadius', '4px; }'],
    ['button.borderRadius', Number.POSITIVE_INFINITY],
  ])('refuses %s = %j instead of emitting it', (token, value) => {
    const tokens = { ...naked, [token]: value } as ThemeTokens;
    expect(() => themeToCss(tokens)).toThrow(InvalidThemeTokensError);
  });

  it('refuses unknown tokens and incomplete maps', () => {
    expect(() => themeToCss({ ...naked, 'evil.token': 'x' } as ThemeTokens)).toThrow(/Unknown theme token/);
    const { 'page.background': _missing, ...incomplete } = naked;
    expect(() => themeToCss(incomplete as ThemeTokens)).toThrow(InvalidThemeTokensError);
  });

  it.each([':root { } body', 'body;', '</style><script>', 'a/*', '', 'x\\'])('refuses the unsafe selector %j', (selector) => {
    expect(() => themeToCss(naked, selector)).toThrow(/Unsafe CSS selector/);
  });

  it.each(THEME_NAMES)('emits %s with nothing that can end a declaration', (name) => {
    for (const line of declarations(themeToCss(resolveTheme(name)))) {
      expect(line).toMatch(/^--[a-z0-9-]+: [^;{}<>\\]+;$/);
    }
  });
});
