import type { DesignDocument } from '../../../schemas/design-document.ts';
import { GARMENT_SIDES } from '../../../schemas/blank-studio.ts';
import type { PersonalizedText } from '../../../schemas/product.ts';

/**
 * The design as a personalised line prints it: each templated text layer carries the buyer's
 * text, everything else as designed. What the print renderer (src/server/studio/print-files/) draws for
 * a personalised order item; the layer's box, font, alignment and curve are kept, so the
 * renderer lays the new text out in the same place the designer chose.
 */
export function personalizedDocument(document: DesignDocument, texts: readonly PersonalizedText[]): DesignDocument {
  if (texts.length === 0) return document;
  const byLayer = new Map(texts.map((field) => [field.layerId, field.text]));
  const sides = Object.fromEntries(
    GARMENT_SIDES.map((side) => [
      side,
      document.sides[side].map((layer) => (layer.type === 'text' && byLayer.has(layer.id) ? { ...layer, text: byLayer.get(layer.id)! } : layer)),
    ]),
  ) as DesignDocument['sides'];
  return { ...document, sides };
}

/** Sides whose print differs from the design's own files once personalised (they need their own print file). */
export function personalizedSides(document: DesignDocument, texts: readonly PersonalizedText[]): (typeof GARMENT_SIDES)[number][] {
  const layers = new Set(texts.map((field) => field.layerId));
  return GARMENT_SIDES.filter((side) => document.sides[side].some((layer) => layer.type === 'text' && !layer.hidden && layers.has(layer.id)));
}
