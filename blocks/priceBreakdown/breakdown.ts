import type { TaxCategory } from '../../src/schemas/product.ts';
import { taxIncluded, vatRateBp } from '../../src/server/commerce/index.ts';
import { GARMENT_SIDES, type GarmentSide } from '../../src/schemas/blank-studio.ts';
import { isOnSale } from '../../src/schemas/product.ts';

// A product's price split into what it costs and what is left: the base cost is
// the price of the blank it is printed on and the print cost is that blank's printCost for
// each printed side (blank_studios), the same figures the studio prices a design with
// (src/lib/studio/pricing.ts). No blank, no breakdown: the block never shows invented costs.

/** Where a product's price goes, in minor units; the parts add up to the price. */
export interface PriceBreakdown {
  /** What the shopper pays (the sale price when on sale). */
  price: number;
  baseCost: number;
  print: number;
  /** UK VAT inside the price at the product's rate. */
  vat: number;
  /** What is left for the store; negative when the price is below cost. */
  profit: number;
  /** Profit as whole percent of the price. */
  margin: number;
}

export interface PricedProduct {
  price: number;
  salePrice: number | null;
  /** Its UK VAT rate is looked up by it (children's clothing is zero-rated). */
  taxCategory: TaxCategory;
}

/** The blank a product is printed on: its own price and its print cost per side it offers. */
export interface BlankCosts {
  sku: string;
  name: string;
  price: number;
  salePrice: number | null;
  sides: readonly { side: GarmentSide; printCost: number }[];
}

type Designs = Partial<Record<GarmentSide, string | null>>;

/**
 * The sides a product is printed on, among those its blank offers, in GARMENT_SIDES order:
 * those with a design, or (when none is recorded) the blank's first side, since a product is
 * printed somewhere.
 */
export function printedSidesOf(designed: readonly GarmentSide[] | Designs, blank: Pick<BlankCosts, 'sides'>): GarmentSide[] {
  const named = Array.isArray(designed)
    ? designed
    : GARMENT_SIDES.filter((side) => {
        const design = (designed as Designs)[side];
        return design !== null && design !== undefined && design !== '';
      });
  const offered = GARMENT_SIDES.filter((side) => blank.sides.some((entry) => entry.side === side));
  const printed = offered.filter((side) => named.includes(side));
  return printed.length > 0 ? printed : offered.slice(0, 1);
}

/** The blank's cost to the store: its sale price while on sale, as the studio prices it. */
export const baseCostOf = (blank: Pick<BlankCosts, 'price' | 'salePrice'>) => (isOnSale(blank) && blank.salePrice !== null ? blank.salePrice : blank.price);

export function breakdownOf(product: PricedProduct, blank: BlankCosts, sides: readonly GarmentSide[]): PriceBreakdown {
  const price = isOnSale(product) && product.salePrice !== null ? product.salePrice : product.price;
  const vat = taxIncluded(price, vatRateBp('GB', product.taxCategory));
  const baseCost = baseCostOf(blank);
  const print = sides.reduce((sum, side) => sum + (blank.sides.find((entry) => entry.side === side)?.printCost ?? 0), 0);
  const profit = price - vat - baseCost - print;
  return { price, baseCost, print, vat, profit, margin: price === 0 ? 0 : Math.round((profit / price) * 100) };
}
