import type { Db } from '../../../platform/db/database.ts';
import { GARMENT_PRINTED, TO_PACKING } from './label-logs.ts';

// Where each label of an order stands in the factory, read from its logs. A label is active
// unless it was cancelled (its item removed) or replaced by a reprint: the reprint's child
// order carries the replacement through the factory and ships it on its own.

export interface LabelState {
  id: number;
  barcode: string;
  orderItemId: number;
  counter: number;
  cancelled: boolean;
  /** Replaced by a reprint (label_log 'reprint'). */
  reprinted: boolean;
  active: boolean;
  timesPrinted: number;
  garmentPrinted: boolean;
  /** Placed in the order's pigeonhole (pigeonhole_logs 'placed' since it was last emptied). */
  placed: boolean;
  sentToPacking: boolean;
}

export async function orderLabelStates(db: Db, orderId: number): Promise<LabelState[]> {
  const labels = await db
    .selectFrom('factory_labels')
    .select(['id', 'barcode', 'order_item_id', 'counter', 'cancelled', 'times_printed'])
    .where('order_id', '=', orderId)
    .orderBy('order_item_id')
    .orderBy('counter')
    .execute();
  if (labels.length === 0) return [];
  const ids = labels.map((label) => label.id);
  const logs = await db.selectFrom('label_logs').select(['label_id', 'kind', 'note']).where('label_id', 'in', ids).execute();
  const placed = await db.selectFrom('pigeonhole_logs').select(['label_id', 'action', 'id']).where('order_id', '=', orderId).orderBy('id').execute();
  // Only placements after the last time the order's pigeonhole was emptied count.
  const lastEmptied = placed.filter((log) => log.action === 'emptied').at(-1)?.id ?? 0;
  const placedIds = new Set(placed.filter((log) => log.action === 'placed' && log.id > lastEmptied).map((log) => log.label_id));
  const has = (labelId: number, kind: string, note?: string | null) =>
    logs.some((log) => log.label_id === labelId && log.kind === kind && (note === undefined || log.note === note));
  return labels.map((label) => {
    const cancelled = label.cancelled === 1;
    const reprinted = has(label.id, 'reprint');
    return {
      id: label.id,
      barcode: label.barcode,
      orderItemId: label.order_item_id,
      counter: label.counter,
      cancelled,
      reprinted,
      active: !cancelled && !reprinted,
      timesPrinted: label.times_printed,
      garmentPrinted: has(label.id, GARMENT_PRINTED.kind, GARMENT_PRINTED.note),
      placed: placedIds.has(label.id),
      sentToPacking: has(label.id, TO_PACKING.kind, TO_PACKING.note),
    };
  });
}
