import { taxIncluded, vatRateBp } from '../../src/server/checkout/tax.ts';
import { baseCostOf, PRINT_COST_PER_SIDE } from './costs.ts';

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
  vatRate: number;
  type: string;
  designs: { front: string | null; back: string | null; left: string | null; right: string | null };
}

/** Printed sides: each side with a design (at least one: a product is printed somewhere). */
export function printedSides(designs: PricedProduct['designs']): number {
  return Math.max(1, Object.values(designs).filter((design) => design !== null && design !== '').length);
}

export function breakdownOf(product: PricedProduct): PriceBreakdown {
  const price = product.salePrice !== null && product.salePrice < product.price ? product.salePrice : product.price;
  const vat = taxIncluded(price, vatRateBp('UK', product.vatRate));
  const baseCost = baseCostOf(product.type);
  const print = printedSides(product.designs) * PRINT_COST_PER_SIDE;
  const profit = price - vat - baseCost - print;
  return { price, baseCost, print, vat, profit, margin: price === 0 ? 0 : Math.round((profit / price) * 100) };
}
