import type { StoreScope } from '../../src/server/stores/index.ts';
import type { ProfitPerMonthProps } from './schema.ts';
import { findProductByUrlName } from '../../src/server/catalogue/index.ts';
import { productBreakdown } from '../priceBreakdown/blank-costs.ts';

export interface Data {
  /** The chosen product's price and profit per sale, or null to use the block's own figures. */
  product: { name: string; price: number; profitPerSale: number } | null;
}

export async function load(scope: StoreScope, properties: ProfitPerMonthProps): Promise<Data> {
  if (!properties.product) return { product: null };
  const product = await findProductByUrlName(scope, properties.product);
  if (!product) return { product: null };
  // Profit from the blank's real costs; without a blank the block keeps its own figures.
  const costs = await productBreakdown(scope, product);
  if (!costs) return { product: null };
  const { breakdown } = costs;
  return { product: { name: product.name, price: breakdown.price, profitPerSale: breakdown.profit } };
}
