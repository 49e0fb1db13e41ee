import { isDark } from '../../../../platform/storage/colour-math.ts';
import { bothSides, mirroredOutline, mirroredPolygons, seam, stitching, type GarmentTones } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';
import { crewNeck, hemStitching } from './tee-parts.ts';
import { frontCollar } from './t-shirt.ts';

// Baseball tee, flat-lay: raglan 3/4 sleeves in a contrasting colour, the raglan seam running
// from the neck to the underarm, ribbed crew neck, straight body.

const outline = mirroredOutline({
  start: [500, 150],
  segments: [
    ['C', 468, 150, 440, 146, 410, 134],
    ['C', 340, 170, 270, 214, 232, 256],
    ['C', 196, 340, 160, 440, 128, 536],
    ['C', 152, 552, 182, 562, 206, 566],
    ['C', 240, 500, 280, 420, 304, 366],
    ['C', 312, 520, 304, 720, 300, 884],
    ['C', 380, 892, 450, 894, 500, 894],
  ],
});

/**
 * The sleeves' colour: navy on a light body, off-white on a dark one (the classic two-tone
 * raglan). Exported so tests can tell the sleeve from the body.
 */
export function raglanSleeveHex(bodyHex: string): string {
  return isDark(bodyHex) ? '#ecebe6' : '#1f2a44';
}

/** Each sleeve: the raglan seam (neck to underarm) and everything outward of it; clipped to the outline. */
const sleeves = mirroredPolygons([
  [440, 146],
  [420, 60],
  [40, 60],
  [40, 640],
  [230, 640],
  [304, 366],
]);

function sleeveParts(tones: GarmentTones): string {
  const sleeve = raglanSleeveHex(tones.base);
  return `<path d="${sleeves}" fill="${sleeve}"/>
    ${seam(bothSides([440, 146], [['L', 304, 366]]), tones)}
    ${stitching(bothSides([140, 512], [['C', 164, 526, 192, 536, 216, 540]]), tones)}`;
}

export const baseballTee: GarmentDrawing = {
  outline,
  printArea: { x: 356, y: 250, width: 288, height: 330 },
  swatchPoint: [420, 700],
  highlight: { cx: 450, cy: 430, rx: 170, ry: 260 },
  folds: [
    { d: 'M330 800 C380 770 420 760 470 766', strength: 0.6 },
    { d: 'M560 860 C600 820 640 800 690 792', strength: 0.7 },
    { d: 'M340 560 C350 640 352 700 344 780', light: true, width: 22 },
    { d: 'M200 360 C190 420 176 470 160 510', strength: 0.7 },
    { d: 'M800 360 C810 420 824 470 840 510', strength: 0.7 },
  ],
  details: (tones) => `
    ${sleeveParts(tones)}
    ${crewNeck(frontCollar, tones)}
    ${hemStitching(858, tones)}
  `,
  back: (tones) => `${sleeveParts(tones)}${hemStitching(858, tones)}`,
};
