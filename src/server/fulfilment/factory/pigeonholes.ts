import type { Db } from '../../../platform/db/database.ts';
import { choosePigeonhole } from './pigeonhole-number.ts';

// Pigeonholes: a numbered shelf slot per factory that gathers the items of one
// multi-item order as they are scanned, until all are there and the order is packed.

export interface Pigeonhole {
  id: number;
  number: number;
}

/** The pigeonhole already gathering `orderId`, if any. */
export async function pigeonholeOf(db: Db, orderId: number): Promise<Pigeonhole | null> {
  const row = await db.selectFrom('pigeonholes').select(['id', 'number']).where('order_id', '=', orderId).executeTakeFirst();
  return row ?? null;
}

/**
 * The order's pigeonhole, taking the lowest free one of its factory (or numbering a new one)
 * on its first item. Each claim is a compare-and-set on a free slot, so two orders scanned at
 * once never share one; the loser of a race simply takes the next.
 */
export async function claimPigeonhole(trx: Db, factory: string, orderId: number, at: string): Promise<Pigeonhole> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const held = await pigeonholeOf(trx, orderId);
    if (held) return held;
    const slots = await trx.selectFrom('pigeonholes').select(['id', 'number', 'order_id']).where('factory', '=', factory).execute();
    const choice = choosePigeonhole(slots.map((slot) => ({ id: slot.id, number: slot.number, orderId: slot.order_id })));
    if (choice.kind === 'reuse') {
      const taken = await trx
        .updateTable('pigeonholes')
        .set({ order_id: orderId, updated_at: at })
        .where('id', '=', choice.id)
        .where('order_id', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { id: choice.id, number: choice.number };
    } else {
      const created = await trx
        .insertInto('pigeonholes')
        .values({ factory, number: choice.number, order_id: orderId, updated_at: at })
        .onConflict((conflict) => conflict.doNothing())
        .returning(['id', 'number'])
        .executeTakeFirst();
      if (created) return created;
    }
  }
  throw new Error(`No pigeonhole could be claimed for order ${orderId}.`);
}

/** Frees the order's pigeonhole (the order was packed): logs 'emptied'. Returns its number, or null when it had none. */
export async function emptyPigeonhole(trx: Db, orderId: number, userId: number | null, at: string): Promise<number | null> {
  const hole = await pigeonholeOf(trx, orderId);
  if (!hole) return null;
  await trx.updateTable('pigeonholes').set({ order_id: null, updated_at: at }).where('id', '=', hole.id).where('order_id', '=', orderId).execute();
  await trx
    .insertInto('pigeonhole_logs')
    .values({ pigeonhole_id: hole.id, order_id: orderId, order_item_id: null, label_id: null, action: 'emptied', user_id: userId, created_at: at })
    .execute();
  return hole.number;
}
