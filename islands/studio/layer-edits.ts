import type { PrintArea } from '../../src/schemas/blank-studio.ts';
import type { DesignDocument, DesignLayer, ImageLayer, TextLayer } from '../../src/schemas/design-document.ts';
import { isDarkGarment } from '../../src/lib/studio/ink-colours.ts';
import { largestPrintWidthMm } from '../../src/lib/studio/print-resolution.ts';
import { findLayer, updateLayer } from './design-ops.ts';
import { textBox } from './text-layout.ts';
import type { TextPatch } from './TextPanel.tsx';
import type { PickedImage } from './ImagePanel.tsx';

// The studio's edits that build or measure a layer: a new text or image layer placed in the
// print area, a text change measured again about its centre, a transform applied (text scales
// by its type). Pure: the studio records what they answer in its undo history.

const DEFAULT_TEXT_SIZE_MM = 30;

/** "Your text" in `fontFamily` (loaded first: it is measured), in ink that shows on the garment, centred near the top of the print area. */
export function newTextLayer(id: string, fontFamily: TextLayer['fontFamily'], garmentHex: string, area: PrintArea): TextLayer {
  const base = {
    text: 'Your text',
    fontFamily,
    fontWeight: 400,
    italic: false,
    fontSizeMm: DEFAULT_TEXT_SIZE_MM,
    colour: isDarkGarment(garmentHex) ? '#ffffff' : '#111111',
    align: 'center' as const,
    letterSpacingMm: 0,
    curve: 0,
  };
  const box = textBox(base);
  return {
    id,
    type: 'text',
    ...base,
    ...box,
    xMm: (area.widthMm - box.widthMm) / 2,
    yMm: Math.max(area.safeInsetMm, area.heightMm * 0.15),
    rotation: 0,
    flipX: false,
    flipY: false,
    locked: false,
    hidden: false,
  };
}

/** The picked image, centred, as large as it stays sharp (150 DPI) within 80% of the print area. */
export function newImageLayer(id: string, image: PickedImage, area: PrintArea): ImageLayer {
  const ratio = image.pixelHeight / image.pixelWidth;
  let widthMm = Math.min(largestPrintWidthMm(image.pixelWidth), area.widthMm * 0.8);
  if (widthMm * ratio > area.heightMm * 0.8) widthMm = (area.heightMm * 0.8) / ratio;
  const heightMm = widthMm * ratio;
  return {
    id,
    type: 'image',
    src: image.src,
    pixelWidth: image.pixelWidth,
    pixelHeight: image.pixelHeight,
    xMm: (area.widthMm - widthMm) / 2,
    yMm: (area.heightMm - heightMm) / 2,
    widthMm,
    heightMm,
    rotation: 0,
    flipX: false,
    flipY: false,
    locked: false,
    hidden: false,
  };
}

/** A text layer changed (its face loaded first), its box measured again about the same centre. */
export function retext(document: DesignDocument, id: string, patch: TextPatch): DesignDocument {
  const current = findLayer(document, id)?.layer;
  if (current?.type !== 'text') return document;
  const merged = { ...current, ...patch };
  const box = textBox(merged);
  const centreX = current.xMm + current.widthMm / 2;
  const centreY = current.yMm + current.heightMm / 2;
  return updateLayer(document, id, { ...patch, ...box, xMm: centreX - box.widthMm / 2, yMm: centreY - box.heightMm / 2 });
}

/** A drag or transform applied: the new box, or for scaled text a larger size, its spacing with it, and the box measured again. */
export function transformed(
  document: DesignDocument,
  id: string,
  box: Pick<DesignLayer, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation'>,
  scale: number,
): DesignDocument {
  const current = findLayer(document, id)?.layer;
  if (!current) return document;
  if (current.type !== 'text' || Math.abs(scale - 1) < 1e-6) return updateLayer(document, id, box);
  // Text scales by its type: a larger size, its spacing with it, and the box measured again.
  const merged = {
    ...current,
    fontSizeMm: Math.min(500, Math.max(2, current.fontSizeMm * scale)),
    letterSpacingMm: Math.min(50, Math.max(-10, current.letterSpacingMm * scale)),
  };
  const measured = textBox(merged);
  const centreX = box.xMm + box.widthMm / 2;
  const centreY = box.yMm + box.heightMm / 2;
  return updateLayer(document, id, {
    fontSizeMm: merged.fontSizeMm,
    letterSpacingMm: merged.letterSpacingMm,
    rotation: box.rotation,
    ...measured,
    xMm: centreX - measured.widthMm / 2,
    yMm: centreY - measured.heightMm / 2,
  });
}
