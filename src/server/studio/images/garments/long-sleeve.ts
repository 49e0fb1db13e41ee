import { bothSides, mirroredOutline, mirroredPolygons, ribBand, seam } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';
import { crewNeck, hemStitching } from './tee-parts.ts';

// Long-sleeve tee, flat-lay: the tee's body with slim long sleeves and narrow cuffs.

const outline = mirroredOutline({
  start: [500, 150],
  segments: [
    ['C', 468, 150, 440, 146, 410, 134],
    ['C', 370, 146, 320, 160, 282, 176],
    ['C', 232, 214, 200, 420, 176, 790],
    ['L', 174, 812],
    ['C', 196, 820, 220, 824, 244, 826],
    ['L', 248, 806],
    ['C', 270, 640, 290, 500, 304, 372],
    ['C', 312, 540, 304, 730, 300, 884],
    ['C', 380, 892, 450, 894, 500, 894],
  ],
});

const frontCollar = mirroredOutline({
  start: [500, 210],
  segments: [
    ['C', 462, 210, 428, 184, 410, 134],
    ['L', 432, 138],
    ['C', 450, 172, 474, 186, 500, 186],
  ],
});

const cuffs = mirroredPolygons([
  [166, 782],
  [256, 796],
  [246, 830],
  [164, 816],
]);

export const longSleeve: GarmentDrawing = {
  outline,
  printArea: { x: 356, y: 250, width: 288, height: 330 },
  swatchPoint: [420, 700],
  highlight: { cx: 440, cy: 420, rx: 170, ry: 260 },
  folds: [
    { d: 'M318 400 C350 450 370 500 380 540', strength: 0.6 },
    { d: 'M682 400 C650 450 630 500 620 540', strength: 0.6 },
    { d: 'M222 380 C232 440 238 500 240 540', strength: 0.7 },
    { d: 'M778 380 C768 440 762 500 760 540', strength: 0.7 },
    { d: 'M206 660 C218 690 226 720 232 760', light: true, width: 16, strength: 0.7 },
    { d: 'M794 660 C782 690 774 720 768 760', light: true, width: 16, strength: 0.7 },
    { d: 'M340 580 C350 650 350 720 344 800', light: true, width: 22, strength: 0.6 },
    { d: 'M560 860 C600 826 640 806 690 798', strength: 0.6 },
  ],
  details: (tones) => `
    ${crewNeck(frontCollar, tones)}
    ${seam(bothSides([282, 178], [['C', 294, 232, 302, 300, 304, 372]]), tones)}
    ${ribBand(cuffs, tones)}
    ${hemStitching(858, tones)}
  `,
};
