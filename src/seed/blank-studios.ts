import type { Image } from '../schemas/image.ts';
import type { BlankSide, BlankStudio, GarmentSide } from '../schemas/blank-studio.ts';
import type { Product } from '../schemas/product.ts';
import type { StoreScope } from '../server/stores/index.ts';
import { storeGarmentImage } from '../server/studio/index.ts';
import { garmentDrawing, type Garment } from '../server/studio/index.ts';
import type { PrintArea as DrawingBox } from '../server/studio/index.ts';
import { SLEEVE_AREAS, mirroredArea, placementIn, viewOfSide } from '../server/studio/index.ts';
import { saveBlankStudio } from '../server/catalogue/index.ts';

// Demo data: every demo blank gets real studio data — physical print areas with
// safe insets as print-on-demand suppliers state them, a print cost per side, and a mockup per
// colour per side drawn by the garment image generator (back view: the silhouette without
// the front's details; sleeves: the front flat-lay, with the print area on that sleeve).

export interface SideSpec {
  widthMm: number;
  heightMm: number;
  safeInsetMm: number;
  /** Minor units of the store's currency. */
  printCost: number;
  /**
   * A smaller cut drawn with the adult drawing (the kids' tee): the print area's box
   * on the mockup shrinks by this factor about its top centre, so the studio shows it smaller.
   */
  boxScale?: number;
}

export type BlankSides = Partial<Record<GarmentSide, SideSpec>>;

const CHEST: SideSpec = { widthMm: 300, heightMm: 400, safeInsetMm: 10, printCost: 600 };
const SLEEVE: SideSpec = { widthMm: 90, heightMm: 90, safeInsetMm: 5, printCost: 300 };
/** Women's fitted tee (its own drawing): a narrower, shorter chest print (suppliers' 10 × 14 in). */
const FITTED_CHEST: SideSpec = { widthMm: 260, heightMm: 360, safeInsetMm: 10, printCost: 600 };
const FITTED_SLEEVE: SideSpec = { widthMm: 80, heightMm: 80, safeInsetMm: 5, printCost: 300 };
/** Kids' tee: suppliers' youth area, about 9 × 12 in. */
const KIDS_CHEST: SideSpec = { widthMm: 230, heightMm: 300, safeInsetMm: 8, printCost: 500, boxScale: 0.77 };
const KIDS_SLEEVE: SideSpec = { widthMm: 70, heightMm: 70, safeInsetMm: 4, printCost: 250, boxScale: 0.8 };

/** What each blank garment prints on. A hoodie's front stops above the kangaroo pocket. */
export const BLANK_SIDES: Record<Garment, BlankSides> = {
  't-shirt': { front: CHEST, back: CHEST, left: SLEEVE, right: SLEEVE },
  hoodie: { front: { widthMm: 300, heightMm: 250, safeInsetMm: 10, printCost: 600 }, back: CHEST, left: SLEEVE, right: SLEEVE },
  sweater: { front: CHEST, back: CHEST, left: SLEEVE, right: SLEEVE },
  'tote-bag': {
    front: { widthMm: 280, heightMm: 300, safeInsetMm: 10, printCost: 500 },
    back: { widthMm: 280, heightMm: 300, safeInsetMm: 10, printCost: 500 },
  },
  'long-sleeve': { front: CHEST, back: CHEST, left: SLEEVE, right: SLEEVE },
  // A vest's scoop neck and armholes leave a narrower chest.
  vest: { front: { widthMm: 280, heightMm: 360, safeInsetMm: 10, printCost: 600 }, back: { widthMm: 280, heightMm: 360, safeInsetMm: 10, printCost: 600 } },
  // Raglan sleeves are printed on the upper sleeve, between the raglan seam and the edge.
  'baseball-tee': {
    front: CHEST,
    back: CHEST,
    left: { widthMm: 80, heightMm: 80, safeInsetMm: 5, printCost: 300 },
    right: { widthMm: 80, heightMm: 80, safeInsetMm: 5, printCost: 300 },
  },
  't-shirt-dress': { front: CHEST, back: CHEST, left: SLEEVE, right: SLEEVE },
  // A 10 cm die-cut sticker (the 7.5 and 15 cm sizes scale the same artwork); suppliers keep
  // art 1/8 in (3 mm) inside the cut line.
  sticker: { front: { widthMm: 100, heightMm: 100, safeInsetMm: 3, printCost: 100 } },
  // An A3 sheet (297 × 420 mm) printed inside a white margin; A4 and A2 scale the same artwork.
  'art-print': { front: { widthMm: 260, heightMm: 368, safeInsetMm: 5, printCost: 400 } },
  'landscape-art-print': { front: { widthMm: 380, heightMm: 269, safeInsetMm: 5, printCost: 400 } },
  'fitted-t-shirt': { front: FITTED_CHEST, back: FITTED_CHEST, left: FITTED_SLEEVE, right: FITTED_SLEEVE },
};

