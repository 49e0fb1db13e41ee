import type { Product, ProductOption } from '../../schemas/product.ts';
import { hasVariantPrices, variantPrice, type VariantPrice } from '../../lib/variant-price.ts';

// The prices the product page shows for its colour: the chosen size's, and, when sizes are
// priced differently, every size's, so choosing one shows its price at once.

export interface ProductPrices {
  /** The price shown when the page opens: the chosen size's, else the colour's own. */
  shown: VariantPrice;
  /** The size chosen in the address (?size=), when the colour comes in it. */
  size: string | undefined;
  /** The colour's own price, before a size is chosen. */
  unsized: VariantPrice;
  /** Each size's price in this colour when some size is priced differently; empty when all cost the same. */
  bySize: { size: string; price: VariantPrice }[];
}

export function productPrices(product: Product, option: ProductOption | undefined, requestedSize: string | undefined): ProductPrices {
  const colour = option?.colour.name ?? null;
  const size = option?.sizes.find((candidate) => candidate === requestedSize);
  const unsized = variantPrice(product, colour, null);
  const bySize = option && hasVariantPrices(product) ? option.sizes.map((each) => ({ size: each, price: variantPrice(product, colour, each) })) : [];
  const differs = bySize.some((entry) => entry.price.paid !== unsized.paid || entry.price.price !== unsized.price);
  return {
    shown: size === undefined ? unsized : variantPrice(product, colour, size),
    size,
    unsized,
    bySize: differs ? bySize : [],
  };
}
