import type { Db } from '../db/database.ts';
import { productFromRow } from '../catalogue/products.ts';
import type { Product } from '../../schemas/product.ts';

/**
 * Spec §3 "Cart item" as the server knows it: the line's key, quantity and options, with
 * the name, price and image read from the catalogue at this moment (never from the client).
 */
export interface BasketLine {
  key: string;
  quantity: number;
  name: string;
  /** Unit price the shopper pays, tax included, in the store currency's minor units. */
  priceIncTax: number;
  image: string | null;
  options: { Colour: string | null; Size: string | null };
  productUuid: string;
  productId: number;
  product: Product;
}

/** The price a shopper pays for one: the sale price when it is below the price. */
export function paidPrice(product: Pick<Product, 'price' | 'salePrice'>): number {
  return product.salePrice !== null && product.salePrice < product.price ? product.salePrice : product.price;
}

/** The image showing the chosen colour, else the product's first. */
export function lineImage(product: Product, colour: string | null): string | null {
  const option = product.options.find((candidate) => candidate.colour.name === colour);
  const ids = new Set(option?.images ?? []);
  const image = product.images.find((candidate) => ids.has(candidate.id)) ?? product.images.find((candidate) => candidate.color === colour) ?? product.images[0];
  return image?.original ?? null;
}

/** The lines of a basket of this store, oldest first, with their products as they are now. */
export async function readBasketLines(db: Db, divisionId: number, basketId: number): Promise<BasketLine[]> {
  const rows = await db
    .selectFrom('basket_items')
    .innerJoin('baskets', 'baskets.id', 'basket_items.basket_id')
    .innerJoin('products', 'products.id', 'basket_items.product_id')
    .selectAll('products')
    .select(['basket_items.key as line_key', 'basket_items.quantity as line_quantity', 'basket_items.colour as line_colour', 'basket_items.size as line_size'])
    .where('basket_items.basket_id', '=', basketId)
    .where('baskets.division_id', '=', divisionId)
    .where('products.division_id', '=', divisionId)
    .orderBy('basket_items.id')
    .execute();
  return rows.map((row) => {
    const product = productFromRow(row);
    return {
      key: row.line_key,
      quantity: row.line_quantity,
      name: product.name,
      priceIncTax: paidPrice(product),
      image: lineImage(product, row.line_colour),
      options: { Colour: row.line_colour, Size: row.line_size },
      productUuid: product.uuid,
      productId: product.id,
      product,
    };
  });
}
