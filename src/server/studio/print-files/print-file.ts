import { PRINT_DPI, type PrintArea } from '../../../schemas/blank-studio.ts';
import type { DesignLayer } from '../../../schemas/design-document.ts';
import { printFileSize } from '../../../lib/studio/print-file-size.ts';
import { contentHash, storeMediaFile } from './media-output.ts';
import { renderSide } from './render-side.ts';

// The factory's file for one printed side — the print area at its physical size
// at 300 DPI, transparent wherever nothing prints, with the resolution recorded in the PNG
// (pHYs) so the printer's RIP places it at the right size without being told.

/** Bump when the rendering changes so an old file is not taken for a new one. */
const PRINT_RECIPE = 'print-png:v1';

export interface PrintFile {
  url: string;
  width: number;
  height: number;
  dpi: number;
  bytes: number;
}

/** The side as a 300 DPI RGBA PNG, in memory. */
export async function renderPrintPng(
  layers: readonly DesignLayer[],
  area: Pick<PrintArea, 'widthMm' | 'heightMm'>,
  sources: ReadonlyMap<string, Buffer>,
): Promise<{ png: Buffer; width: number; height: number }> {
  const size = printFileSize(area);
  const side = await renderSide(layers, area, sources, size);
  const png = await side.png({ compressionLevel: 6, adaptiveFiltering: false }).withMetadata({ density: PRINT_DPI }).toBuffer();
  return { png, width: size.width, height: size.height };
}

/** Renders and stores the side's print file (`<hash>-<width>.png` in the media store). */
export async function storePrintFile(
  mediaDir: string,
  layers: readonly DesignLayer[],
  area: Pick<PrintArea, 'widthMm' | 'heightMm'>,
  sources: ReadonlyMap<string, Buffer>,
): Promise<PrintFile> {
  const { png, width, height } = await renderPrintPng(layers, area, sources);
  const name = `${contentHash([PRINT_RECIPE, png])}-${width}.png`;
  const stored = await storeMediaFile(mediaDir, name, async () => png);
  return { ...stored, width, height, dpi: PRINT_DPI };
}
