import bwipjs from 'bwip-js/node';

// Code 128 barcodes for factory labels and return labels (DESIGN: bwip-js), drawn as PNG so
// pdfkit can place them. Code 128 is what warehouse keyboard-wedge scanners read by default.

export interface BarcodeOptions {
  /** Bar height in millimetres (bwip-js units). */
  height?: number;
  /** Pixels per module: 3 prints crisply at label size. */
  scale?: number;
  /** Print the text under the bars. */
  includeText?: boolean;
}

export function barcodePng(text: string, options: BarcodeOptions = {}): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: options.scale ?? 3,
    height: options.height ?? 12,
    includetext: options.includeText ?? true,
    textxalign: 'center',
  });
}
