// The theme editor's form is derived from the token declarations (themes/tokens.ts).
import { describe, expect, it } from 'vitest';
import { tokenField, tokenForm, tokenLabel, tokenValueProblem, validOverrides } from '../../../islands/theme-editor/token-form.ts';
import { contrastWarnings } from '../../../islands/theme-editor/contrast-warnings.ts';
import { TOKEN_NAMES, TOKENS, tokenGroups } from '../../../themes/tokens.ts';
import { FONT_FAMILY_NAMES, fontFamiliesFor } from '../../../themes/fonts.ts';
import { resolveTheme } from '../../../themes/resolve.ts';

describe('theme editor form', () => {
  it('has one section per declared group, in order, holding every token once', () => {
    const form = tokenForm();
    expect(form.map((section) => section.group)).toEqual(tokenGroups().map((group) => group.group));
    expect(form.flatMap((section) => section.fields.map((field) => field.name))).toEqual(tokenGroups().flatMap((group) => group.tokens));
    expect(new Set(form.flatMap((section) => section.fields.map((field) => field.name))).size).toBe(TOKEN_NAMES.length);
  });

  it('picks each widget from the declared type, with its range, options and help text', () => {
    expect(tokenField('primary.color')).toMatchObject({ widget: 'colour', label: 'Primary colour', description: TOKENS['primary.color'].description });
    expect(tokenField('button.borderRadius')).toEqual(expect.objectContaining({ widget: 'range', unit: 'px', range: { min: 0, max: 50, step: 1 } }));
    expect(tokenField('heading1.weight')).toEqual(expect.objectContaining({ widget: 'range', unit: '', range: { min: 100, max: 900, step: 100 } }));
    expect(tokenField('heading1.transform')).toEqual(expect.objectContaining({ widget: 'select', options: ['none', 'uppercase', 'lowercase', 'capitalize'] }));
    expect(tokenField('card.shadow')).toEqual(expect.objectContaining({ widget: 'select', options: ['none', 'light', 'medium', 'heavy'] }));
    expect(tokenField('footer.visible').widget).toBe('toggle');
    expect(tokenField('image.default').widget).toBe('image');
    expect(tokenField('video.default').widget).toBe('url');
    expect(tokenField('productPage.communitySubtitle')).toEqual(expect.objectContaining({ widget: 'text', maxLength: 120 }));
  });

  it('offers the self-hosted families, display ones for headings and standard ones for body text', () => {
    const heading = tokenField('heading1.font');
    const body = tokenField('text.font');
    const menu = tokenField('menu.font');
    expect(heading.widget === 'font' && heading.fonts).toEqual(fontFamiliesFor('display'));
    expect(body.widget === 'font' && body.fonts).toEqual(fontFamiliesFor('standard'));
    expect(menu.widget === 'font' && menu.fonts).toEqual(FONT_FAMILY_NAMES);
    expect(heading.widget === 'font' && heading.fonts).toContain('Bebas Neue');
    expect(body.widget === 'font' && body.fonts).not.toContain('Bebas Neue');
  });

  it('labels tokens in words', () => {
    expect(tokenLabel('button.primary.borderColor')).toBe('Button primary border colour');
    expect(tokenLabel('heading1.font')).toBe('Heading 1 font');
    expect(tokenLabel('announcementV2.textColor')).toBe('Announcement v2 text colour');
  });

  it('checks values with the declarations’ messages and keeps only valid overrides', () => {
    expect(tokenValueProblem('primary.color', '#12345')).toBe('Expected a hex colour such as #2e7d32, or transparent');
    expect(tokenValueProblem('primary.color', '#123456')).toBeUndefined();
    expect(tokenValueProblem('button.borderRadius', 51)).toBe('Expected a number from 0 to 50 pixels, whole numbers only');
    expect(tokenValueProblem('text.font', 'Comic Sans')).toMatch(/^Expected a self-hosted font family/);
    expect(validOverrides({ 'primary.color': 'red', 'page.background': '#fafafa', 'no.such': '#fff', 'button.borderRadius': 8 })).toEqual({
      'page.background': '#fafafa',
      'button.borderRadius': 8,
    });
  });

  it('warns about text that cannot be read on its background, and not otherwise', () => {
    expect(contrastWarnings(resolveTheme('naked'))).toEqual([]);
    const warnings = contrastWarnings(resolveTheme('naked', { 'text.color': '#eeeeee' }));
    expect(warnings.map((warning) => `${warning.text} on ${warning.background}`)).toContain('text.color on page.background');
    expect(warnings.find((warning) => warning.background === 'page.background' && warning.text === 'text.color')?.ratio).toBeLessThan(4.5);
  });
});
