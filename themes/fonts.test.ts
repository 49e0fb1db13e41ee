import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { syncFonts } from '../scripts/fonts.ts';
import { FONT_FAMILIES, FONT_FAMILY_NAMES, fontFaceCss, fontFaces, fontFamiliesFor, fontPreloadUrls, fontStack, LATIN_UNICODE_RANGE } from './fonts.ts';
import { THEME_NAMES } from './index.ts';
import { resolveTheme } from './resolve.ts';
import { themeFontFamilies } from './theme-fonts.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

describe('font registry', () => {
  it.each(FONT_FAMILY_NAMES)('%s matches its installed Fontsource package', (name) => {
    const family = FONT_FAMILIES[name];
    const metadata = JSON.parse(readFileSync(join(packageDir(family.package), 'metadata.json'), 'utf8'));
    const unicode = JSON.parse(readFileSync(join(packageDir(family.package), 'unicode.json'), 'utf8'));
    expect(metadata.family).toBe(name);
    for (const weight of family.weights) expect(metadata.weights).toContain(weight);
    expect(family.weights).toContain(400);
    expect(family.italic).toBe(metadata.styles.includes('italic'));
    expect(unicode.latin).toBe(LATIN_UNICODE_RANGE);
  });

  it.each(FONT_FAMILY_NAMES)('%s ships latin woff2 files that exist in node_modules', (name) => {
    for (const face of fontFaces(name)) expect(existsSync(join(packageDir(FONT_FAMILIES[name].package), 'files', face.file)), face.file).toBe(true);
  });

  it('ships upright weights plus italic 400 where the family has one', () => {
    expect(fontFaces('Lato').map((face) => face.file)).toEqual([
      'lato-latin-400-normal.woff2',
      'lato-latin-700-normal.woff2',
      'lato-latin-900-normal.woff2',
      'lato-latin-400-italic.woff2',
    ]);
    expect(fontFaces('Bebas Neue').map((face) => face.file)).toEqual(['bebas-neue-latin-400-normal.woff2']);
  });

  it('sorts families by use (display, standard or both)', () => {
    expect(fontFamiliesFor('display')).toContain('Bebas Neue');
    expect(fontFamiliesFor('display')).toContain('Lato');
    expect(fontFamiliesFor('display')).not.toContain('Karla');
    expect(fontFamiliesFor('standard')).not.toContain('Bebas Neue');
    expect(fontStack('Playfair Display')).toBe("'Playfair Display', Georgia, 'Times New Roman', Times, serif");
  });
});

describe('fontFaceCss', () => {
  it('declares self-hosted, swapping, latin-only faces for just the families asked for', () => {
    const css = fontFaceCss(['Lato', 'Bebas Neue', 'Lato']);
    expect(css.match(/@font-face/g)).toHaveLength(5);
    expect(css).toContain("font-family: 'Lato';");
    expect(css).toContain("font-family: 'Bebas Neue';");
    expect(css).not.toContain('Inter');
    expect(css).toContain("src: url('/fonts/lato-latin-700-normal.woff2') format('woff2');");
    expect(css).toContain('font-style: italic;');
    expect(css.match(/font-display: swap;/g)).toHaveLength(5);
    expect(css.match(/unicode-range: U\+0000-00FF,/g)).toHaveLength(5);
    expect(css).not.toMatch(/https?:/);
    expect(fontFaceCss([])).toBe('');
  });

  it('lists only the families a resolved theme uses', () => {
    const nordic = resolveTheme('nordic');
    expect(themeFontFamilies(nordic)).toEqual(['Karla', 'Inter']);
    const css = fontFaceCss(themeFontFamilies(nordic));
    const families = new Set([...css.matchAll(/font-family: '([^']+)'/g)].map((match) => match[1]));
    expect(families).toEqual(new Set(['Karla', 'Inter']));
    expect(themeFontFamilies(resolveTheme('naked'))).toEqual(['Inter']);
    expect(themeFontFamilies(resolveTheme('naked', { 'quote.font': 'Caveat' }))).toEqual(['Inter', 'Caveat']);
  });

  it('refuses families outside the registry', () => {
    expect(() => fontFaceCss(['Comic Sans MS' as never])).toThrow('Unknown font family: Comic Sans MS');
  });

  it('gives one preload address per family, the regular face', () => {
    expect(fontPreloadUrls(['Inter', 'Bebas Neue'])).toEqual(['/fonts/inter-latin-400-normal.woff2', '/fonts/bebas-neue-latin-400-normal.woff2']);
  });

  it.each(THEME_NAMES)('%s uses only registered families', (name) => {
    const families = themeFontFamilies(resolveTheme(name));
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) expect(FONT_FAMILY_NAMES).toContain(family);
  });
});

describe('scripts/fonts.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'printfront-fonts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies every registry face, then leaves them alone and prunes stale files', async () => {
    const expected = FONT_FAMILY_NAMES.flatMap((name) => fontFaces(name).map((face) => face.file)).sort();
    const first = await syncFonts(dir);
    expect(first.copied.sort()).toEqual(expected);
    expect(readdirSync(dir).sort()).toEqual(expected);

    writeFileSync(join(dir, 'retired-latin-400-normal.woff2'), 'old');
    writeFileSync(join(dir, 'README.txt'), 'not a font');
    const second = await syncFonts(dir);
    expect(second).toEqual({ copied: [], unchanged: expected.length, removed: ['retired-latin-400-normal.woff2'] });
    expect(existsSync(join(dir, 'README.txt'))).toBe(true);
  });
});
