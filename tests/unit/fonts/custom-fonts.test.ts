// A store's own fonts: the file must be a real WOFF2 (its header read, not its name trusted),
// and its family name safe for CSS and unique beside the library's names.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWoff2Header, WOFF2_MAX_BYTES } from '../../../src/server/stores/fonts/woff2.ts';
import { CUSTOM_FONT_NAME_MAX, customFontSlug, sanitiseCustomFontName } from '../../../themes/custom-font-name.ts';

const require = createRequire(import.meta.url);
const realFont = readFileSync(join(dirname(require.resolve('@fontsource/lato/package.json')), 'files', 'lato-latin-400-normal.woff2'));

describe('readWoff2Header', () => {
  it('reads a real WOFF2 from an installed Fontsource package', () => {
    const result = readWoff2Header(realFont);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.header.length).toBe(realFont.byteLength);
      expect(result.header.numTables).toBeGreaterThan(5);
    }
  });

  it('refuses a file that only pretends to be one', () => {
    expect(readWoff2Header(Buffer.from('<svg onload="alert(1)"></svg>'.padEnd(64, ' ')))).toEqual({ ok: false, reason: 'Expected a WOFF2 font file' });
    expect(readWoff2Header(Buffer.from('wOF2'))).toEqual({ ok: false, reason: 'Expected a WOFF2 font file' });
    // The right magic bytes, then nonsense: a length that is not the file's.
    const fake = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60, 7)]);
    expect(readWoff2Header(fake)).toEqual({ ok: false, reason: 'The font file is damaged' });
    // A real font cut short.
    expect(readWoff2Header(realFont.subarray(0, realFont.byteLength - 100)).ok).toBe(false);
    // No tables.
    const empty = Buffer.from(realFont);
    empty.writeUInt16BE(0, 12);
    expect(readWoff2Header(empty).ok).toBe(false);
  });

  it('refuses a file over 2 MB', () => {
    const big = Buffer.alloc(WOFF2_MAX_BYTES + 1);
    realFont.copy(big);
    expect(readWoff2Header(big)).toEqual({ ok: false, reason: 'Fonts are limited to 2 MB' });
  });
});

describe('sanitiseCustomFontName', () => {
  it('keeps letters, digits, spaces and hyphens, trimming and collapsing spaces', () => {
    expect(sanitiseCustomFontName('  Brand   Sans 2 ')).toBe('Brand Sans 2');
    expect(sanitiseCustomFontName('Brand-Display')).toBe('Brand-Display');
    expect(customFontSlug('Brand Sans 2')).toBe('brand-sans-2');
  });

  it('refuses quotes, brackets, markup, empty and over-long names', () => {
    for (const name of [
      "Brand'; } body { x",
      'Brand<script>',
      'Brand "Sans"',
      'Brand_Sans',
      '',
      '   ',
      '-Brand',
      'Brand-',
      'Ünïcode',
      'x'.repeat(CUSTOM_FONT_NAME_MAX + 1),
    ])
      expect(sanitiseCustomFontName(name), name).toBeUndefined();
    expect(sanitiseCustomFontName('x'.repeat(CUSTOM_FONT_NAME_MAX))).toBe('x'.repeat(CUSTOM_FONT_NAME_MAX));
  });

  it('refuses a library family’s name, whatever its case', () => {
    expect(sanitiseCustomFontName('Lato')).toBeUndefined();
    expect(sanitiseCustomFontName('playfair display')).toBeUndefined();
    expect(sanitiseCustomFontName('Abel')).toBeUndefined();
  });
});
