import { MM_PER_INCH, PRINT_DPI, type PrintArea } from '../../schemas/blank-studio.ts';

// A side's print file is its print area at physical size, at 300 DPI. The
// print-file job and its tests compute the pixel size here so they agree to the pixel.

/** Pixels covering `millimetres` at `dpi`, rounded to the nearest whole pixel. */
export function pixelsFor(millimetres: number, dpi = PRINT_DPI): number {
  return Math.round((millimetres * dpi) / MM_PER_INCH);
}

/** The print file's pixel size for a print area. */
export function printFileSize(area: Pick<PrintArea, 'widthMm' | 'heightMm'>, dpi = PRINT_DPI): { width: number; height: number } {
  return { width: pixelsFor(area.widthMm, dpi), height: pixelsFor(area.heightMm, dpi) };
}
