import { bothSides, mirroredOutline, pathOf, seam, stitching, type GarmentTones } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';
import { crewNeck } from './tee-parts.ts';
import { frontCollar } from './t-shirt.ts';

// Women's fitted tee, flat-lay: the tee's crew neck on narrower shoulders, shorter sleeves
// and a body taken in at the waist, easing out again to the hem.

const outline = mirroredOutline({
  start: [500, 150],
  segments: [
    ['C', 468, 150, 440, 146, 410, 134],
    ['C', 376, 146, 330, 158, 296, 172],
    ['C', 254, 192, 210, 250, 176, 306],
    ['C', 198, 326, 228, 344, 252, 354],
    ['C', 272, 344, 296, 338, 318, 334],
    ['C', 342, 440, 346, 520, 338, 580],
    ['C', 330, 680, 318, 800, 314, 876],
    ['C', 390, 884, 456, 886, 500, 886],
  ],
});

function seamsAndHems(tones: GarmentTones): string {
  return `
    ${seam(bothSides([296, 174], [['C', 306, 230, 314, 290, 318, 334]]), tones)}
    ${stitching(bothSides([190, 300], [['C', 210, 316, 236, 332, 260, 342]]), tones)}
    ${stitching(
      pathOf(
        [318, 850],
        [
          ['C', 392, 858, 456, 860, 500, 860],
          ['C', 544, 860, 608, 858, 682, 850],
        ],
      ),
      tones,
    )}
  `;
}

export const fittedTShirt: GarmentDrawing = {
  outline,
  printArea: { x: 370, y: 250, width: 260, height: 320 },
  swatchPoint: [420, 700],
  highlight: { cx: 445, cy: 420, rx: 150, ry: 250 },
  folds: [
    { d: 'M330 380 C362 420 396 468 424 530', strength: 0.45, width: 16 },
    { d: 'M670 380 C638 420 604 468 576 530', strength: 0.45, width: 16 },
    { d: 'M346 600 C356 660 356 720 348 790', light: true, width: 20 },
    { d: 'M560 850 C600 816 636 800 676 794', strength: 0.6 },
    { d: 'M210 282 C230 300 252 314 272 324', strength: 0.8 },
    { d: 'M790 282 C770 300 748 314 728 324', strength: 0.8 },
  ],
  details: (tones) => `${crewNeck(frontCollar, tones)}${seamsAndHems(tones)}`,
  back: seamsAndHems,
};
