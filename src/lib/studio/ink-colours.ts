import { normaliseHex } from '../colour.ts';
import { contrastRatio, relativeLuminance } from '../contrast.ts';
import type { DesignLayer } from '../../schemas/design-document.ts';

// Colours the print process cannot reproduce well, flagged on dark garments.
// Direct-to-garment printing on a dark garment lays a white underbase first and prints the
// ink on it, so what the screen shows (a colour drawn over the garment) is not what prints:
//  - low-contrast: a dark ink on a dark garment. On screen it melts into the fabric; in
//    print it sits on the underbase and shows as a muddy patch, or disappears once the
//    underbase is thinned for it. Flagged under 3:1 contrast with the garment — the WCAG
//    non-text contrast minimum (1.4.11), our line for "can be told apart at all".
//  - translucent: an ink with alpha below 1. The screen blends it with the garment; the
//    printer cannot (it prints on white underbase), so it prints paler and brighter.
// Light garments print without an underbase and reproduce both as shown, so they are not
// flagged. Only text layers are checked: an image's colours are in its pixels, which the
// document does not hold.

/** Garments darker than this (WCAG relative luminance) are printed with a white underbase. */
export const DARK_GARMENT_LUMINANCE = 0.18;
/** WCAG 2 non-text contrast minimum. */
export const INK_CONTRAST_MINIMUM = 3;

export type InkProblemKind = 'low-contrast' | 'translucent';

export interface InkProblem {
  layerId: string;
  kind: InkProblemKind;
  colour: string;
}

/** Whether a garment colour is dark enough to need a white underbase. */
export function isDarkGarment(garmentHex: string): boolean {
  return relativeLuminance(garmentHex) < DARK_GARMENT_LUMINANCE;
}

/** What is wrong with printing `inkHex` on `garmentHex`, if anything. */
export function inkProblems(inkHex: string, garmentHex: string): InkProblemKind[] {
  if (!isDarkGarment(garmentHex)) return [];
  const ink = normaliseHex(inkHex);
  const kinds: InkProblemKind[] = [];
  if (contrastRatio(ink, garmentHex) < INK_CONTRAST_MINIMUM) kinds.push('low-contrast');
  if (ink.length === 9 && ink.slice(7) !== 'ff') kinds.push('translucent');
  return kinds;
}

/** Every visible text layer whose colour will not print as shown on this garment colour. */
export function layerInkProblems(layers: readonly DesignLayer[], garmentHex: string): InkProblem[] {
  return layers.flatMap((layer) =>
    layer.type === 'text' && !layer.hidden ? inkProblems(layer.colour, garmentHex).map((kind) => ({ layerId: layer.id, kind, colour: layer.colour })) : [],
  );
}
