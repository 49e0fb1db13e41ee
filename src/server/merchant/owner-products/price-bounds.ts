import type { BlankStudio } from '../../../schemas/blank-studio.ts';
import type { DesignDocument } from '../../../schemas/design-document.ts';
import type { Product } from '../../../schemas/product.ts';
import type { CurrencyDefinition } from '../../../lib/currencies.ts';
import { designPrice } from '../../../lib/studio/pricing.ts';
import { formatMoney } from '../../../lib/money.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';

// An owner prices a product from a design within the blank's min and max price.
// A blank without them is bounded by what the design costs to make: at least the blank's
// price plus the print cost of every printed side (designPrice), at most five times that.

/** How far above its making cost a product without a max price may be priced. */
export const DEFAULT_MAX_MARKUP = 5;

export interface PriceBounds {
  /** Minor units; null means no bound. */
  min: number | null;
  max: number | null;
}

/** The bounds of a product printed from `document` on `blank`. */
export function designPriceBounds(blank: Product, studio: BlankStudio | null, document: Pick<DesignDocument, 'sides'>): PriceBounds {
  const cost = designPrice(document, { price: blank.price, salePrice: blank.salePrice, sides: studio?.sides ?? [] }).total;
  return { min: blank.minPrice ?? cost, max: blank.maxPrice ?? cost * DEFAULT_MAX_MARKUP };
}

export const SALE_PRICE_ABOVE = 'The sale price must be below the price.';

/**
 * Refuses (422, 'Min N' / 'Max N' with N as money) a price outside the bounds, and a
 * sale price that is not below the price.
 */
export function checkPrice(bounds: PriceBounds, price: number, salePrice: number | null, currency: CurrencyDefinition): void {
  if (bounds.min !== null && price < bounds.min) throw ApiError.validation({ price: [`Min ${formatMoney(bounds.min, currency)}`] });
  if (bounds.max !== null && price > bounds.max) throw ApiError.validation({ price: [`Max ${formatMoney(bounds.max, currency)}`] });
  if (salePrice !== null && salePrice >= price) throw ApiError.validation({ salePrice: [SALE_PRICE_ABOVE] });
}
