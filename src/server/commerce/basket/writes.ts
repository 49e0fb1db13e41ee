import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/tables.ts';
import type { StoreScope } from '../../stores/index.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { MAX_QUANTITY, type BasketName } from '../../../schemas/basket.ts';
import { toJson } from '../../../platform/db/json.ts';
import { findBasket, type BasketOwner, type BasketRow } from './owner.ts';
import type { ProductChoice } from './product-choice.ts';

// Every write to a basket runs in one transaction that first bumps the basket's version
// (on PostgreSQL that row lock queues the basket's writers; SQLite has one writer at a
// time anyway), then changes lines with single statements that compute from the stored
// value (`quantity = quantity + n` on the unique (basket_id, key) index). No read-modify-
// write happens in JavaScript, so concurrent writers cannot lose each other's updates.

type Trx = Transaction<Database>;

export const LINE_NOT_FOUND = 'This item is no longer in your basket';
export const QUANTITY_TOO_HIGH = `You can have at most ${MAX_QUANTITY} of an item in your basket`;

/** The owner's named basket in this store, created when it does not exist yet. */
export async function ensureBasket(trx: Trx, divisionId: number, name: BasketName, owner: BasketOwner, now: string): Promise<BasketRow> {
  const base = { uuid: randomUUID(), division_id: divisionId, name, recovery_hash: null, created_at: now, updated_at: now };
  if (owner.userId !== null) {
    await trx
      .insertInto('baskets')
      .values({ ...base, user_id: owner.userId, visitor_hash: null })
      .onConflict((oc) => oc.columns(['division_id', 'name', 'user_id']).doNothing())
      .execute();
    return found(await findBasket(trx, divisionId, name, { userId: owner.userId, visitorHash: null }));
  }
  if (owner.visitorHash === null) throw new Error('A basket write needs a visitor token or a customer');
  await trx
    .insertInto('baskets')
    .values({ ...base, user_id: null, visitor_hash: owner.visitorHash })
    .onConflict((oc) => oc.columns(['division_id', 'name', 'visitor_hash']).doNothing())
    .execute();
  return found(await findBasket(trx, divisionId, name, { userId: null, visitorHash: owner.visitorHash }));
}

/** The row the insert above made or met: it exists inside this transaction. */
function found(basket: BasketRow | undefined): BasketRow {
  if (!basket) throw new Error('The basket written in this transaction is missing');
  return basket;
}

/** Marks a write: the version counts every change, and takes the basket's row lock first. */
async function touch(trx: Trx, basketId: number, now: string): Promise<void> {
  await trx.updateTable('baskets').set({ version: sql`version + 1`, updated_at: now }).where('id', '=', basketId).execute();
}

/**
 * Adds one line, or `quantity` more of an existing one (main basket); a favourite already
 * kept stays as it is. False when the main line would go over MAX_QUANTITY (nothing changed).
 */
export async function upsertLine(trx: Trx, basketId: number, name: BasketName, choice: ProductChoice, quantity: number, now: string): Promise<boolean> {
  const values = {
    basket_id: basketId,
    key: choice.key,
    product_id: choice.product.id,
    colour: choice.colour,
    size: choice.size,
    quantity: name === 'main' ? quantity : 1,
    bundle_options_json: toJson(choice.bundleParts.length > 0 ? choice.bundleParts : null),
    personalization_json: toJson(choice.personalization),
    created_at: now,
    updated_at: now,
  };
  const insert = trx.insertInto('basket_items').values(values);
  const written = await (name === 'main'
    ? insert.onConflict((oc) =>
        oc
          .columns(['basket_id', 'key'])
          .doUpdateSet({ quantity: sql`basket_items.quantity + excluded.quantity`, updated_at: sql`excluded.updated_at` })
          .where(sql<boolean>`basket_items.quantity + excluded.quantity <= ${MAX_QUANTITY}`),
      )
    : insert.onConflict((oc) => oc.columns(['basket_id', 'key']).doUpdateSet({ updated_at: sql`excluded.updated_at` }))
  )
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
}

/** Adds choices to the owner's basket in one transaction; refuses all if any line would exceed the bound. */
export async function addLines(
  scope: StoreScope,
  owner: BasketOwner,
  name: BasketName,
  lines: { choice: ProductChoice; quantity: number }[],
  now = new Date(),
): Promise<BasketRow> {
  const time = now.toISOString();
  return inTransaction(scope.db, async (trx) => {
    const basket = await ensureBasket(trx, scope.division.id, name, owner, time);
    await touch(trx, basket.id, time);
    for (const { choice, quantity } of lines) {
      if (!(await upsertLine(trx, basket.id, name, choice, quantity, time)))
        throw new ApiError('validation', QUANTITY_TOO_HIGH, { fieldErrors: { quantity: [QUANTITY_TOO_HIGH] } });
    }
    return basket;
  });
}

/** Sets a line's quantity (basket/update). The line must be in the owner's basket of this store. */
export async function updateLine(scope: StoreScope, basket: BasketRow | undefined, key: string, quantity: number, now = new Date()): Promise<void> {
  if (!basket) throw new ApiError('notFound', LINE_NOT_FOUND);
  const time = now.toISOString();
  await inTransaction(scope.db, async (trx) => {
    await touch(trx, basket.id, time);
    const updated = await trx
      .updateTable('basket_items')
      .set({ quantity, updated_at: time })
      .where('basket_id', '=', basket.id)
      .where('key', '=', key)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new ApiError('notFound', LINE_NOT_FOUND);
  });
}

/** Removes a line (basket/remove); removing what is not there changes nothing. */
export async function removeLine(scope: StoreScope, basket: BasketRow | undefined, key: string, now = new Date()): Promise<void> {
  if (!basket) return;
  const time = now.toISOString();
  await inTransaction(scope.db, async (trx) => {
    await touch(trx, basket.id, time);
    await trx.deleteFrom('basket_items').where('basket_id', '=', basket.id).where('key', '=', key).execute();
  });
}
