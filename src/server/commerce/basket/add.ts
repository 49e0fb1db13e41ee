import type { StoreScope } from '../../stores/index.ts';
import { ApiError, ERROR_KINDS } from '../../../platform/errors/api-error.ts';
import { asApiError } from '../../../platform/errors/as-api-error.ts';
import { BasketItemInput, type BasketName } from '../../../schemas/basket.ts';
import type { BasketOwner } from './owner.ts';
import { resolveChoice, type ProductChoice } from './product-choice.ts';
import { addLines } from './writes.ts';

export const NOTHING_ADDED = 'No items were added to basket';
export const ALL_ADDED = 'Items added to basket';
export const FAVOURITES_DISABLED = 'Favourites are not available in this store';

/** Favourites only where the store has them switched on. */
export function assertBasketOpen(scope: StoreScope, name: BasketName): void {
  if (name === 'favourites' && !scope.division.settings.favouritesEnabled) throw new ApiError('notFound', FAVOURITES_DISABLED);
}

/**
 * Whose basket to write, asked only once the input has passed (so a refused first add
 * issues no visitor cookie).
 */
export type OwnerForWrite = () => BasketOwner;

/** addItemToCart: one item, checked against the catalogue, into the named basket. */
export async function addItem(scope: StoreScope, owner: OwnerForWrite, name: BasketName, item: BasketItemInput): Promise<void> {
  assertBasketOpen(scope, name);
  const choice = await resolveChoice(scope.db, scope.division.id, name, item);
  await addLines(scope, owner(), name, [{ choice, quantity: item.quantity ?? 1 }]);
}

/**
 * bulkAddItemsToCart: every item that is still available is added in one
 * transaction, the rest are skipped and said so in `message`. Nothing addable is a 400
 * with the first reason (the client keeps that message), or 'No items were
 * added to basket' for an empty list.
 */
export async function addItems(scope: StoreScope, owner: OwnerForWrite, name: BasketName, items: unknown[]): Promise<{ message: string }> {
  assertBasketOpen(scope, name);
  const accepted: { choice: ProductChoice; quantity: number }[] = [];
  const refusals: string[] = [];
  for (const raw of items) {
    try {
      const item = BasketItemInput.parse(raw);
      accepted.push({ choice: await resolveChoice(scope.db, scope.division.id, name, item), quantity: item.quantity ?? 1 });
    } catch (error) {
      const apiError = asApiError(error);
      if (apiError.status >= 500) throw error;
      refusals.push(apiError.message === ERROR_KINDS.validation.message ? NOTHING_ADDED : apiError.message);
    }
  }
  if (accepted.length === 0) throw new ApiError('badRequest', refusals[0] ?? NOTHING_ADDED);
  await addLines(scope, owner(), name, accepted);
  if (refusals.length === 0) return { message: ALL_ADDED };
  return { message: `${accepted.length} of ${items.length} items were added to basket. ${refusals[0]}` };
}
