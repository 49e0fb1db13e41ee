import type { GarmentSide, PrintArea } from '../../schemas/blank-studio.ts';
import type { DesignLayer } from '../../schemas/design-document.ts';

// Content outside the safe zone may be trimmed by the factory, content outside
// the print area is not printed at all. A layer is judged by the axis-aligned box around it
// once rotated about its centre (the document's geometry, src/schemas/design-document.ts),
// in millimetres from the print area's top-left corner. Hidden layers do not print, so
// they are never flagged.

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type Placement = 'inside' | 'outside-safe-zone' | 'outside-print-area';

export interface PlacementProblem {
  side: GarmentSide;
  layerId: string;
  placement: Exclude<Placement, 'inside'>;
}

// Positions come from a pointer and a scale; a layer snapped to the edge must count as
// inside even when floating-point arithmetic puts it a hair over.
const TOLERANCE_MM = 1e-6;

type Box = Pick<DesignLayer, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation'>;

/** The axis-aligned box around a layer rotated about its centre. */
export function rotatedBounds(layer: Box): Bounds {
  const radians = (layer.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (layer.widthMm * cos + layer.heightMm * sin) / 2;
  const halfHeight = (layer.widthMm * sin + layer.heightMm * cos) / 2;
  const centreX = layer.xMm + layer.widthMm / 2;
  const centreY = layer.yMm + layer.heightMm / 2;
  return { left: centreX - halfWidth, top: centreY - halfHeight, right: centreX + halfWidth, bottom: centreY + halfHeight };
}

function within(bounds: Bounds, area: Bounds): boolean {
  return (
    bounds.left >= area.left - TOLERANCE_MM &&
    bounds.top >= area.top - TOLERANCE_MM &&
    bounds.right <= area.right + TOLERANCE_MM &&
    bounds.bottom <= area.bottom + TOLERANCE_MM
  );
}

/** The safe zone: the print area inset by its safeInsetMm on every edge. */
export function safeZoneBounds(area: Pick<PrintArea, 'widthMm' | 'heightMm' | 'safeInsetMm'>): Bounds {
  const inset = area.safeInsetMm;
  return { left: inset, top: inset, right: area.widthMm - inset, bottom: area.heightMm - inset };
}

/** Where a layer falls: wholly in the safe zone, partly outside it, or partly outside the print area. */
export function layerPlacement(layer: Box, area: Pick<PrintArea, 'widthMm' | 'heightMm' | 'safeInsetMm'>): Placement {
  const bounds = rotatedBounds(layer);
  if (!within(bounds, { left: 0, top: 0, right: area.widthMm, bottom: area.heightMm })) return 'outside-print-area';
  if (!within(bounds, safeZoneBounds(area))) return 'outside-safe-zone';
  return 'inside';
}

/** Every visible layer of a side that leaves the safe zone or the print area, in layer order. */
export function sidePlacementProblems(side: GarmentSide, layers: readonly DesignLayer[], area: PrintArea): PlacementProblem[] {
  return layers.flatMap((layer): PlacementProblem[] => {
    if (layer.hidden) return [];
    const placement = layerPlacement(layer, area);
    return placement === 'inside' ? [] : [{ side, layerId: layer.id, placement }];
  });
}
