import { GARMENT_SIDES, type BlankSide, type GarmentSide } from '../../schemas/blank-studio.ts';
import type { DesignDocument } from '../../schemas/design-document.ts';

// A side is printed when it has at least one visible layer: only those get a print file
// and only those add their print cost.

/** The printed sides in GARMENT_SIDES order. */
export function printedSides(design: Pick<DesignDocument, 'sides'>): GarmentSide[] {
  return GARMENT_SIDES.filter((side) => design.sides[side].some((layer) => !layer.hidden));
}

/** Printed sides the blank does not offer: a design with any cannot be saved or priced. */
export function unofferedSides(design: Pick<DesignDocument, 'sides'>, blankSides: readonly Pick<BlankSide, 'side'>[]): GarmentSide[] {
  const offered = new Set(blankSides.map((entry) => entry.side));
  return printedSides(design).filter((side) => !offered.has(side));
}
