import { pathOf, stitching } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';

// Canvas tote, front view: the bag body and a flat strap handle (the back strap hides
// exactly behind the front one).

const body = 'M262 356 L738 356 L752 900 C600 906 400 906 248 900 Z';
/** The strap as a closed arch; its feet touch the bag's top edge. */
const handle = 'M338 358 C336 220 400 112 500 112 C600 112 664 220 662 358 L620 358 C622 250 576 152 500 152 C424 152 378 250 380 358 Z';

const outline = body + handle;

export const toteBag: GarmentDrawing = {
  outline,
  printArea: { x: 340, y: 440, width: 320, height: 360 },
  swatchPoint: [330, 840],
  highlight: { cx: 440, cy: 560, rx: 200, ry: 260 },
  folds: [
    { d: 'M300 420 C306 560 304 700 296 860', light: true, width: 26, strength: 0.6 },
    { d: 'M706 420 C700 560 702 700 710 860', strength: 0.45, width: 18 },
    { d: 'M420 372 C440 386 470 392 500 392', strength: 0.4 },
  ],
  details: (tones) => `
    ${stitching(pathOf([266, 392], [['L', 734, 392]]), tones)}
    <path d="M262 356 L738 356" stroke="#000" stroke-opacity="${(tones.shade * 0.5).toFixed(2)}" stroke-width="3"/>
    ${stitching(
      pathOf(
        [350, 356],
        [
          ['C', 350, 230, 408, 126, 500, 126],
          ['C', 592, 126, 650, 230, 650, 356],
        ],
      ),
      tones,
      0.6,
    )}
    ${stitching(
      pathOf(
        [368, 356],
        [
          ['C', 368, 244, 418, 140, 500, 140],
          ['C', 582, 140, 632, 244, 632, 356],
        ],
      ),
      tones,
      0.6,
    )}
    <rect x="330" y="360" width="58" height="58" fill="none" stroke="${tones.stitch}" stroke-opacity="0.7" stroke-width="2.4" stroke-dasharray="7 5"/>
    <rect x="612" y="360" width="58" height="58" fill="none" stroke="${tones.stitch}" stroke-opacity="0.7" stroke-width="2.4" stroke-dasharray="7 5"/>
    <path d="M330 360 L388 418 M388 360 L330 418 M612 360 L670 418 M670 360 L612 418" stroke="${tones.stitch}" stroke-opacity="0.6" stroke-width="2.4" stroke-dasharray="7 5"/>
  `,
};
