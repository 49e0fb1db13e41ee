import type { Db } from '../../../platform/db/database.ts';
import { findBasket, type BasketOwner } from './owner.ts';

/**
 * The header's two numbers: the main basket's total quantity and how many favourites.
 * Written into the `pf_basket` / `pf_favourites` hint cookies after every basket call
 * (src/api/basket-request.ts), which the shell script shows on cached pages.
 */
export interface BasketCounts {
  basket: number;
  favourites: number;
}

async function count(db: Db, divisionId: number, basketId: number | undefined, sum: boolean): Promise<number> {
  if (basketId === undefined) return 0;
  const row = await db
    .selectFrom('basket_items')
    .innerJoin('products', 'products.id', 'basket_items.product_id')
    .select((eb) => (sum ? eb.fn.sum<number>('basket_items.quantity') : eb.fn.countAll<number>()).as('value'))
    .where('basket_items.basket_id', '=', basketId)
    .where('products.division_id', '=', divisionId)
    .where('products.enabled', '=', 1)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

export async function basketCounts(db: Db, divisionId: number, owner: BasketOwner): Promise<BasketCounts> {
  const [main, favourites] = await Promise.all([findBasket(db, divisionId, 'main', owner), findBasket(db, divisionId, 'favourites', owner)]);
  const [basket, kept] = await Promise.all([count(db, divisionId, main?.id, true), count(db, divisionId, favourites?.id, false)]);
  return { basket, favourites: kept };
}
