import { Text } from 'konva/lib/shapes/Text.js';
import type { TextLayer } from '../../src/schemas/design-document.ts';
import { fontStack } from '../../themes/fonts.ts';
import { curvedTextGeometry } from '../../src/lib/studio/curved-text.ts';

// A text layer's box as the canvas draws it, in millimetres: the document keeps widthMm and
// heightMm equal to it (the safe-zone check and the print file read the box). Measured by
// Konva's own Text at ten times the size (small canvas sizes round their metrics), once the
// face is loaded (studio-fonts.ts).

const MEASURE_SCALE = 10;

export type TextStyle = Pick<TextLayer, 'text' | 'fontFamily' | 'fontWeight' | 'italic' | 'fontSizeMm' | 'letterSpacingMm' | 'align' | 'curve'>;

/** Konva's fontStyle: italic first, then the numeric weight. */
export const konvaFontStyle = (layer: Pick<TextLayer, 'fontWeight' | 'italic'>) => `${layer.italic ? 'italic ' : ''}${layer.fontWeight}`;

/** Curved text is one line along its arc. */
export const curvedLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

function measure(text: string, layer: TextStyle): { width: number; height: number } {
  const node = new Text({
    text,
    fontFamily: fontStack(layer.fontFamily),
    fontStyle: konvaFontStyle(layer),
    fontSize: layer.fontSizeMm * MEASURE_SCALE,
    letterSpacing: layer.letterSpacingMm * MEASURE_SCALE,
    align: layer.align,
    lineHeight: 1,
    padding: 0,
  });
  const size = { width: node.width() / MEASURE_SCALE, height: node.height() / MEASURE_SCALE };
  node.destroy();
  return size;
}

/**
 * The advance of a curved line as TextPath lays it: glyph by glyph (no kerning between them),
 * each followed by the letter spacing, as the print file's outlines advance too.
 */
function glyphAdvance(text: string, layer: TextStyle): number {
  const node = new Text({ fontFamily: fontStack(layer.fontFamily), fontStyle: konvaFontStyle(layer), fontSize: layer.fontSizeMm * MEASURE_SCALE });
  const characters = [...text];
  const width = characters.reduce((sum, character) => sum + node.measureSize(character).width, 0);
  node.destroy();
  return width / MEASURE_SCALE + layer.letterSpacingMm * Math.max(characters.length - 1, 0);
}

/** The box the text occupies (its arc's band when curved), at least 0.1 mm each way. */
export function textBox(layer: TextStyle): { widthMm: number; heightMm: number } {
  if (layer.curve !== 0) {
    const arc = textArc(layer);
    return { widthMm: Math.max(arc.widthMm, 0.1), heightMm: Math.max(arc.heightMm, 0.1) };
  }
  const size = measure(layer.text, layer);
  return { widthMm: Math.max(size.width, 0.1), heightMm: Math.max(size.height, 0.1) };
}

/** The arc of a curved layer (its straight advance measured now). */
export function textArc(layer: TextStyle) {
  return curvedTextGeometry(glyphAdvance(curvedLine(layer.text), layer), layer.fontSizeMm, layer.curve);
}
