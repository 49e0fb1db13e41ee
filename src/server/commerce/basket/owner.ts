import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { BasketTable } from '../../../platform/db/commerce-tables.ts';
import { tokenHash } from '../../../platform/security/tokens.ts';
import type { BasketName } from '../../../schemas/basket.ts';

/**
 * The visitor's baskets are found by a random token in this cookie (httpOnly, a year):
 * the server keeps only its SHA-256, so a copied table cannot be replayed as cookies.
 */
export const VISITOR_COOKIE = 'pf_visitor';

export type BasketRow = Selectable<BasketTable>;

/** Whose baskets a request may see: the signed-in customer's, else the visitor cookie's. */
export interface BasketOwner {
  visitorHash: string | null;
  userId: number | null;
}

export function basketOwner(visitorToken: string | undefined, userId: number | null): BasketOwner {
  return { visitorHash: visitorToken ? tokenHash(visitorToken) : null, userId };
}

/** The owner's named basket in one store, if there is one: a customer's own before the visitor's. */
export async function findBasket(db: Db, divisionId: number, name: BasketName, owner: BasketOwner): Promise<BasketRow | undefined> {
  if (owner.userId !== null) {
    const own = await db
      .selectFrom('baskets')
      .selectAll()
      .where('division_id', '=', divisionId)
      .where('name', '=', name)
      .where('user_id', '=', owner.userId)
      .executeTakeFirst();
    if (own) return own;
  }
  if (owner.visitorHash === null) return undefined;
  return db
    .selectFrom('baskets')
    .selectAll()
    .where('division_id', '=', divisionId)
    .where('name', '=', name)
    .where('visitor_hash', '=', owner.visitorHash)
    .where('user_id', 'is', null)
    .executeTakeFirst();
}