/** The gendered tees' sides: women's on the fitted drawing, kids' on the tee's, drawn smaller (see SideSpec.boxScale). */
export const GENDERED_SIDES: Record<'womens' | 'kids', BlankSides> = {
  womens: BLANK_SIDES['fitted-t-shirt'],
  kids: { front: KIDS_CHEST, back: KIDS_CHEST, left: KIDS_SLEEVE, right: KIDS_SLEEVE },
};

/** The cheapest side to print: a blank's lowest price with a design is its price plus this. */
export function cheapestPrintCost(sides: BlankSides): number {
  return Math.min(...Object.values(sides).map((spec) => spec.printCost));
}

/** `box` shrunk by `scale` about its top centre. */
function scaled(box: DrawingBox, scale = 1): DrawingBox {
  if (scale === 1) return box;
  const width = box.width * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y, width, height: box.height * scale };
}

/** The drawing's box a side prints in: the chest (front and back) or the sleeve (left is the wearer's left). */
function boxOf(garment: Garment, side: GarmentSide): DrawingBox {
  if (side === 'front' || side === 'back') return garmentDrawing(garment).printArea;
  const sleeve = SLEEVE_AREAS[garment];
  if (!sleeve) throw new Error(`A ${garment} has no sleeves to print on.`);
  // Front flat-lay: the wearer's right sleeve lies on the viewer's left.
  return side === 'right' ? sleeve : mirroredArea(sleeve);
}

/**
 * Mockups already drawn while seeding one store, by garment, colour and view: the sleeves
 * share the front's drawing and the gendered tees share the tee's. (Not kept across stores:
 * a process may seed more than one media store; a redraw is content-addressed anyway.)
 */
export type DrawnMockups = Map<string, Promise<Image>>;

function mockup(drawn: DrawnMockups, garment: Garment, colourName: string, colourHex: string, side: GarmentSide): Promise<Image> {
  const view = viewOfSide(side);
  const key = `${garment}:${colourHex}:${view}`;
  let image = drawn.get(key);
  if (!image) {
    image = storeGarmentImage({
      garment,
      colourHex,
      view,
      altText: `Blank ${garment.replaceAll('-', ' ')} in ${colourName.toLowerCase()}, ${view}`,
      color: colourName,
    });
    drawn.set(key, image);
  }
  return image;
}

export interface DrawnBlank {
  studio: BlankStudio;
  /** The front mockup of each colour, in the options' order: the blank's product images. */
  frontImages: Image[];
}

/** The studio data of a blank drawn as `garment`, in the product's colours, its mockups drawn and stored. */
export async function drawBlank(
  garment: Garment,
  product: Pick<Product, 'options'>,
  specs: BlankSides = BLANK_SIDES[garment],
  drawn: DrawnMockups = new Map(),
): Promise<DrawnBlank> {
  const sides = await Promise.all(
    Object.entries(specs).map(async ([name, spec]): Promise<BlankSide> => {
      const side = name as GarmentSide;
      const mockups = await Promise.all(
        product.options.map(
          async (option) => [option.colour.name, (await mockup(drawn, garment, option.colour.name, option.colour.hex, side)).original] as const,
        ),
      );
      return {
        side,
        printArea: {
          widthMm: spec.widthMm,
          heightMm: spec.heightMm,
          safeInsetMm: spec.safeInsetMm,
          placement: placementIn(scaled(boxOf(garment, side), spec.boxScale), spec.widthMm, spec.heightMm),
        },
        printCost: spec.printCost,
        mockups: Object.fromEntries(mockups),
      };
    }),
  );
  const frontImages = await Promise.all(product.options.map((option) => mockup(drawn, garment, option.colour.name, option.colour.hex, 'front')));
  return { studio: { sides }, frontImages };
}

/** The studio data of a blank of this garment in the product's colours (the adult cut). */
export async function blankStudioFor(garment: Garment, product: Pick<Product, 'options'>): Promise<BlankStudio> {
  return (await drawBlank(garment, product)).studio;
}

/** Saves a demo blank's studio data through the same write path owners use. */
export async function seedBlankStudio(scope: StoreScope, productId: number, studio: BlankStudio): Promise<void> {
  await saveBlankStudio(scope, productId, studio);
}
