import type { Image } from '../../../schemas/image.ts';
import type { BlankStudio } from '../../../schemas/blank-studio.ts';
import { GARMENT_SIDES } from '../../../schemas/blank-studio.ts';
import type { Product, ProductOption } from '../../../schemas/product.ts';
import type { DesignFileRow } from '../designs/design-records.ts';
import { PRODUCT_IMAGE_WIDTH } from '../images/garments.ts';

// What a studio product looks like: the design's mockups in its colour once the
// render job has drawn them, the blank's own mockups of that colour until then, and the print
// files on each side. Pure: design-product.ts and designRendered() write what this computes.

const sideOrder = (side: string) => GARMENT_SIDES.indexOf(side as (typeof GARMENT_SIDES)[number]);

/** The design's mockups in `colour`, one Image per side (front first), every rendered width in `sizes`. */
export function mockupImages(designId: number, colour: string, files: readonly DesignFileRow[]): Image[] {
  const bySide = new Map<string, DesignFileRow[]>();
  for (const file of files) {
    if (file.kind !== 'mockup' || file.colour !== colour) continue;
    bySide.set(file.side, [...(bySide.get(file.side) ?? []), file]);
  }
  return [...bySide.entries()]
    .sort(([a], [b]) => sideOrder(a) - sideOrder(b))
    .map(([side, widths], position) => {
      const largest = widths.reduce((best, file) => (file.width > best.width ? file : best));
      return {
        id: `design-${designId}-${side}`,
        original: largest.url,
        position,
        altText: `Your design on the ${side}`,
        color: colour,
        width: largest.width,
        height: largest.height,
        sizes: Object.fromEntries(widths.map((file) => [String(file.width), file.url])),
      };
    });
}

/** The blank's mockups in `colour` (square, PRODUCT_IMAGE_WIDTH as the seed draws them), front first. */
export function blankImages(blankId: number, colour: string, studio: BlankStudio | null): Image[] {
  return (studio?.sides ?? [])
    .filter((side) => side.mockups[colour] !== undefined)
    .sort((a, b) => sideOrder(a.side) - sideOrder(b.side))
    .map((side, position) => ({
      id: `blank-${blankId}-${side.side}`,
      original: side.mockups[colour]!,
      position,
      altText: `The ${side.side} of the garment`,
      color: colour,
      width: PRODUCT_IMAGE_WIDTH,
      height: PRODUCT_IMAGE_WIDTH,
      sizes: { [String(PRODUCT_IMAGE_WIDTH)]: side.mockups[colour]! },
    }));
}

/** The print file on each side, null where nothing prints (or nothing is rendered yet). */
export function printDesigns(files: readonly DesignFileRow[]): Product['designs'] {
  const designs: Product['designs'] = { front: null, back: null, left: null, right: null };
  for (const file of files) if (file.kind === 'print' && file.side in designs) designs[file.side as keyof Product['designs']] = file.url;
  return designs;
}

export interface ProductLook {
  images: Image[];
  options: ProductOption[];
  designs: Product['designs'];
}

/** Images, the one colour option (pointing at those images) and the print files of a studio product. */
export function productLook(input: {
  designId: number;
  colour: string;
  ready: boolean;
  files: readonly DesignFileRow[];
  blankId: number;
  blankOption: ProductOption;
  studio: BlankStudio | null;
}): ProductLook {
  const rendered = input.ready ? mockupImages(input.designId, input.colour, input.files) : [];
  const images = rendered.length > 0 ? rendered : blankImages(input.blankId, input.colour, input.studio);
  return {
    images,
    options: [{ ...input.blankOption, images: images.map((image) => image.id), pro: false }],
    designs: input.ready ? printDesigns(input.files) : { front: null, back: null, left: null, right: null },
  };
}
