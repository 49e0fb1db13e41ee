import { describe, expect, it } from 'vitest';
import { InvalidThemeTokensError } from './errors.ts';
import { parsePartialThemeTokens, PartialThemeTokens, ThemeTokens } from './schema.ts';
import { isTokenReference, valueSchema } from './token-types.ts';
import { TOKEN_NAMES, TOKENS, tokenGroups, type TokenName } from './tokens.ts';
import { resolveTheme } from './resolve.ts';
import { defineTheme } from './theme.ts';

// The theme's property groups, one token at least per group.
const SPEC_GROUPS: TokenName[] = [
  'primary.color',
  'primary.contrastColor',
  'primary.font',
  'logo.textColor',
  'page.background',
  'heading1.font',
  'heading1.transform',
  'heading2.font',
  'heading2.transform',
  'heading3.font',
  'heading3.transform',
  'text.font',
  'text.color',
  'text.shadow',
  'text.borderRadius',
  'text.background',
  'text.fullBackground',
  'menu.background',
  'menu.font',
  'menu.textColor',
  'menu.transform',
  'image.borderRadius',
  'image.default',
  'video.default',
  'banner.titleColor',
  'banner.copyColor',
  'banner.background',
  'banner.shadow',
  'button.primary.background',
  'button.primary.textColor',
  'button.primary.borderColor',
  'button.secondary.background',
  'button.secondary.textColor',
  'button.secondary.borderColor',
  'button.borderRadius',
  'button.fullBackground',
  'feature.iconColor',
  'feature.borderRadius',
  'feature.background',
  'feature.textColor',
  'quote.font',
  'quote.color',
  'quote.size',
  'announcement.background',
  'announcement.textColor',
  'announcement.borderRadius',
  'announcementV2.background',
  'announcementV2.textColor',
  'announcementV2.borderRadius',
  'card.background',
  'card.textColor',
  'card.borderRadius',
  'card.shadow',
  'newsletter.background',
  'newsletter.textColor',
  'newsletter.buttonBackground',
  'newsletter.buttonTextColor',
  'gate.background',
  'gate.textColor',
  'footer.visible',
  'footer.textColor',
  'footer.background',
  'form.background',
  'form.inputBackground',
  'form.borderColor',
  'form.textColor',
  'form.errorColor',
  'form.errorBackground',
  'tag.background',
  'tag.textColor',
  'box.background',
  'border.color',
  'border.width',
  'error.color',
  'error.darkColor',
  'warning.color',
  'warning.darkColor',
  'success.color',
  'success.darkColor',
  'chat.color',
  'chat.contrastColor',
  'chat.shadow',
  'chat.scrollbarColor',
  'chat.backgroundImage',
  'status.successBackground',
  'status.successTextColor',
  'productPage.communityTitle',
  'productPage.communitySubtitle',
];

describe('token declarations', () => {
  it('cover every theme property group', () => {
    for (const name of SPEC_GROUPS) expect(TOKEN_NAMES, name).toContain(name);
  });

  it('give every token a group, a one-line description and a default that passes its own schema', () => {
    for (const name of TOKEN_NAMES) {
      const declaration = TOKENS[name];
      expect(declaration.group, name).toMatch(/\S/);
      expect(declaration.description, name).toMatch(/^\S.{9,119}$/);
      if (!isTokenReference(declaration.default)) expect(valueSchema(declaration).safeParse(declaration.default).success, name).toBe(true);
    }
  });

  it('let defaults follow only declared tokens of the same type, without loops', () => {
    for (const name of TOKEN_NAMES) {
      const seen = [name];
      let fallback = TOKENS[name].default;
      while (isTokenReference(fallback)) {
        const target = fallback.from as TokenName;
        expect(TOKEN_NAMES, `${name} follows ${target}`).toContain(target);
        expect(TOKENS[target].type, `${name} follows ${target}`).toBe(TOKENS[name].type);
        expect(seen, `loop through ${target}`).not.toContain(target);
        seen.push(target);
        fallback = TOKENS[target].default;
      }
    }
  });

  it('use flat dotted names', () => {
    for (const name of TOKEN_NAMES) expect(name).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/);
  });

  it('are grouped in declaration order for the theme editor', () => {
    const groups = tokenGroups();
    expect(groups[0]).toEqual({ group: 'Primary', tokens: ['primary.color', 'primary.contrastColor', 'primary.font'] });
    expect(groups.flatMap((entry) => entry.tokens)).toEqual(TOKEN_NAMES);
  });

  it('default to primary green, Lato, a 4px radius and the community title', () => {
    const tokens = resolveTheme(defineTheme({ name: 'bare', label: 'Bare', description: 'Only the declared defaults.', kind: 'named', tokens: {} }));
    const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(tokens['primary.color'].slice(start, start + 2), 16)) as [number, number, number];
    expect(green).toBeGreaterThan(red);
    expect(green).toBeGreaterThan(blue);
    for (const font of ['primary.font', 'text.font', 'heading1.font', 'heading3.font', 'menu.font', 'quote.font'] as const) expect(tokens[font]).toBe('Lato');
    for (const radius of ['button.borderRadius', 'image.borderRadius', 'card.borderRadius', 'text.borderRadius', 'feature.borderRadius'] as const)
      expect(tokens[radius]).toBe(4);
    expect(tokens['announcement.borderRadius']).toBe(4);
    expect(tokens['announcementV2.borderRadius']).toBe(4);
    expect(tokens['quote.size']).toBe(24);
    expect(tokens['productPage.communityTitle']).toBe('From the community');
  });
});

