import type { GarmentDrawing } from './garment.ts';

// A die-cut sticker on its backing sheet, seen from above: a rounded square of sticker vinyl
// (the "colour" is the vinyl: white or kraft) with a narrow border round the print, raised a
// little off a paper backing sheet with its peel slit. Printed on the front only.

const SHEET = 'M214 170 H786 Q806 170 806 190 V810 Q806 830 786 830 H214 Q194 830 194 810 V190 Q194 170 214 170 Z';
const STICKER = 'M320 250 H680 Q750 250 750 320 V680 Q750 750 680 750 H320 Q250 750 250 680 V320 Q250 250 320 250 Z';
/** The backing paper's own colour: the sticker's colour is the vinyl's, not the sheet's. */
const BACKING = '#f3f1ec';

export const sticker: GarmentDrawing = {
  outline: SHEET,
  printArea: { x: 280, y: 280, width: 440, height: 440 },
  swatchPoint: [265, 500],
  highlight: { cx: 560, cy: 380, rx: 150, ry: 150 },
  folds: [],
  edgeShade: 0.3,
  details: (tones) => `
    <path d="${SHEET}" fill="${BACKING}"/>
    <path d="M214 790 H786" stroke="#000" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="10 6"/>
    <path d="${STICKER}" fill="#000" fill-opacity="0.16" transform="translate(3 6)"/>
    <path d="${STICKER}" fill="${tones.base}"/>
    <path d="${STICKER}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="2"/>
  `,
};
