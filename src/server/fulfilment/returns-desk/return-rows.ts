import type { Db } from '../../../platform/db/database.ts';
import type { ReturnRow } from '../../../schemas/factory.ts';

// One return log with what the returns desk shows beside it: the item, the order and its store.

/** The size and colour an exchange asked for (an unreadable value is no wish). */
export function wantedOf(json: string): ReturnRow['wanted'] {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    return {
      ...(typeof value.size === 'string' && value.size ? { size: value.size } : {}),
      ...(typeof value.colour === 'string' && value.colour ? { colour: value.colour } : {}),
    };
  } catch {
    return {};
  }
}

export function returnRowsQuery(db: Db) {
  return db
    .selectFrom('return_logs')
    .innerJoin('order_items', 'order_items.id', 'return_logs.order_item_id')
    .innerJoin('orders', 'orders.id', 'return_logs.order_id')
    .innerJoin('divisions', 'divisions.id', 'orders.division_id')
    .leftJoin('refunds', 'refunds.id', 'return_logs.refund_id')
    .select([
      'return_logs.id',
      'return_logs.order_id',
      'orders.hash',
      'divisions.company_name',
      'return_logs.order_item_id',
      'order_items.name',
      'order_items.colour',
      'order_items.size',
      'return_logs.quantity',
      'return_logs.kind',
      'return_logs.reason',
      'return_logs.wanted_json',
      'return_logs.status',
      'return_logs.outcome',
      'return_logs.label_code',
      'return_logs.refund_id',
      'refunds.amount as refund_amount',
      'orders.currency',
      'return_logs.exchange_order_id',
      'return_logs.inspection_note',
      'return_logs.created_at',
      'return_logs.received_at',
      'return_logs.inspected_at',
    ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof returnRowsQuery>['execute']>>[number];

export function toReturnRow(row: Raw): ReturnRow {
  return {
    id: row.id,
    orderId: row.order_id,
    orderHash: row.hash,
    storeName: row.company_name,
    orderItemId: row.order_item_id,
    itemName: row.name,
    colour: row.colour,
    size: row.size,
    quantity: row.quantity,
    kind: row.kind,
    reason: row.reason,
    wanted: wantedOf(row.wanted_json),
    status: row.status,
    outcome: row.outcome,
    labelCode: row.label_code,
    refundId: row.refund_id,
    refundAmount: row.refund_amount ?? null,
    currency: row.currency,
    exchangeOrderId: row.exchange_order_id,
    inspectionNote: row.inspection_note,
    createdAt: row.created_at,
    receivedAt: row.received_at,
    inspectedAt: row.inspected_at,
  };
}

export async function findReturnRow(db: Db, id: number): Promise<ReturnRow | null> {
  const row = await returnRowsQuery(db).where('return_logs.id', '=', id).executeTakeFirst();
  return row ? toReturnRow(row) : null;
}
