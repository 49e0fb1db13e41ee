import { pdfObjects } from '../../support/pdf-text.ts';

// The images a pdfkit PDF draws, as width × height grids of "ink" (enough to read a barcode):
// an RGBA PNG is stored as an RGB image with its alpha as an SMask; ink is opaque and dark.

export interface PdfImage {
  width: number;
  height: number;
  ink: (x: number, y: number) => boolean;
}

export function pdfImages(pdf: Buffer): PdfImage[] {
  const all = pdfObjects(pdf);
  const images: PdfImage[] = [];
  for (const object of all.values()) {
    if (!/\/Subtype \/Image/.test(object.dict) || !object.stream) continue;
    if (/\/ColorSpace \/DeviceGray/.test(object.dict) && !/\/SMask/.test(object.dict)) continue; // an SMask itself
    const width = Number(/\/Width (\d+)/.exec(object.dict)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(object.dict)?.[1]);
    const channels = /\/DeviceRGB/.test(object.dict) ? 3 : 1;
    const colour = object.stream;
    const maskRef = /\/SMask (\d+) 0 R/.exec(object.dict)?.[1];
    const mask = maskRef ? all.get(Number(maskRef))?.stream : undefined;
    images.push({
      width,
      height,
      ink: (x, y) => {
        const alpha = mask ? mask[y * width + x]! : 255;
        const offset = (y * width + x) * channels;
        const light = channels === 3 ? (colour[offset]! + colour[offset + 1]! + colour[offset + 2]!) / 3 : colour[offset]!;
        return alpha > 127 && light < 128;
      },
    });
  }
  return images;
}
