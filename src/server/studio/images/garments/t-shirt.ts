import { bothSides, mirroredOutline, seam, stitching, type GarmentTones } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';
import { crewNeck, hemStitching } from './tee-parts.ts';

// Crew-neck tee, flat-lay: short set-in sleeves angled down, straight body.

const outline = mirroredOutline({
  start: [500, 150],
  segments: [
    ['C', 468, 150, 440, 146, 410, 134],
    ['C', 370, 146, 320, 160, 282, 176],
    ['C', 236, 196, 186, 262, 146, 340],
    ['C', 170, 362, 206, 384, 234, 396],
    ['C', 258, 382, 284, 370, 304, 360],
    ['C', 312, 520, 304, 720, 300, 884],
    ['C', 380, 892, 450, 894, 500, 894],
  ],
});

/** The tee's front collar rib (the t-shirt dress shares the tee's neck). */
export const frontCollar = mirroredOutline({
  start: [500, 210],
  segments: [
    ['C', 462, 210, 428, 184, 410, 134],
    ['C', 416, 134, 424, 136, 432, 138],
    ['C', 450, 172, 474, 186, 500, 186],
  ],
});

export const tShirt: GarmentDrawing = {
  outline,
  printArea: { x: 356, y: 250, width: 288, height: 330 },
  swatchPoint: [420, 700],
  highlight: { cx: 440, cy: 420, rx: 170, ry: 260 },
  folds: [
    { d: 'M314 380 C356 420 400 470 430 540', strength: 0.45, width: 16 },
    { d: 'M686 380 C644 420 600 470 570 540', strength: 0.45, width: 16 },
    { d: 'M330 800 C380 770 420 760 470 766', strength: 0.6 },
    { d: 'M560 860 C600 820 640 800 690 792', strength: 0.7 },
    { d: 'M340 560 C350 640 352 700 344 780', light: true, width: 22 },
    { d: 'M650 600 C640 660 642 720 652 790', light: true, width: 18, strength: 0.7 },
    { d: 'M190 300 C214 322 240 340 262 352', strength: 0.8 },
    { d: 'M810 300 C786 322 760 340 738 352', strength: 0.8 },
  ],
  details: (tones) => `
    ${crewNeck(frontCollar, tones)}
    ${seamsAndHems(tones)}
  `,
  back: seamsAndHems,
};

/** Sleeve seams, sleeve hems and the body hem: on both faces of the tee. */
function seamsAndHems(tones: GarmentTones): string {
  return `
    ${seam(bothSides([282, 178], [['C', 294, 232, 302, 300, 304, 360]]), tones)}
    ${stitching(bothSides([164, 330], [['C', 190, 350, 220, 368, 246, 378]]), tones)}
    ${hemStitching(858, tones)}
  `;
}
