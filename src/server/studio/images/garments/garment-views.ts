import type { GarmentSide } from '../../../../schemas/blank-studio.ts';
import type { PrintArea } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';

// The studio shows a blank from every side it prints on. The generator draws
// flat-lays seen from the front; the other views are derived from that drawing so every
// garment gets them without a second set of paths:
// - back: the same silhouette without the front's details (collar, hood opening, pocket,
//   drawstrings), which are what tells a front from a back on a flat-lay, keeping what shows
//   behind too (seams, hems, ribs: a drawing's `back`). A tote's two faces are alike, so its
//   back is its front.
// - left and right sleeves: the front flat-lay itself, whose sleeves lie flat and face the
//   camera; only where the print goes changes (see SLEEVE_AREAS).

export type GarmentView = 'front' | 'back';

/** The drawing of a garment seen from `view`. */
export function garmentView(drawing: GarmentDrawing, view: GarmentView, symmetric = false): GarmentDrawing {
  if (view === 'front' || symmetric) return drawing;
  const { overlay: _frontOnly, ...rest } = drawing;
  return { ...rest, details: drawing.back ?? (() => '') };
}

/** The image view a side's mockup is drawn from. */
export function viewOfSide(side: GarmentSide): GarmentView {
  return side === 'back' ? 'back' : 'front';
}

/**
 * Where the print goes on the wearer's right sleeve of a front flat-lay (1000×1000 box),
 * measured on each sleeved garment's outline: a square on the upper sleeve, clear of the
 * shoulder seam and the hem or cuff. The wearer's right is the viewer's left.
 */
export const SLEEVE_AREAS: Partial<Record<string, PrintArea>> = {
  't-shirt': { x: 225, y: 262, width: 60, height: 60 },
  'long-sleeve': { x: 245, y: 285, width: 50, height: 50 },
  hoodie: { x: 222, y: 290, width: 60, height: 60 },
  sweater: { x: 222, y: 290, width: 60, height: 60 },
  // The raglan's upper sleeve, between the seam and the outer edge (its contrasting colour).
  'baseball-tee': { x: 250, y: 296, width: 52, height: 52 },
  't-shirt-dress': { x: 225, y: 262, width: 60, height: 60 },
  'fitted-t-shirt': { x: 240, y: 262, width: 52, height: 52 },
};

/** The same area on the other half of a left–right symmetric flat-lay. */
export function mirroredArea(area: PrintArea): PrintArea {
  return { ...area, x: 1000 - area.x - area.width };
}

/**
 * A print area's place on a mockup, as fractions of the square image: the largest rectangle
 * of the physical area's proportions inside the drawing's box, centred across and set at its
 * top (prints start below the collar), so the studio draws the area true to its shape.
 */
export function placementIn(box: PrintArea, widthMm: number, heightMm: number): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(box.width / widthMm, box.height / heightMm);
  const width = widthMm * scale;
  const height = heightMm * scale;
  const round = (value: number) => Math.round(value * 10) / 10_000;
  return { x: round(box.x + (box.width - width) / 2), y: round(box.y), width: round(width), height: round(height) };
}
