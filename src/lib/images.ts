import type { Image } from '../schemas/image.ts';

// Image renditions and their constants (responsive widths, focal points). Pure and browser-safe: the server writes the
// renditions (src/server/studio/images/), pages and islands pick from them with these helpers.

/** The image service keeps 5 responsive steps … */
export const RESPONSIVE_STEPS = 5;
/** … the smallest of which is 256 px wide. */
export const MIN_RESPONSIVE_STEP = 256;
/** Widths are rounded to this so encoders and CDNs see tidy numbers. */
const WIDTH_ROUNDING = 16;
/** Two steps closer than this are the same picture to a browser; keep the larger. */
const MIN_STEP_GAP = 32;

/** Pod images are laid out from a 1110 px base with this srcset. */
export const POD_IMAGE_BASE = 1110;
export const POD_SRCSET_WIDTHS: readonly number[] = [480, 640, 960, 1280, 1920];
/** Banner image size. */
export const BANNER_IMAGE_SIZE = { width: 1920, height: 768 } as const;
/** Main-menu image tiles. */
export const MENU_IMAGE_WIDTH = 600;

export interface FocalPoint {
  /** 0 = left edge, 1 = right edge. */
  x: number;
  /** 0 = top edge, 1 = bottom edge. */
  y: number;
}

/**
 * The responsive widths for an original `originalWidth` px wide: 5 geometric steps from
 * 256 up to the original (which is always the last step), rounded to 16 px, with steps
 * that would sit within 32 px of a larger one dropped. Originals narrower than 256 px
 * get a single step, the original itself.
 */
export function responsiveWidths(originalWidth: number): number[] {
  const original = Math.round(originalWidth);
  if (!Number.isFinite(original) || original < 1) throw new RangeError(`Image width must be a positive number, got ${originalWidth}`);
  if (original <= MIN_RESPONSIVE_STEP) return [original];
  const ratio = (original / MIN_RESPONSIVE_STEP) ** (1 / (RESPONSIVE_STEPS - 1));
  const widths = [original];
  for (let step = RESPONSIVE_STEPS - 2; step >= 0; step -= 1) {
    const exact = MIN_RESPONSIVE_STEP * ratio ** step;
    const width = step === 0 ? MIN_RESPONSIVE_STEP : Math.round(exact / WIDTH_ROUNDING) * WIDTH_ROUNDING;
    const nextLarger = widths[0] ?? original;
    if (nextLarger - width >= MIN_STEP_GAP) widths.unshift(width);
  }
  return widths;
}

/** The widths an image has, ascending. */
export function availableWidths(image: Pick<Image, 'sizes'>): number[] {
  return Object.keys(image.sizes)
    .map(Number)
    .filter((width) => Number.isInteger(width) && width > 0)
    .sort((a, b) => a - b);
}

/** The exact width if stored, otherwise the nearest one (a tie goes to the larger, sharper one). */
export function nearestWidth(image: Pick<Image, 'sizes'>, width: number): number | undefined {
  let best: number | undefined;
  for (const candidate of availableWidths(image)) {
    if (best === undefined || Math.abs(candidate - width) <= Math.abs(best - width)) best = candidate;
  }
  return best;
}

/** Address of the rendition nearest to `width`; the original when the image has no sizes. */
export function imageUrlFor(image: Pick<Image, 'sizes' | 'original'>, width: number): string {
  const chosen = nearestWidth(image, width);
  return chosen === undefined ? image.original : (image.sizes[String(chosen)] ?? image.original);
}

/**
 * A `srcset` value: each wanted width resolved to the nearest stored one, duplicates
 * dropped, ascending, described by the width the file really has. Defaults to the
 * spec's pod widths.
 */
export function srcsetFor(image: Pick<Image, 'sizes' | 'original' | 'width'>, widths: readonly number[] = POD_SRCSET_WIDTHS): string {
  const chosen = new Set<number>();
  for (const wanted of widths) {
    const width = nearestWidth(image, wanted);
    if (width !== undefined) chosen.add(width);
  }
  if (chosen.size === 0) return `${image.original} ${image.width}w`;
  return [...chosen]
    .sort((a, b) => a - b)
    .map((width) => `${image.sizes[String(width)]} ${width}w`)
    .join(', ');
}

function clampUnit(value: number): number {
  if (Number.isNaN(value)) return 0.5;
  return Math.min(1, Math.max(0, value));
}

/** Focal points are clamped to 0–1 on both axes (a missing number means the centre). */
export function clampFocalPoint(point: FocalPoint): FocalPoint {
  return { x: clampUnit(point.x), y: clampUnit(point.y) };
}
