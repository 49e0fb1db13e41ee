import { outlineText, svgColour, textAdvance, type Typeface } from '../text-outline/index.ts';

// Words in logos and share images, set through the studio's text-to-outline path
// (src/server/studio/text-outline/): one <path> per glyph so each letter can be told apart.

export { capHeight, type Typeface } from '../text-outline/index.ts';

export interface LetteringOptions {
  typeface: Typeface;
  /** Font size in pixels (the em square). */
  size: number;
  /** Left edge (anchor start) or centre (anchor middle) of the line. */
  x: number;
  /** Baseline. */
  y: number;
  fill: string;
  /** Extra space after each letter, in em. */
  tracking?: number;
  anchor?: 'start' | 'middle';
}

export interface Lettering {
  /** A group with one <path> per visible glyph. */
  svg: string;
  /** Advance width of the whole line, in pixels. */
  width: number;
}

/** Advance width of `text` at `size` px, with `tracking` em between letters (none after the last). */
export function letteringWidth(text: string, typeface: Typeface, size: number, tracking = 0): number {
  return textAdvance(text, typeface, size, tracking);
}

/** One line of text as outlined glyphs. */
export function lettering(text: string, options: LetteringOptions): Lettering {
  const { typeface, size, x, y, fill, tracking = 0, anchor = 'start' } = options;
  const outline = outlineText(text, { typeface, size, x, y, tracking, align: anchor === 'middle' ? 'center' : 'left' });
  const paths = outline.glyphs.filter((glyph) => glyph.d).map((glyph) => `<path d="${glyph.d}"/>`);
  return { svg: `<g fill="${svgColour(fill)}">${paths.join('')}</g>`, width: outline.advance };
}
