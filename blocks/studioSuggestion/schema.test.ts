import { describe, expect, it } from 'vitest';
import { parseBlockProperties } from '../registry.ts';
import { STUDIO_ALIASES } from '../../src/lib/studio/studio-routes.ts';
import { STUDIO_ALIAS_PATHS, studioSuggestion, studioSuggestionProps } from './schema.ts';

describe('studioSuggestion schema', () => {
  it('defaults to the t-shirt studio, its default colour, a price and a "Start designing" link', () => {
    expect(studioSuggestionProps.parse({})).toEqual({
      title: 'Design your own',
      copy: 'Add your words and pictures, see the print as it will be, and we print it for you.',
      alias: '/design-your-own-t-shirt/',
      colour: '',
      buttonText: 'Start designing',
      showPrice: true,
      imagePosition: 'left',
      alignment: 'left',
    });
    expect(studioSuggestion.title).toBe('Studio Suggestion');
  });
  it('offers every studio alias, and only those', () => {
    expect(STUDIO_ALIAS_PATHS).toEqual(STUDIO_ALIASES.map((alias) => alias.path));
    for (const alias of STUDIO_ALIAS_PATHS) expect(studioSuggestionProps.parse({ alias }).alias).toBe(alias);
    for (const alias of ['/studio/', '/custom-printed-hoodies', 'https://evil.example/', '/products/', '']) {
      expect(studioSuggestionProps.safeParse({ alias }).success, alias).toBe(false);
    }
  });
  it('refuses bad props: long words, an empty button, bad colours and layouts', () => {
    for (const bad of [
      { title: 'x'.repeat(81) },
      { copy: 'x'.repeat(301) },
      { colour: 'x'.repeat(41) },
      { buttonText: '   ' },
      { buttonText: 'x'.repeat(31) },
      { imagePosition: 'top' },
      { alignment: 'justify' },
      { textColor: 'red; background: url(x)' },
      { backgroundColor: 'expression(1)' },
      { showPrice: 'yes' },
    ])
      expect(studioSuggestionProps.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
  it('a stored block with one bad field keeps the rest and falls back to the default', () => {
    const { properties, dropped } = parseBlockProperties('studioSuggestion', { title: 'Make a hoodie', alias: '/not-a-studio/' });
    expect(dropped).toEqual(['alias']);
    expect(properties).toMatchObject({ title: 'Make a hoodie', alias: '/design-your-own-t-shirt/' });
  });
});
