import { mirroredOutline, pathOf, stitching } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';
import { hemStitching } from './tee-parts.ts';

// Vest (tank top), flat-lay: narrow straps, deep armholes and scoop neck with bound edges.

const outline = mirroredOutline({
  start: [500, 196],
  segments: [
    ['C', 464, 196, 436, 170, 424, 112],
    ['L', 366, 112],
    ['C', 362, 220, 338, 320, 300, 388],
    ['C', 310, 540, 304, 730, 300, 890],
    ['C', 380, 898, 450, 900, 500, 900],
  ],
});

const neckOpening = mirroredOutline({
  start: [500, 268],
  segments: [
    ['C', 450, 268, 420, 220, 410, 130],
    ['C', 430, 180, 462, 204, 500, 206],
  ],
});

/** Binding: a band just inside the neck and armhole edges. */
const frontNeckBinding = mirroredOutline({
  start: [500, 268],
  segments: [
    ['C', 450, 268, 420, 220, 410, 130],
    ['L', 424, 112],
    ['C', 434, 206, 462, 246, 500, 246],
  ],
});

export const vest: GarmentDrawing = {
  outline,
  printArea: { x: 366, y: 290, width: 268, height: 310 },
  swatchPoint: [440, 800],
  highlight: { cx: 450, cy: 480, rx: 160, ry: 280 },
  folds: [
    { d: 'M318 420 C340 470 354 520 362 560', strength: 0.6 },
    { d: 'M682 420 C660 470 646 520 638 560', strength: 0.6 },
    { d: 'M340 600 C350 670 350 740 344 820', light: true, width: 22, strength: 0.6 },
    { d: 'M560 866 C600 836 640 818 690 810', strength: 0.6 },
  ],
  details: (tones) => `
    <path d="${neckOpening}" fill="${tones.inside}"/>
    <path d="${frontNeckBinding}" fill="${tones.rib}"/>
    <path d="${pathOf([366, 112], [['C', 362, 220, 338, 320, 300, 388]])}${pathOf([634, 112], [['C', 638, 220, 662, 320, 700, 388]])}" fill="none" stroke="${tones.rib}" stroke-width="34"/>
    ${stitching(pathOf([388, 112], [['C', 384, 220, 360, 322, 322, 394]]) + pathOf([612, 112], [['C', 616, 220, 640, 322, 678, 394]]), tones)}
    ${stitching(
      pathOf(
        [436, 124],
        [
          ['C', 448, 220, 470, 258, 500, 258],
          ['C', 530, 258, 552, 220, 564, 124],
        ],
      ),
      tones,
    )}
    ${hemStitching(864, tones)}
  `,
};
