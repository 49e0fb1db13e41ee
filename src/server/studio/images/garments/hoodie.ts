import { bothSides, mirroredOutline, mirroredPolygons, pathOf, ribBand, seam, stitching } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';

// Pullover hoodie, flat-lay: hood lying behind the neck, long sleeves with ribbed cuffs,
// kangaroo pocket, ribbed waistband and drawstrings.

const outline = mirroredOutline({
  start: [500, 74],
  segments: [
    ['C', 432, 74, 376, 104, 364, 162],
    ['C', 362, 178, 364, 190, 370, 200],
    ['C', 330, 206, 292, 214, 262, 226],
    ['C', 206, 262, 176, 420, 154, 738],
    ['L', 150, 806],
    ['C', 178, 816, 206, 822, 236, 824],
    ['L', 244, 754],
    ['C', 268, 620, 296, 500, 318, 404],
    ['C', 320, 560, 318, 720, 316, 852],
    ['L', 322, 918],
    ['C', 400, 924, 460, 926, 500, 926],
  ],
});

const hoodOpening = mirroredOutline({
  start: [500, 104],
  segments: [
    ['C', 440, 104, 404, 138, 400, 184],
    ['C', 398, 218, 428, 250, 470, 268],
    ['C', 482, 272, 492, 274, 500, 274],
  ],
});

const hoodRim = mirroredOutline({
  start: [500, 86],
  segments: [
    ['C', 430, 86, 384, 122, 380, 180],
    ['C', 384, 226, 420, 268, 472, 290],
    ['C', 484, 294, 494, 296, 500, 296],
    ['L', 500, 274],
    ['C', 492, 274, 482, 272, 470, 268],
    ['C', 428, 250, 398, 218, 400, 184],
    ['C', 404, 138, 440, 104, 500, 104],
  ],
});

const pocket = mirroredOutline({
  start: [500, 612],
  segments: [
    ['L', 404, 612],
    ['C', 380, 660, 356, 720, 342, 790],
    ['L', 346, 832],
    ['L', 500, 834],
  ],
});

const waistband = mirroredOutline({
  start: [500, 852],
  segments: [
    ['L', 316, 852],
    ['L', 322, 918],
    ['C', 400, 924, 460, 926, 500, 926],
  ],
});
const cuffs = mirroredPolygons([
  [140, 740],
  [252, 756],
  [240, 830],
  [140, 812],
]);

export const hoodie: GarmentDrawing = {
  outline,
  printArea: { x: 380, y: 330, width: 240, height: 262 },
  swatchPoint: [430, 760],
  highlight: { cx: 450, cy: 470, rx: 170, ry: 280 },
  folds: [
    { d: 'M330 430 C350 480 364 520 372 560', strength: 0.6 },
    { d: 'M670 430 C650 480 636 520 628 560', strength: 0.6 },
    { d: 'M200 420 C214 470 222 520 226 560', strength: 0.7 },
    { d: 'M800 420 C786 470 778 520 774 560', strength: 0.7 },
    { d: 'M186 640 C200 660 214 690 222 720', light: true, width: 18, strength: 0.7 },
    { d: 'M814 640 C800 660 786 690 778 720', light: true, width: 18, strength: 0.7 },
    { d: 'M352 520 C356 600 352 700 340 820', light: true, width: 22, strength: 0.6 },
  ],
  details: (tones) => `
    <path d="${hoodOpening}" fill="${tones.inside}"/>
    <path d="${pathOf([500, 108], [['L', 500, 274]])}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>
    <path d="${hoodRim}" fill="${tones.base}"/>
    ${stitching(
      bothSides(
        [500, 96],
        [
          ['C', 436, 96, 392, 130, 390, 182],
          ['C', 388, 224, 422, 262, 472, 280],
        ],
      ),
      tones,
    )}
    ${seam(bothSides([370, 202], [['C', 356, 260, 340, 330, 318, 404]]), tones)}
    <path d="${pocket}" fill="${tones.base}"/>
    <path d="${pocket}" fill="none" stroke="#000" stroke-opacity="${(tones.shade * 0.5).toFixed(2)}" stroke-width="3"/>
    ${stitching(pathOf([412, 624], [['L', 588, 624]]), tones)}
    ${stitching(bothSides([416, 620], [['C', 394, 666, 372, 724, 358, 794]]), tones)}
    ${ribBand(waistband, tones)}
    ${ribBand(cuffs, tones)}
  `,
  back: (tones) => `
    ${seam(bothSides([370, 202], [['C', 356, 260, 340, 330, 318, 404]]), tones)}
    ${ribBand(waistband, tones)}
    ${ribBand(cuffs, tones)}
  `,
  overlay: (tones) => {
    const cord = tones.rib;
    const strings = ['M472 286 C468 322 464 360 458 410', 'M528 286 C532 326 536 366 542 420'];
    return `
    <circle cx="472" cy="286" r="8" fill="${tones.inside}" stroke="#c9c6c0" stroke-width="3"/>
    <circle cx="528" cy="286" r="8" fill="${tones.inside}" stroke="#c9c6c0" stroke-width="3"/>
    ${strings.map((d) => `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="11" stroke-linecap="round" transform="translate(3 4)"/><path d="${d}" fill="none" stroke="${cord}" stroke-width="9" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2.5" transform="translate(-2 0)"/>`).join('')}
    <rect x="452" y="404" width="12" height="30" rx="4" fill="#d9d6cf" stroke="#000" stroke-opacity="0.2"/>
    <rect x="536" y="414" width="12" height="30" rx="4" fill="#d9d6cf" stroke="#000" stroke-opacity="0.2"/>`;
  },
};
