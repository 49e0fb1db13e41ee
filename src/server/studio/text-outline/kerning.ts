import { loadFont, type Typeface } from './fonts.ts';

// Kerning for the outlines. The outliner draws one glyph per character from the font's
// character map (glyphsForString, no layout), and the Fontsource woff2 files keep their kerning
// in GPOS; fontkit's layout() runs the font's GPOS `kern` lookups (or an old `kern` table). The
// browser's canvas, which the studio island draws with, kerns by default, so the print file must too.
//
// Only positions are taken from the layout: ligatures and contextual alternates are switched off,
// so one glyph still stands for one character (curved text places and rotates each letter,
// and letter spacing goes between letters, as a canvas with letterSpacing does).

const NO_SUBSTITUTIONS = { liga: false, clig: false, calt: false, dlig: false, rlig: false } as const;

/**
 * Kerning after each glyph of `text`, in font units (negative tightens): the font's own
 * pair adjustments, `glyphIds` being the glyphs the outliner draws. All zeros when the layout's
 * glyph run does not line up one-to-one with them (it then never shifts a letter wrongly).
 */
export function kerningOf(text: string, typeface: Typeface, glyphIds: readonly number[]): number[] {
  const none = glyphIds.map(() => 0);
  if (glyphIds.length < 2) return none;
  const run = loadFont(typeface).layout(text, { ...NO_SUBSTITUTIONS });
  if (run.glyphs.length !== glyphIds.length || run.glyphs.some((glyph, index) => glyph.id !== glyphIds[index])) return none;
  return run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    // The last glyph's adjustment trails the line: it would only widen or narrow nothing.
    if (!position || index === run.glyphs.length - 1) return 0;
    return position.xAdvance - glyph.advanceWidth;
  });
}
