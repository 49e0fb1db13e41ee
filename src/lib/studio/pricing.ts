import type { BlankSide, GarmentSide } from '../../schemas/blank-studio.ts';
import type { DesignDocument } from '../../schemas/design-document.ts';
import { isOnSale, type Product } from '../../schemas/product.ts';
import type { CurrencyDefinition } from '../currencies.ts';
import { convertMoney, formatMoney } from '../money.ts';
import { printedSides } from './printed-sides.ts';

// The price follows the design: the blank's price (its sale price while on sale,
// as the product page charges) plus the print cost of every printed side. Everything is in
// minor units of the store's currency; the shopper's currency is applied once, to the
// total, as the storefront's money does (src/lib/money.ts, the shell's data-money script).

export interface DesignPrice {
  /** The blank's own price. */
  base: number;
  /** Each printed side and what printing it adds, in GARMENT_SIDES order. */
  sides: { side: GarmentSide; printCost: number }[];
  total: number;
}

export class UnofferedSideError extends Error {
  constructor(side: GarmentSide) {
    super(`This product cannot be printed on the ${side}.`);
    this.name = 'UnofferedSideError';
  }
}

/** The design's price; a printed side the blank does not offer has no price and throws. */
export function designPrice(
  design: Pick<DesignDocument, 'sides'>,
  blank: Pick<Product, 'price' | 'salePrice'> & { sides: readonly Pick<BlankSide, 'side' | 'printCost'>[] },
): DesignPrice {
  const base = isOnSale(blank) && blank.salePrice !== null ? blank.salePrice : blank.price;
  const sides = printedSides(design).map((side) => {
    const entry = blank.sides.find((candidate) => candidate.side === side);
    if (!entry) throw new UnofferedSideError(side);
    return { side, printCost: entry.printCost };
  });
  return { base, sides, total: sides.reduce((sum, entry) => sum + entry.printCost, base) };
}

/** An amount of the store's currency shown in the shopper's: converted once, then formatted. */
export function formatInCurrency(amount: number, storeCurrency: CurrencyDefinition, shown: CurrencyDefinition): string {
  return formatMoney(convertMoney(amount, storeCurrency, shown), shown);
}
