import type { Db } from '../../../platform/db/database.ts';
import { newLabelCode } from './label-codes.ts';
import { pickfaceFor } from './pickface.ts';

/**
 * Factory labels: one label per unit of every item the factory makes, so every garment
 * can be followed from picking to packing. A bundle's master line is not a garment (its parts
 * are), so it gets none. Idempotent: an item that already has labels is skipped, so a replayed
 * payment or a retried job never doubles the work on the floor. Runs in the caller's transaction.
 */
export async function createLabels(trx: Db, orderId: number, now: Date = new Date()): Promise<number> {
  const items = await trx
    .selectFrom('order_items')
    .select(['id', 'sku', 'colour', 'size', 'quantity', 'bundle_parent_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const masters = new Set(items.map((item) => item.bundle_parent_id).filter((id): id is number => id !== null));
  const labelled = new Set(
    (await trx.selectFrom('factory_labels').select('order_item_id').where('order_id', '=', orderId).execute()).map((row) => row.order_item_id),
  );
  const time = now.toISOString();
  const rows = items
    .filter((item) => !masters.has(item.id) && !labelled.has(item.id))
    .flatMap((item) =>
      Array.from({ length: item.quantity }, (_, index) => ({
        order_item_id: item.id,
        order_id: orderId,
        counter: index + 1,
        barcode: newLabelCode('PF'),
        pickface: pickfaceFor(item),
        created_at: time,
        updated_at: time,
      })),
    );
  if (rows.length > 0) await trx.insertInto('factory_labels').values(rows).execute();
  return rows.length;
}

/** The factory an order goes to, decided once it is paid (orders.factory stays as set after). */
export async function assignFactory(trx: Db, orderId: number, factory: string): Promise<void> {
  await trx.updateTable('orders').set({ factory }).where('id', '=', orderId).where('factory', 'is', null).execute();
}
