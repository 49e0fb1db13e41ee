import type { Db } from '../../../platform/db/database.ts';
import { toJson } from '../../../platform/db/json.ts';
import type { OrderChangeKind } from '../../../lib/after-sale/order-changes.ts';

export interface OrderChange {
  orderId: number;
  orderItemId?: number | null;
  actor: 'shopper' | 'staff' | 'system';
  userId: number | null;
  kind: OrderChangeKind;
  /** What changed: { from, to, amount, reason, … } — shown on the order page as written. */
  detail: Record<string, unknown>;
  now?: Date;
}

/** Appends one row to the order's change history (order_change_logs), in the caller's transaction. */
export async function logOrderChange(db: Db, change: OrderChange): Promise<void> {
  await db
    .insertInto('order_change_logs')
    .values({
      order_id: change.orderId,
      order_item_id: change.orderItemId ?? null,
      actor: change.actor,
      user_id: change.userId,
      kind: change.kind,
      detail_json: toJson(change.detail),
      created_at: (change.now ?? new Date()).toISOString(),
    })
    .execute();
}
