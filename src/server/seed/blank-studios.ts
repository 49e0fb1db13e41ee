import type { Image } from '../../schemas/image.ts';
import type { BlankSide, BlankStudio, GarmentSide } from '../../schemas/blank-studio.ts';
import type { Product } from '../../schemas/product.ts';
import type { StoreScope } from '../stores/scope.ts';
import { storeGarmentImage } from '../images/index.ts';
import { garmentDrawing, type Garment } from '../images/garments.ts';
import { SLEEVE_AREAS, mirroredArea, placementIn, viewOfSide } from '../images/garments/garment-views.ts';
import { saveBlankStudio } from '../catalogue/blank-studio.ts';

// Issue 10 §1 demo data: every demo blank gets real studio data — physical print areas with
// safe insets as print-on-demand suppliers state them, a print cost per side, and a mockup per
// colour per side drawn by the garment image generator (back view: the silhouette without
// the front's details; sleeves: the front flat-lay, with the print area on that sleeve).

interface SideSpec {
  widthMm: number;
  heightMm: number;
  safeInsetMm: number;
  /** Minor units of the store's currency. */
  printCost: number;
}

const CHEST: SideSpec = { widthMm: 300, heightMm: 400, safeInsetMm: 10, printCost: 600 };
const SLEEVE: SideSpec = { widthMm: 90, heightMm: 90, safeInsetMm: 5, printCost: 300 };

/** What each blank garment prints on. A hoodie's front stops above the kangaroo pocket. */
export const BLANK_SIDES: Partial<Record<Garment, Partial<Record<GarmentSide, SideSpec>>>> = {
  't-shirt': { front: CHEST, back: CHEST, left: SLEEVE, right: SLEEVE },
  hoodie: { front: { widthMm: 300, heightMm: 250, safeInsetMm: 10, printCost: 600 }, back: CHEST, left: SLEEVE, right: SLEEVE },
  sweater: { front: CHEST, back: CHEST, left: SLEEVE, right: SLEEVE },
  'tote-bag': { front: { widthMm: 280, heightMm: 300, safeInsetMm: 10, printCost: 500 }, back: { widthMm: 280, heightMm: 300, safeInsetMm: 10, printCost: 500 } },
};

/** The drawing's box a side prints in: the chest (front and back) or the sleeve (left is the wearer's left). */
function boxOf(garment: Garment, side: GarmentSide) {
  if (side === 'front' || side === 'back') return garmentDrawing(garment).printArea;
  const sleeve = SLEEVE_AREAS[garment];
  if (!sleeve) throw new Error(`A ${garment} has no sleeves to print on.`);
  // Front flat-lay: the wearer's right sleeve lies on the viewer's left.
  return side === 'right' ? sleeve : mirroredArea(sleeve);
}

// The sleeves share the front's drawing: each view is drawn once per blank. (Not memoised
// across calls: a process may seed more than one media store.)
function mockup(drawn: Map<string, Promise<Image>>, garment: Garment, colourName: string, colourHex: string, side: GarmentSide): Promise<Image> {
  const view = viewOfSide(side);
  const key = `${garment}:${colourHex}:${view}`;
  let image = drawn.get(key);
  if (!image) {
    image = storeGarmentImage({ garment, colourHex, view, altText: `Blank ${garment.replace('-', ' ')} in ${colourName.toLowerCase()}, ${view}`, color: colourName });
    drawn.set(key, image);
  }
  return image;
}

/** The studio data of a blank of this garment in the product's colours, its mockups drawn and stored. */
export async function blankStudioFor(garment: Garment, product: Pick<Product, 'options'>): Promise<BlankStudio> {
  const specs = BLANK_SIDES[garment];
  if (!specs) throw new Error(`No studio sides for a ${garment}.`);
  const drawn = new Map<string, Promise<Image>>();
  const sides = await Promise.all(
    Object.entries(specs).map(async ([name, spec]): Promise<BlankSide> => {
      const side = name as GarmentSide;
      const mockups = await Promise.all(product.options.map(async (option) => [option.colour.name, (await mockup(drawn, garment, option.colour.name, option.colour.hex, side)).original] as const));
      return {
        side,
        printArea: { widthMm: spec.widthMm, heightMm: spec.heightMm, safeInsetMm: spec.safeInsetMm, placement: placementIn(boxOf(garment, side), spec.widthMm, spec.heightMm) },
        printCost: spec.printCost,
        mockups: Object.fromEntries(mockups),
      };
    }),
  );
  return { sides };
}

/** Draws and saves a demo blank's studio data through the same write path owners use. */
export async function seedBlankStudio(scope: StoreScope, productId: number, garment: Garment, product: Pick<Product, 'options'>): Promise<void> {
  await saveBlankStudio(scope, productId, await blankStudioFor(garment, product));
}
