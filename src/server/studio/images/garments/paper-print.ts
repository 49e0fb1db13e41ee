import type { PrintArea } from './garment-kit.ts';
import type { GarmentDrawing } from './garment.ts';

// Art prints, seen from above: a sheet of paper (the "colours" are paper stocks, e.g. matte
// white or natural) with the picture printed inside a white-space margin, a deeper one at the
// foot as galleries mount them. Printed on the front only.

interface Sheet {
  x: number;
  y: number;
  width: number;
  height: number;
}

const rect = ({ x, y, width, height }: Sheet) => `M${x} ${y} H${x + width} V${y + height} H${x} Z`;

/** A paper print of this sheet and picture box (both in the 1000×1000 view box). */
export function paperPrint(sheet: Sheet, printArea: PrintArea): GarmentDrawing {
  const outline = rect(sheet);
  return {
    outline,
    printArea,
    // The foot margin: plain paper below the picture.
    swatchPoint: [sheet.x + sheet.width / 2, Math.round((printArea.y + printArea.height + sheet.y + sheet.height) / 2)],
    edgeShade: 0.2,
    highlight: { cx: sheet.x + sheet.width * 0.4, cy: sheet.y + sheet.height * 0.3, rx: sheet.width * 0.35, ry: sheet.height * 0.3 },
    folds: [
      {
        d: `M${sheet.x + sheet.width - 40} ${sheet.y + 10} C${sheet.x + sheet.width - 20} ${sheet.y + 60} ${sheet.x + sheet.width - 12} ${sheet.y + 120} ${sheet.x + sheet.width - 10} ${sheet.y + 200}`,
        light: true,
        width: 18,
        strength: 0.5,
      },
    ],
    // A hairline at the cut edge of the sheet.
    details: () => `<path d="${outline}" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>`,
  };
}

/** Portrait, A-series proportions (1 : √2): A4, A3 and A2 share the shape. */
export const artPrint = paperPrint({ x: 250, y: 146, width: 500, height: 707 }, { x: 280, y: 176, width: 440, height: 622 });

/** Landscape, the same paper turned. */
export const landscapeArtPrint = paperPrint({ x: 150, y: 252, width: 700, height: 495 }, { x: 195, y: 275, width: 610, height: 431 });
