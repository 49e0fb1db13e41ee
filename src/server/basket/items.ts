import type { StoreScope } from '../stores/scope.ts';
import { findBasket, type BasketName, type BasketOwner } from './owner.ts';
import { readBasketLines, type BasketLine } from './lines.ts';

/** Spec §3 "Cart item" as the API answers it: the line without its catalogue product. */
export type CartItem = Pick<BasketLine, 'key' | 'quantity' | 'name' | 'priceIncTax' | 'image' | 'options' | 'productUuid'>;

/** Spec §3 "Favourite item" (productId, productUrl = the product's urlName, key, options) with what the list page draws. */
export interface FavouriteItem {
  productId: number;
  productUrl: string;
  key: string;
  options: { Colour: string | null; Size: string | null };
  name: string;
  image: string | null;
  priceIncTax: number;
  price: number;
}

export const cartItem = (line: BasketLine): CartItem => ({
  key: line.key,
  quantity: line.quantity,
  name: line.name,
  priceIncTax: line.priceIncTax,
  image: line.image,
  options: line.options,
  productUuid: line.productUuid,
});

export const favouriteItem = (line: BasketLine): FavouriteItem => ({
  productId: line.productId,
  productUrl: line.product.urlName,
  key: line.key,
  options: line.options,
  name: line.name,
  image: line.image,
  priceIncTax: line.priceIncTax,
  price: line.product.price,
});

/**
 * The lines of the owner's named basket in this store as they are now. Lines of products
 * disabled since are left out: they cannot be bought, and checkout reads the same.
 */
export async function currentLines(scope: StoreScope, name: BasketName, owner: BasketOwner): Promise<BasketLine[]> {
  const basket = await findBasket(scope.db, scope.division.id, name, owner);
  if (!basket) return [];
  const lines = await readBasketLines(scope.db, scope.division.id, basket.id);
  return lines.filter((line) => line.product.enabled);
}

/** Spec §3: the basket's total quantity is the sum of its quantities. */
export const totalQuantity = (lines: readonly { quantity: number }[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

export async function listItems(scope: StoreScope, name: BasketName, owner: BasketOwner): Promise<{ lines: BasketLine[]; items: CartItem[] | FavouriteItem[] }> {
  const lines = await currentLines(scope, name, owner);
  return { lines, items: name === 'main' ? lines.map(cartItem) : lines.map(favouriteItem) };
}
