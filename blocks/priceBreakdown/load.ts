import type { StoreScope } from '../../src/server/stores/scope.ts';
import type { PriceBreakdownProps } from './schema.ts';
import { findProductByUrlName } from '../../src/server/catalogue/products.ts';
import { breakdownOf, type PriceBreakdown } from './breakdown.ts';

export interface PriceBreakdownData {
  /** Null when no product is chosen or it is missing or disabled: the block draws nothing. */
  product: { name: string; href: string; breakdown: PriceBreakdown } | null;
}

export async function loadPriceBreakdown(scope: StoreScope, properties: PriceBreakdownProps): Promise<PriceBreakdownData> {
  if (!properties.product) return { product: null };
  const product = await findProductByUrlName(scope, properties.product);
  if (!product) return { product: null };
  return { product: { name: product.name, href: `/product/${product.urlName}/`, breakdown: breakdownOf(product) } };
}
