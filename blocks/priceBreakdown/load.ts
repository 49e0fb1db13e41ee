import type { StoreScope } from '../../src/server/stores/index.ts';
import type { PriceBreakdownProps } from './schema.ts';
import { findProductByUrlName } from '../../src/server/catalogue/index.ts';
import type { PriceBreakdown } from './breakdown.ts';
import { productBreakdown } from './blank-costs.ts';

export interface Data {
  /**
   * Null when no product is chosen, it is missing or disabled, or no blank with print costs is
   * found for it: the block draws nothing rather than invent costs.
   */
  product: { name: string; href: string; breakdown: PriceBreakdown; blank: { sku: string; name: string } } | null;
}

export async function load(scope: StoreScope, properties: PriceBreakdownProps): Promise<Data> {
  if (!properties.product) return { product: null };
  const product = await findProductByUrlName(scope, properties.product);
  if (!product) return { product: null };
  const costs = await productBreakdown(scope, product, properties.blank);
  if (!costs) return { product: null };
  return {
    product: { name: product.name, href: `/product/${product.urlName}/`, breakdown: costs.breakdown, blank: { sku: costs.blank.sku, name: costs.blank.name } },
  };
}