describe('derived token schema', () => {
  it('accepts a partial map of valid values of every type', () => {
    const input = {
      'primary.color': '#0af',
      'text.background': 'transparent',
      'primary.font': 'Inter',
      'button.borderRadius': 50,
      'heading1.weight': 400,
      'heading1.transform': 'uppercase',
      'card.shadow': 'heavy',
      'footer.visible': false,
      'image.default': 'https://cdn.example.com/images/placeholder.png?w=800&q=80',
      'chat.backgroundImage': '/images/chat-pattern.svg',
      'video.default': '',
      'productPage.communityTitle': 'Worn by you',
    };
    expect(PartialThemeTokens.parse(input)).toEqual(input);
    expect(PartialThemeTokens.parse({})).toEqual({});
  });

  it.each([
    ['primary.color', 'green', 'hex colour'],
    ['primary.color', '#12345', 'hex colour'],
    ['primary.color', 42, 'hex colour'],
    ['primary.font', 'Comic Sans MS', 'self-hosted font family'],
    ['button.borderRadius', '4px', 'from 0 to 50 pixels'],
    ['button.borderRadius', 51, 'from 0 to 50 pixels'],
    ['button.borderRadius', 2.5, 'whole numbers'],
    ['heading1.weight', 450, 'in steps of 100'],
    ['heading1.transform', 'small-caps', 'none, uppercase, lowercase, capitalize'],
    ['card.shadow', 'huge', 'none, light, medium, heavy'],
    ['footer.visible', 'yes', 'true or false'],
    ['image.default', 'javascript:alert(1)', 'https://'],
    ['image.default', '//evil.example/x.png', 'https://'],
    ['image.default', '/x.png") ; } body { background: red', 'https://'],
    ['video.default', 'data:video/mp4;base64,AAAA', 'https://'],
    ['productPage.communityTitle', 'x'.repeat(81), 'at most 80 characters'],
    ['productPage.communityTitle', 'two\nlines', 'on one line'],
  ])('rejects %s = %j with a clear message', (token, value, hint) => {
    const result = PartialThemeTokens.safeParse({ [token]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([token]);
    expect(result.error?.issues[0]?.message).toContain(hint);
  });

  it('rejects unknown token names, suggesting the nearest declared one', () => {
    expect(PartialThemeTokens.safeParse({ 'primary.colour': '#000000' }).error?.issues[0]?.message).toBe('Unknown theme token: primary.colour');
    try {
      parsePartialThemeTokens({ 'primary.colour': '#000000', 'completely.unrelated': 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidThemeTokensError);
      expect((error as InvalidThemeTokensError).issues).toEqual([
        { token: 'primary.colour', message: 'Unknown theme token (did you mean primary.color?)' },
        { token: 'completely.unrelated', message: 'Unknown theme token' },
      ]);
    }
  });

  it('rejects a map that is not an object', () => {
    expect(PartialThemeTokens.safeParse('primary.color=red').error?.issues[0]?.message).toContain('Expected an object of theme tokens');
  });

  it('requires every token in a complete map', () => {
    const complete = resolveTheme('naked');
    expect(ThemeTokens.safeParse(complete).success).toBe(true);
    const { 'primary.color': _removed, ...incomplete } = complete;
    expect(ThemeTokens.safeParse(incomplete).error?.issues[0]?.path).toEqual(['primary.color']);
  });
});
