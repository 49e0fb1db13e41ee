import { bothSides, mirroredOutline, pathOf, seam, stitching, type GarmentTones } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';
import { crewNeck } from './tee-parts.ts';
import { frontCollar } from './t-shirt.ts';

// T-shirt dress, flat-lay: the tee's crew neck and short sleeves over a body that runs on to
// above the knee, flaring gently to the hem.

const outline = mirroredOutline({
  start: [500, 150],
  segments: [
    ['C', 468, 150, 440, 146, 410, 134],
    ['C', 370, 146, 320, 160, 282, 176],
    ['C', 236, 196, 186, 262, 146, 340],
    ['C', 170, 362, 206, 384, 234, 396],
    ['C', 258, 382, 284, 370, 304, 360],
    ['C', 316, 520, 296, 740, 262, 950],
    ['C', 360, 962, 450, 966, 500, 966],
  ],
});

function seamsAndHems(tones: GarmentTones): string {
  return `
    ${seam(bothSides([282, 178], [['C', 294, 232, 302, 300, 304, 360]]), tones)}
    ${stitching(bothSides([164, 330], [['C', 190, 350, 220, 368, 246, 378]]), tones)}
    ${stitching(
      pathOf(
        [266, 926],
        [
          ['C', 362, 938, 450, 942, 500, 942],
          ['C', 550, 942, 638, 938, 734, 926],
        ],
      ),
      tones,
    )}
  `;
}

export const tShirtDress: GarmentDrawing = {
  outline,
  printArea: { x: 356, y: 250, width: 288, height: 330 },
  swatchPoint: [420, 740],
  highlight: { cx: 440, cy: 420, rx: 170, ry: 260 },
  folds: [
    { d: 'M314 380 C356 420 400 470 430 540', strength: 0.45, width: 16 },
    { d: 'M686 380 C644 420 600 470 570 540', strength: 0.45, width: 16 },
    { d: 'M330 660 C320 760 304 840 290 920', light: true, width: 22 },
    { d: 'M600 700 C612 780 628 850 640 930', strength: 0.6 },
    { d: 'M430 820 C436 860 440 900 442 940', strength: 0.5 },
    { d: 'M190 300 C214 322 240 340 262 352', strength: 0.8 },
    { d: 'M810 300 C786 322 760 340 738 352', strength: 0.8 },
  ],
  details: (tones) => `${crewNeck(frontCollar, tones)}${seamsAndHems(tones)}`,
  back: seamsAndHems,
};
