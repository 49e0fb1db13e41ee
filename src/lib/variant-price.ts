import type { PriceMatrixEntry } from '../schemas/price-matrix.ts';

// What one variant (a colour in a size) costs. The most specific entry of the product's price
// matrix decides each price: the colour and size together, then the size in every colour, then
// the colour in every size; a price no entry sets is the product's own. Browser-safe: the
// product page, the basket, checkout and the owner's editor all price a variant here.

export interface PricedProduct {
  price: number;
  salePrice: number | null;
  priceMatrix: readonly PriceMatrixEntry[];
}

export interface VariantPrice {
  /** The variant's price before any sale, minor units. */
  price: number;
  /** Its sale price, or null when none is set. */
  salePrice: number | null;
  /** A sale price below the price is set. */
  onSale: boolean;
  /** What a shopper pays for one: the sale price when on sale, else the price. */
  paid: number;
}

/** The entries that apply to the variant, most specific first. */
function applicable(matrix: readonly PriceMatrixEntry[], colour: string | null, size: string | null): PriceMatrixEntry[] {
  const exact = colour !== null && size !== null ? matrix.filter((entry) => entry.colour === colour && entry.size === size) : [];
  const bySize = size !== null ? matrix.filter((entry) => entry.colour === null && entry.size === size) : [];
  const byColour = colour !== null ? matrix.filter((entry) => entry.colour === colour && entry.size === null) : [];
  const everything = matrix.filter((entry) => entry.colour === null && entry.size === null);
  return [...exact, ...bySize, ...byColour, ...everything];
}

/** The price, sale price and paid price of the product in this colour and size (either may be unknown: null). */
export function variantPrice(product: PricedProduct, colour: string | null, size: string | null): VariantPrice {
  const entries = applicable(product.priceMatrix, colour, size);
  const price = entries.find((entry) => entry.price !== null)?.price ?? product.price;
  const salePrice = entries.find((entry) => entry.salePrice !== null)?.salePrice ?? product.salePrice;
  const onSale = salePrice !== null && salePrice < price;
  return { price, salePrice, onSale, paid: onSale ? salePrice : price };
}

/** Whether some colour or size is priced differently from the product itself. */
export function hasVariantPrices(product: PricedProduct): boolean {
  return product.priceMatrix.some(
    (entry) => (entry.price !== null && entry.price !== product.price) || (entry.salePrice !== null && entry.salePrice !== product.salePrice),
  );
}
