import { describe, expect, it } from 'vitest';
import { checkDesign } from '../../../src/lib/studio/design-check.ts';
import { pixelsFor, printFileSize } from '../../../src/lib/studio/print-file-size.ts';
import type { BlankSide } from '../../../src/schemas/blank-studio.ts';
import { DesignDocument } from '../../../src/schemas/design-document.ts';
import { documentWith, imageLayer, textLayer } from './fixtures.ts';

const printArea = { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 } };
const sides: BlankSide[] = [
  { side: 'front', printArea, printCost: 500, mockups: {} },
  { side: 'back', printArea, printCost: 450, mockups: {} },
];
const design = (layers: Record<string, unknown[]>) => DesignDocument.parse(documentWith(layers));

describe('design check', () => {
  it('passes a clean design, reporting each image resolution', () => {
    const check = checkDesign(design({ front: [imageLayer({ pixelWidth: 3000, pixelHeight: 3000, widthMm: 254, heightMm: 254 })] }), sides, '#000000');
    expect(check).toEqual({
      resolutions: [{ side: 'front', layerId: 'image-1', dpi: 300, status: 'ok' }],
      placements: [],
      inks: [],
      unofferedSides: [],
      printable: true,
    });
  });

  it('collects warnings from every side and stays printable', () => {
    const check = checkDesign(
      design({
        front: [imageLayer({ pixelWidth: 1200, pixelHeight: 1200, widthMm: 250, heightMm: 250 })],
        back: [textLayer({ id: 'edge', xMm: 0, colour: '#000080' })],
      }),
      sides,
      '#000000',
    );
    expect(check.resolutions.map((report) => report.status)).toEqual(['warn']);
    expect(check.placements).toEqual([{ side: 'back', layerId: 'edge', placement: 'outside-safe-zone' }]);
    expect(check.inks).toEqual([{ side: 'back', layerId: 'edge', kind: 'low-contrast', colour: '#000080' }]);
    expect(check.printable).toBe(true);
  });

  it('is not printable with a blocked image or a side the blank lacks; hidden layers do not count', () => {
    const blocked = design({ front: [imageLayer({ pixelWidth: 900, pixelHeight: 900, widthMm: 254, heightMm: 254 })] });
    expect(checkDesign(blocked, sides, '#ffffff')).toMatchObject({ printable: false, resolutions: [{ status: 'block' }] });
    const hidden = design({ front: [imageLayer({ pixelWidth: 900, pixelHeight: 900, widthMm: 254, heightMm: 254, hidden: true })] });
    expect(checkDesign(hidden, sides, '#ffffff')).toMatchObject({ printable: true, resolutions: [] });
    const sleeve = design({ left: [textLayer()] });
    expect(checkDesign(sleeve, sides, '#ffffff')).toMatchObject({ printable: false, unofferedSides: ['left'], placements: [] });
  });
});

describe('print file size', () => {
  it('is the print area at 300 DPI, to the pixel', () => {
    expect(printFileSize({ widthMm: 254, heightMm: 355.6 })).toEqual({ width: 3000, height: 4200 });
    expect(printFileSize({ widthMm: 300, heightMm: 400 })).toEqual({ width: 3543, height: 4724 });
    expect(pixelsFor(25.4, 150)).toBe(150);
  });
});
