// The font library: about 230 families, each usable for display, standard text or both, with
// its weights (400 always), a fallback stack and the Fontsource package version to fetch.
import { describe, expect, it } from 'vitest';
import { FONT_LIBRARY } from '../../../themes/font-library.ts';
import { FONT_FAMILIES, FONT_FAMILY_NAMES } from '../../../themes/fonts.ts';
import { libraryFamiliesFor, libraryFamily } from '../../../themes/library-fonts.ts';
import { isThemeFontValue, themeFontStack } from '../../../themes/theme-font-value.ts';

describe('the font library', () => {
  it('holds about 230 families, each named once', () => {
    expect(FONT_LIBRARY.length).toBeGreaterThanOrEqual(220);
    expect(FONT_LIBRARY.length).toBeLessThanOrEqual(240);
    expect(new Set(FONT_LIBRARY.map((family) => family.family)).size).toBe(FONT_LIBRARY.length);
    expect(new Set(FONT_LIBRARY.map((family) => family.id)).size).toBe(FONT_LIBRARY.length);
  });

  it.each(FONT_LIBRARY.map((family) => [family.family, family] as const))('%s has a use, weights with 400, a fallback and a version', (_, family) => {
    expect(['display', 'standard', 'both']).toContain(family.use);
    expect(family.weights).toContain(400);
    expect([...family.weights].sort((a, b) => a - b)).toEqual(family.weights);
    for (const weight of family.weights) expect(weight % 100 === 0 && weight >= 100 && weight <= 900).toBe(true);
    expect(typeof family.italic).toBe('boolean');
    expect(family.fallback).toMatch(/(sans-serif|serif|monospace|cursive)$/);
    expect(family.version).toMatch(/^\d+\.\d+\.\d+$/);
    // Safe inside a quoted CSS font-family and a file name.
    expect(family.family).toMatch(/^[A-Za-z0-9 ]+$/);
    expect(family.id).toMatch(/^[a-z0-9-]+$/);
  });

  it('includes every bundled family with the use it is bundled for', () => {
    for (const name of FONT_FAMILY_NAMES) expect(libraryFamily(name)?.use, name).toBe(FONT_FAMILIES[name].use);
  });

  it('offers display and standard groups, both-use families in each', () => {
    const display = libraryFamiliesFor('display').map((family) => family.family);
    const standard = libraryFamiliesFor('standard').map((family) => family.family);
    expect(display).toContain('Bebas Neue');
    expect(standard).not.toContain('Bebas Neue');
    expect(display).toContain('Lato');
    expect(standard).toContain('Lato');
    expect(display.length).toBeGreaterThan(50);
    expect(standard.length).toBeGreaterThan(100);
  });

  it('lets a theme name any library family or a store font, and gives each its fallback stack', () => {
    expect(isThemeFontValue('Abel')).toBe(true);
    expect(isThemeFontValue('custom:Brand Sans')).toBe(true);
    expect(isThemeFontValue('Comic Sans MS')).toBe(false);
    expect(isThemeFontValue("custom:x'; }")).toBe(false);
    expect(themeFontStack('Abel')).toBe(`'Abel', ${libraryFamily('Abel')?.fallback}`);
    expect(themeFontStack('custom:Brand Sans')).toMatch(/^'Brand Sans', system-ui/);
    expect(themeFontStack('Lato')).toMatch(/^'Lato', system-ui/);
  });
});
