import type { Db } from '../../../platform/db/database.ts';
import { productFromRow } from '../../catalogue/index.ts';
import type { Product } from '../../../schemas/product.ts';
import { partProducts, readStoredParts } from './bundle-parts.ts';
import { readPersonalization } from '../../studio/index.ts';
import type { PersonalizedText } from '../../../schemas/product.ts';
import { variantPrice } from '../../../lib/variant-price.ts';

/** One chosen part of a bundle line, named and pictured from the catalogue as it is now. */
export interface BundlePartLine {
  productId: number;
  productUuid: string;
  name: string;
  sku: string;
  /** How many of this product one bundle holds. */
  quantity: number;
  image: string | null;
  options: { Colour: string | null; Size: string | null };
  /** The part's product is still enabled in this store. */
  available: boolean;
}

/**
 * A cart item as the server knows it: the line's key, quantity and options, with
 * the name, price and image read from the catalogue at this moment (never from the client).
 */
export interface BasketLine {
  key: string;
  quantity: number;
  name: string;
  /** Unit price the shopper pays for the chosen colour and size, tax included, in the store currency's minor units. */
  priceIncTax: number;
  /** The chosen variant's price before any sale (what a favourite shows as "was"). */
  listPrice: number;
  image: string | null;
  options: { Colour: string | null; Size: string | null };
  productUuid: string;
  productId: number;
  product: Product;
  /** A bundle's parts as chosen, in the bundle's order; empty for other products. */
  bundleParts: BundlePartLine[];
  /** What the buyer wrote into a personalizable studio product; empty for other products. */
  personalization: PersonalizedText[];
}

/**
 * A line can be bought while its product is enabled and, for a bundle, every part it
 * was chosen with still is (a bundle line without its parts cannot be made).
 */
export function isBuyable(line: Pick<BasketLine, 'product' | 'bundleParts'>): boolean {
  if (!line.product.enabled) return false;
  if (!line.product.isBundle) return true;
  return line.bundleParts.length > 0 && line.bundleParts.every((part) => part.available);
}

/** The price a shopper pays for one: the sale price when it is below the price. */
export function paidPrice(product: Pick<Product, 'price' | 'salePrice'>): number {
  return product.salePrice !== null && product.salePrice < product.price ? product.salePrice : product.price;
}

/** The image showing the chosen colour, else the product's first. */
export function lineImage(product: Product, colour: string | null): string | null {
  const option = product.options.find((candidate) => candidate.colour.name === colour);
  const ids = new Set(option?.images ?? []);
  const image =
    product.images.find((candidate) => ids.has(candidate.id)) ?? product.images.find((candidate) => candidate.color === colour) ?? product.images[0];
  return image?.original ?? null;
}

/** The lines of a basket of this store, oldest first, with their products as they are now. */
export async function readBasketLines(db: Db, divisionId: number, basketId: number): Promise<BasketLine[]> {
  const rows = await db
    .selectFrom('basket_items')
    .innerJoin('baskets', 'baskets.id', 'basket_items.basket_id')
    .innerJoin('products', 'products.id', 'basket_items.product_id')
    .selectAll('products')
    .select([
      'basket_items.key as line_key',
      'basket_items.quantity as line_quantity',
      'basket_items.colour as line_colour',
      'basket_items.size as line_size',
      'basket_items.bundle_options_json as line_parts',
      'basket_items.personalization_json as line_personalization',
    ])
    .where('basket_items.basket_id', '=', basketId)
    .where('baskets.division_id', '=', divisionId)
    .where('products.division_id', '=', divisionId)
    .orderBy('basket_items.id')
    .execute();
  const chosen = rows.map((row) => readStoredParts(row.line_parts));
  const parts = await partProducts(
    db,
    divisionId,
    chosen.flat().map((part) => part.productId),
  );
  return rows.map((row, index) => {
    const product = productFromRow(row);
    // The colour and size chosen price the line: a 2XL may cost more than an S.
    const variant = variantPrice(product, row.line_colour, row.line_size);
    return {
      key: row.line_key,
      quantity: row.line_quantity,
      name: product.name,
      priceIncTax: variant.paid,
      listPrice: variant.price,
      image: lineImage(product, row.line_colour),
      options: { Colour: row.line_colour, Size: row.line_size },
      productUuid: product.uuid,
      productId: product.id,
      product,
      personalization: readPersonalization(row.line_personalization),
      bundleParts: chosen[index]!.map((choice): BundlePartLine => {
        const part = parts.get(choice.productId);
        return {
          productId: choice.productId,
          productUuid: part?.uuid ?? '',
          name: part?.name ?? 'No longer available',
          sku: part?.sku ?? '',
          quantity: choice.quantity,
          image: part ? lineImage(part, choice.colour) : null,
          options: { Colour: choice.colour, Size: choice.size },
          available: part?.enabled ?? false,
        };
      }),
    };
  });
}
