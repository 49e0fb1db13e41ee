import { DPI_BLOCK, DPI_WARNING, MM_PER_INCH } from '../../schemas/blank-studio.ts';
import type { ImageLayer } from '../../schemas/design-document.ts';

// The truth about print: an image printed larger than its pixels allow looks
// soft or blocky. Its effective resolution is its pixels over the inches it covers on the
// garment: px / (mm / 25.4). Rotation and flips do not change it.

export type ResolutionStatus = 'ok' | 'warn' | 'block';

export interface PrintResolution {
  /** Dots per inch at the printed size (the lower of the two directions when stretched). */
  dpi: number;
  status: ResolutionStatus;
}

/** Pixels per inch of `pixels` spread over `millimetres` of garment. */
export function dpiAt(pixels: number, millimetres: number): number {
  // px / (mm / 25.4), multiplied first: one rounding fewer, so 1500 px over 254 mm is exactly 150.
  return (pixels * MM_PER_INCH) / millimetres;
}

/** ok at 150 DPI and over, warn under 150, block under 100 (exactly 150 and 100 are not under). */
export function resolutionStatus(dpi: number): ResolutionStatus {
  if (dpi < DPI_BLOCK) return 'block';
  if (dpi < DPI_WARNING) return 'warn';
  return 'ok';
}

/** The effective resolution of an image layer at the size it is placed. */
export function imageResolution(layer: Pick<ImageLayer, 'pixelWidth' | 'pixelHeight' | 'widthMm' | 'heightMm'>): PrintResolution {
  // A layer stretched unevenly is only as sharp as its coarser direction.
  const dpi = Math.min(dpiAt(layer.pixelWidth, layer.widthMm), dpiAt(layer.pixelHeight, layer.heightMm));
  return { dpi, status: resolutionStatus(dpi) };
}

/** The widest an image may print (mm) and stay at or over `dpi`: for the island's scale limit and hints. */
export function largestPrintWidthMm(pixelWidth: number, dpi = DPI_WARNING): number {
  return (pixelWidth / dpi) * MM_PER_INCH;
}
