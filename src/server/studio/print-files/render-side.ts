import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { PrintArea } from '../../../schemas/blank-studio.ts';
import { visibleLayers, type DesignLayer, type TextLayer } from '../../../schemas/design-document.ts';
import { imageOverlay } from './layer-images.ts';
import { PermanentRenderError } from './render-errors.ts';
import { textSvg } from './side-svg.ts';

// One side of a design drawn at any pixel size: the 300 DPI print file and the small print
// composited onto mockups come from this one function, so they cannot disagree. Layers are
// drawn bottom first: each run of text layers as one SVG of glyph outlines, each image layer
// placed by sharp (resized, mirrored, turned); all composited in order on a transparent canvas.

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 } as const;

/** The side as an un-encoded sharp pipeline of exactly `size` pixels, RGBA (encode it, or read it raw). */
export async function renderSide(
  layers: readonly DesignLayer[],
  area: Pick<PrintArea, 'widthMm' | 'heightMm'>,
  sources: ReadonlyMap<string, Buffer>,
  size: { width: number; height: number },
): Promise<Sharp> {
  const scale = { x: size.width / area.widthMm, y: size.height / area.heightMm };
  const overlays: OverlayOptions[] = [];
  let texts: TextLayer[] = [];
  const flushTexts = () => {
    if (texts.length > 0) overlays.push({ input: Buffer.from(textSvg(texts, area, size)), left: 0, top: 0 });
    texts = [];
  };
  for (const layer of visibleLayers(layers)) {
    if (layer.type === 'text') {
      texts.push(layer);
      continue;
    }
    flushTexts();
    const bytes = sources.get(layer.src);
    if (!bytes) throw new PermanentRenderError(`The image ${layer.src} was not read.`);
    const overlay = await imageOverlay(layer, bytes, scale, size);
    if (overlay) overlays.push(overlay);
  }
  flushTexts();
  // Text alone (the common side) is rasterised straight from its SVG at the exact size.
  const only = overlays.length === 1 ? overlays[0] : undefined;
  if (only && !('raw' in only && only.raw)) return sharp(only.input as Buffer, { limitInputPixels: false }).ensureAlpha();
  const canvas = sharp({ create: { width: size.width, height: size.height, channels: 4, background: TRANSPARENT }, limitInputPixels: false });
  return overlays.length > 0 ? canvas.composite(overlays) : canvas;
}
