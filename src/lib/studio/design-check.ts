import { GARMENT_SIDES, type BlankSide, type GarmentSide } from '../../schemas/blank-studio.ts';
import type { DesignDocument } from '../../schemas/design-document.ts';
import { layerInkProblems, type InkProblem } from './ink-colours.ts';
import { imageResolution, type PrintResolution } from './print-resolution.ts';
import { unofferedSides } from './printed-sides.ts';
import { sidePlacementProblems, type PlacementProblem } from './safe-zone.ts';

// Every print rule applied to a whole design at once: the island lists the result beside
// the canvas, the server runs the same check before accepting a save. Only a blocked image
// resolution or a printed side the blank does not offer stop a design from being printed;
// the rest are warnings the shopper may accept (content near the edge, muted ink).

export interface ImageResolutionReport extends PrintResolution {
  side: GarmentSide;
  layerId: string;
}

export interface DesignCheck {
  /** Every visible image layer's resolution, ok ones included (the island shows each). */
  resolutions: ImageResolutionReport[];
  placements: PlacementProblem[];
  inks: (InkProblem & { side: GarmentSide })[];
  unofferedSides: GarmentSide[];
  /** False when something cannot be printed at all. */
  printable: boolean;
}

export function checkDesign(
  design: Pick<DesignDocument, 'sides'>,
  blankSides: readonly Pick<BlankSide, 'side' | 'printArea'>[],
  garmentHex: string,
): DesignCheck {
  const resolutions: ImageResolutionReport[] = [];
  const placements: PlacementProblem[] = [];
  const inks: DesignCheck['inks'] = [];
  for (const side of GARMENT_SIDES) {
    const layers = design.sides[side];
    for (const layer of layers) {
      if (layer.type === 'image' && !layer.hidden) resolutions.push({ side, layerId: layer.id, ...imageResolution(layer) });
    }
    const blankSide = blankSides.find((entry) => entry.side === side);
    if (blankSide) placements.push(...sidePlacementProblems(side, layers, blankSide.printArea));
    inks.push(...layerInkProblems(layers, garmentHex).map((problem) => ({ side, ...problem })));
  }
  const missing = unofferedSides(design, blankSides);
  const printable = missing.length === 0 && resolutions.every((report) => report.status !== 'block');
  return { resolutions, placements, inks, unofferedSides: missing, printable };
}
