import { createHash } from 'node:crypto';
import type { Db } from '../../../platform/db/database.ts';
import type { Product } from '../../../schemas/product.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import type { BasketName, BasketItemInput } from '../../../schemas/basket.ts';
import { CHOOSE_COLOUR, CHOOSE_SIZE, COLOUR_UNAVAILABLE, PRODUCT_UNAVAILABLE, SIZE_UNAVAILABLE } from './choice-messages.ts';
import { resolveBundleParts, type BundlePartChoice } from './bundle-parts.ts';
import { resolvePersonalization } from '../../studio/index.ts';
import type { PersonalizedText } from '../../../schemas/product.ts';

export { CHOOSE_COLOUR, CHOOSE_SIZE, COLOUR_UNAVAILABLE, PRODUCT_UNAVAILABLE, SIZE_UNAVAILABLE };

/** What a basket line is of: a product of this store in one colour and size. */
export interface ProductChoice {
  product: Product;
  colour: string | null;
  size: string | null;
  /** A bundle's chosen parts, in the bundle's order (empty for other products and for favourites). */
  bundleParts: BundlePartChoice[];
  /** A personalizable studio product's texts, in its template's order; empty for other products. */
  personalization: PersonalizedText[];
  /** The cart item's `key`: the same choice (parts included) always gives the same key, so merges add up per key. */
  key: string;
}

export function lineKey(
  productId: number,
  colour: string | null,
  size: string | null,
  bundleParts: readonly BundlePartChoice[],
  personalization: readonly PersonalizedText[] = [],
): string {
  // Without parts the key is what it was before bundles had parts, so older lines still merge;
  // a personalised line is its own line per set of texts.
  const parts = bundleParts.length > 0 ? bundleParts.map((part) => [part.productId, part.colour, part.size, part.quantity]) : null;
  const source = JSON.stringify(
    personalization.length > 0
      ? [productId, colour, size, parts, personalization.map((field) => [field.layerId, field.text])]
      : [productId, colour, size, parts],
  );
  return `${productId}-${createHash('sha256').update(source).digest('base64url').slice(0, 16)}`;
}

/**
 * The enabled product of this store the item names, by id or urlName. A product still awaiting
 * staff approval (or denied) is not for sale yet, even to someone who knows its id.
 */
async function findProduct(db: Db, divisionId: number, item: BasketItemInput): Promise<Product | undefined> {
  let query = db.selectFrom('products').selectAll().where('division_id', '=', divisionId).where('enabled', '=', 1).where('approval_status', '=', 'approved');
  query = item.productId !== undefined ? query.where('id', '=', item.productId) : query.where('url_name', '=', item.productUrl ?? '');
  const row = await query.executeTakeFirst();
  return row ? productFromRow(row) : undefined;
}

/**
 * Checks an item against the catalogue as it is now. The main basket needs a colour and a
 * size the product offers, and a bundle a choice for each of its parts (bundle-parts.ts); a
 * favourite may name none (a heart on a pod), but what it names must exist. Unknown,
 * disabled or other-store products are all the same 400.
 */
export async function resolveChoice(db: Db, divisionId: number, name: BasketName, item: BasketItemInput): Promise<ProductChoice> {
  const product = await findProduct(db, divisionId, item);
  if (!product || (name === 'main' && !product.enableAddToCart)) throw new ApiError('badRequest', PRODUCT_UNAVAILABLE);
  const colour = item.productColor ?? null;
  const size = item.productSize ?? null;
  const needsChoice = name === 'main' && product.options.length > 0;
  if (needsChoice && colour === null) throw ApiError.validation({ 'item.productColor': [CHOOSE_COLOUR] });
  const option = colour === null ? undefined : product.options.find((candidate) => candidate.colour.name === colour);
  if (colour !== null && !option) throw ApiError.validation({ 'item.productColor': [COLOUR_UNAVAILABLE] });
  if (needsChoice && size === null) throw ApiError.validation({ 'item.productSize': [CHOOSE_SIZE] });
  if (size !== null && !(option ?? { sizes: product.options.flatMap((candidate) => candidate.sizes) }).sizes.includes(size)) {
    throw ApiError.validation({ 'item.productSize': [SIZE_UNAVAILABLE] });
  }
  // A favourite keeps the product, not a choice of its parts.
  const bundleParts = name === 'main' ? await resolveBundleParts(db, divisionId, product, item.bundleOptions) : [];
  const personalization = name === 'main' ? resolvePersonalization(product, item.personalization) : [];
  return { product, colour, size, bundleParts, personalization, key: lineKey(product.id, colour, size, bundleParts, personalization) };
}
