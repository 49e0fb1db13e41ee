// Where the product goes in a scene (pure, unit-tested): scaled to fit the scene's box without
// distortion or perspective (one scale for both axes), then anchored in the box, in whole pixels.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Fractions (0–1) of the square scene. */
export type FractionBox = Box;

export type Anchor = 'top' | 'center' | 'bottom';

/** A fraction box of a scene `size` px square, in pixels. */
export function pixelBox(box: FractionBox, size: number): Box {
  return { x: Math.round(box.x * size), y: Math.round(box.y * size), width: Math.round(box.width * size), height: Math.round(box.height * size) };
}

/**
 * The item's placement: as large as fits the box at its own aspect ratio, centred across, and
 * against the box's top (a garment on a hanger), middle, or bottom (standing on the ground).
 */
export function fitInto(box: Box, item: { width: number; height: number }, anchor: Anchor = 'center'): Box {
  if (!(item.width > 0 && item.height > 0)) throw new RangeError('an item to place has a size');
  const scale = Math.min(box.width / item.width, box.height / item.height);
  const width = Math.max(1, Math.round(item.width * scale));
  const height = Math.max(1, Math.round(item.height * scale));
  const x = box.x + Math.round((box.width - width) / 2);
  const free = box.height - height;
  const y = box.y + (anchor === 'top' ? 0 : anchor === 'bottom' ? free : Math.round(free / 2));
  return { x, y, width, height };
}

/** The bounding box of the pixels whose alpha is above `threshold` in an RGBA buffer; null when all are clear. */
export function opaqueBounds(rgba: Uint8Array, width: number, height: number, threshold = 8): Box | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((rgba[(y * width + x) * 4 + 3] as number) > threshold) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}
