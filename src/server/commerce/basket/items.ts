import type { StoreScope } from '../../stores/index.ts';
import { findBasket, type BasketOwner } from './owner.ts';
import type { BasketName, CartItem, FavouriteItem } from '../../../schemas/basket.ts';
import { isBuyable, readBasketLines, type BasketLine } from './lines.ts';

export const cartItem = (line: BasketLine): CartItem => ({
  key: line.key,
  quantity: line.quantity,
  name: line.name,
  priceIncTax: line.priceIncTax,
  image: line.image,
  options: line.options,
  productUuid: line.productUuid,
  ...(line.personalization.length > 0 && { personalization: line.personalization }),
  ...(line.bundleParts.length > 0 && {
    bundleOptions: line.bundleParts.map((part) => ({
      productId: part.productId,
      productUuid: part.productUuid,
      name: part.name,
      quantity: part.quantity,
      image: part.image,
      options: part.options,
    })),
  }),
});

export const favouriteItem = (line: BasketLine): FavouriteItem => ({
  productId: line.productId,
  productUrl: line.product.urlName,
  key: line.key,
  options: line.options,
  name: line.name,
  image: line.image,
  priceIncTax: line.priceIncTax,
  price: line.listPrice,
});

/**
 * The lines of the owner's named basket in this store as they are now. Lines of products
 * (or bundle parts) disabled since are left out: they cannot be bought, and checkout reads the same.
 */
export async function currentLines(scope: StoreScope, name: BasketName, owner: BasketOwner): Promise<BasketLine[]> {
  const basket = await findBasket(scope.db, scope.division.id, name, owner);
  if (!basket) return [];
  const lines = await readBasketLines(scope.db, scope.division.id, basket.id);
  // A favourite is the product alone: it needs no parts to be kept.
  return lines.filter(name === 'main' ? isBuyable : (line) => line.product.enabled);
}

/** The basket's total quantity is the sum of its quantities. */
export const totalQuantity = (lines: readonly { quantity: number }[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

export async function listItems(
  scope: StoreScope,
  name: BasketName,
  owner: BasketOwner,
): Promise<{ lines: BasketLine[]; items: CartItem[] | FavouriteItem[] }> {
  const lines = await currentLines(scope, name, owner);
  return { lines, items: name === 'main' ? lines.map(cartItem) : lines.map(favouriteItem) };
}
