import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { orderStoreScope } from '../../accounts/index.ts';
import { createChildOrder } from '../../commerce/index.ts';
import { REPRINT_REASONS } from '../../../lib/after-sale/returns.ts';
import { lockFactoryOrder } from './factory-orders.ts';
import type { Reprinted } from '../../../schemas/factory.ts';

// Reprinting a damaged item: the unit behind one label is made again in a free
// child order with the reason (createChildOrder 'reprint'), which gets its own labels. The
// damaged label gets a label_log 'reprint' and stops counting for its order: the child order
// carries the replacement through the factory and ships it on its own.
// The 'reprint' log is written first, with the order locked, so one label is reprinted once
// even when two people press the button together; it is taken back if the child order fails.

export async function reprintLabel(
  db: Db,
  labelId: number,
  request: { reason: string; userId: number; origin: (scope: StoreScope) => string; now?: Date },
): Promise<Reprinted> {
  const now = request.now ?? new Date();
  const at = now.toISOString();
  const reason = request.reason.trim();
  if (!(REPRINT_REASONS as readonly string[]).includes(reason)) throw ApiError.validation({ reason: ['Choose why the item is reprinted.'] });
  const label = await db
    .selectFrom('factory_labels')
    .select(['id', 'barcode', 'order_id', 'order_item_id', 'cancelled'])
    .where('id', '=', labelId)
    .executeTakeFirst();
  if (!label) throw new ApiError('notFound', 'No such label.');
  if (label.cancelled === 1)
    throw ApiError.validation({ reason: [`Label ${label.barcode} was cancelled: its item was removed from the order, there is nothing to reprint.`] });

  const logId = await db.transaction().execute(async (trx) => {
    await lockFactoryOrder(trx, label.order_id);
    const earlier = await trx.selectFrom('label_logs').select(['note']).where('label_id', '=', label.id).where('kind', '=', 'reprint').executeTakeFirst();
    if (earlier) throw new ApiError('conflict', `Label ${label.barcode} was already reprinted (${earlier.note ?? 'no reason'}).`);
    const row = await trx
      .insertInto('label_logs')
      .values({ label_id: label.id, kind: 'reprint', note: reason, user_id: request.userId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });

  let child: { orderId: number; hash: string };
  try {
    const scope = await orderStoreScope(db, label.order_id);
    child = await createChildOrder(scope, {
      parentOrderId: label.order_id,
      kind: 'reprint',
      reprintReason: reason,
      items: [{ parentItemId: label.order_item_id, quantity: 1 }],
      userId: request.userId,
      actor: 'staff',
      origin: request.origin(scope),
      now,
    });
  } catch (error) {
    await db.deleteFrom('label_logs').where('id', '=', logId).execute();
    throw error;
  }
  await db
    .updateTable('label_logs')
    .set({ note: `${reason} — reprinted in order #${child.orderId}` })
    .where('id', '=', logId)
    .execute();
  return { labelId: label.id, orderId: label.order_id, childOrderId: child.orderId, childHash: child.hash };
}
