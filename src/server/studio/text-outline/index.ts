export { capHeight, loadFont, type Typeface } from './fonts.ts';
export {
  emMiddle,
  outlinePath,
  outlineText,
  svgColour,
  textAdvance,
  type Box,
  type PlacedGlyph,
  type TextAlign,
  type TextOutline,
  type TextOutlineOptions,
} from './outline-text.ts';
