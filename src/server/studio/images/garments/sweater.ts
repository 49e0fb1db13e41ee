import { bothSides, mirroredOutline, mirroredPolygons, pathOf, ribBand, seam, stitching } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';

// Crew-neck sweatshirt, flat-lay: raglan-free set-in sleeves, ribbed collar, cuffs and waistband.

const outline = mirroredOutline({
  start: [500, 148],
  segments: [
    ['C', 468, 148, 440, 144, 412, 134],
    ['C', 364, 150, 310, 170, 268, 190],
    ['C', 210, 232, 180, 410, 158, 738],
    ['L', 152, 806],
    ['C', 180, 816, 208, 822, 238, 824],
    ['L', 246, 754],
    ['C', 270, 620, 296, 500, 316, 392],
    ['C', 318, 560, 316, 720, 314, 852],
    ['L', 320, 918],
    ['C', 400, 924, 460, 926, 500, 926],
  ],
});

const frontCollar = mirroredOutline({
  start: [500, 222],
  segments: [
    ['C', 460, 222, 424, 190, 412, 134],
    ['L', 436, 140],
    ['C', 452, 178, 474, 192, 500, 192],
  ],
});
const neckOpening = mirroredOutline({
  start: [500, 194],
  segments: [
    ['C', 470, 194, 448, 176, 436, 140],
    ['C', 458, 152, 478, 158, 500, 158],
  ],
});
const backCollar = mirroredOutline({
  start: [500, 148],
  segments: [
    ['C', 468, 148, 440, 144, 412, 134],
    ['L', 436, 140],
    ['C', 458, 152, 478, 158, 500, 158],
  ],
});
const waistband = mirroredOutline({
  start: [500, 852],
  segments: [
    ['L', 314, 852],
    ['L', 320, 918],
    ['C', 400, 924, 460, 926, 500, 926],
  ],
});
const cuffs = mirroredPolygons([
  [140, 740],
  [254, 756],
  [242, 830],
  [140, 812],
]);

export const sweater: GarmentDrawing = {
  outline,
  printArea: { x: 360, y: 262, width: 280, height: 320 },
  swatchPoint: [430, 790],
  highlight: { cx: 450, cy: 440, rx: 170, ry: 280 },
  folds: [
    { d: 'M328 420 C350 470 364 520 372 560', strength: 0.6 },
    { d: 'M672 420 C650 470 636 520 628 560', strength: 0.6 },
    { d: 'M206 400 C218 460 226 520 230 560', strength: 0.7 },
    { d: 'M794 400 C782 460 774 520 770 560', strength: 0.7 },
    { d: 'M190 640 C204 660 216 690 224 720', light: true, width: 18, strength: 0.7 },
    { d: 'M810 640 C796 660 784 690 776 720', light: true, width: 18, strength: 0.7 },
    { d: 'M350 600 C354 680 350 760 344 840', light: true, width: 22, strength: 0.6 },
    { d: 'M560 846 C600 820 640 812 682 810', strength: 0.5 },
  ],
  details: (tones) => `
    <path d="${neckOpening}" fill="${tones.inside}"/>
    ${ribBand(backCollar, tones)}
    ${ribBand(frontCollar, tones)}
    ${stitching(
      pathOf(
        [408, 150],
        [
          ['C', 426, 206, 462, 236, 500, 236],
          ['C', 538, 236, 574, 206, 592, 150],
        ],
      ),
      tones,
    )}
    ${seam(bothSides([268, 192], [['C', 290, 250, 306, 320, 316, 392]]), tones)}
    ${ribBand(waistband, tones)}
    ${ribBand(cuffs, tones)}
  `,
  back: (tones) => `
    ${seam(bothSides([268, 192], [['C', 290, 250, 306, 320, 316, 392]]), tones)}
    ${ribBand(waistband, tones)}
    ${ribBand(cuffs, tones)}
  `,
};
