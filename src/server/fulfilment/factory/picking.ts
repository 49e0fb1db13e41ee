import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { isFactoryCode } from '../../../lib/after-sale/factories.ts';
import { PICKED, logLabels } from './label-logs.ts';
import { groupByPickface } from './picking-groups.ts';
import type { PickGroup } from '../../../schemas/factory.ts';

// Picking lists: the blanks a factory still has to pick for its paid orders,
// grouped by pickface. Picking a group marks its labels picked (to_be_picked = 0, label_log 'pick').

/** Orders whose blanks are picked: paid, up to printing. */
const PICKING_STATUSES = ['paid', 'processing', 'label_printed'];

export async function pickingList(db: Db, factory: string): Promise<PickGroup[]> {
  if (!isFactoryCode(factory)) throw ApiError.validation({ factory: ['Choose a factory.'] });
  const rows = await db
    .selectFrom('factory_labels')
    .innerJoin('order_items', 'order_items.id', 'factory_labels.order_item_id')
    .innerJoin('orders', 'orders.id', 'factory_labels.order_id')
    .select([
      'factory_labels.id',
      'factory_labels.barcode',
      'factory_labels.pickface',
      'orders.priority',
      'orders.id as order_id',
      'orders.created_at',
      'order_items.name',
      'order_items.sku',
      'order_items.colour',
      'order_items.size',
    ])
    .where('orders.factory', '=', factory)
    .where('orders.status', 'in', PICKING_STATUSES)
    .where('factory_labels.to_be_picked', '=', 1)
    .where('factory_labels.cancelled', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('label_logs')
            .select('label_logs.id')
            .whereRef('label_logs.label_id', '=', 'factory_labels.id')
            .where('label_logs.kind', '=', 'reprint'),
        ),
      ),
    )
    .execute();
  return groupByPickface(
    rows.map((row) => ({
      labelId: row.id,
      barcode: row.barcode,
      pickface: row.pickface,
      priority: row.priority,
      orderId: row.order_id,
      orderCreatedAt: row.created_at,
      itemName: row.name,
      sku: row.sku,
      colour: row.colour,
      size: row.size,
    })),
  );
}

/** Marks labels picked; those already picked or cancelled are left alone. Returns how many were picked now. */
export async function markPicked(db: Db, labelIds: readonly number[], userId: number, now: Date = new Date()): Promise<number> {
  if (labelIds.length === 0) throw ApiError.validation({ labelIds: ['Choose the labels that were picked.'] });
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('factory_labels')
      .select('id')
      .where('id', 'in', [...labelIds])
      .where('to_be_picked', '=', 1)
      .where('cancelled', '=', 0)
      .execute();
    const ids = open.map((row) => row.id);
    if (ids.length === 0) return 0;
    // Compare-and-set: of two pickers marking the same labels, each label is logged once.
    const picked = await trx
      .updateTable('factory_labels')
      .set({ to_be_picked: 0, updated_at: at })
      .where('id', 'in', ids)
      .where('to_be_picked', '=', 1)
      .returning('id')
      .execute();
    await logLabels(
      trx,
      picked.map((row) => row.id),
      PICKED,
      userId,
      at,
    );
    return picked.length;
  });
}
