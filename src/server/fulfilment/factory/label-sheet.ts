import type { Db } from '../../../platform/db/database.ts';

// The labels a print run draws, with what each label shows: the order, the item, which unit
// it is, the pickface, the priority and the design's print file (order_item_files).

export interface SheetLabel {
  id: number;
  barcode: string;
  counter: number;
  /** How many units the item has: the label reads "counter of quantity". */
  quantity: number;
  pickface: string;
  orderId: number;
  orderStatus: string;
  priority: number;
  itemName: string;
  colour: string | null;
  size: string | null;
  /** The front print file (or the first side) as a /media/ path, if the item has one. */
  printFile: string | null;
}

export function sheetQuery(db: Db) {
  return (
    db
      .selectFrom('factory_labels')
      .innerJoin('order_items', 'order_items.id', 'factory_labels.order_item_id')
      .innerJoin('orders', 'orders.id', 'factory_labels.order_id')
      .select([
        'factory_labels.id',
        'factory_labels.barcode',
        'factory_labels.counter',
        'factory_labels.pickface',
        'factory_labels.order_item_id',
        'factory_labels.times_printed',
        'order_items.quantity',
        'order_items.name',
        'order_items.colour',
        'order_items.size',
        'orders.id as order_id',
        'orders.status',
        'orders.priority',
        'orders.created_at',
      ])
      .where('factory_labels.cancelled', '=', 0)
      // A label replaced by a reprint is not printed again: the reprint has its own.
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
      .orderBy('orders.priority', 'desc')
      .orderBy('orders.created_at')
      .orderBy('orders.id')
      .orderBy('factory_labels.order_item_id')
      .orderBy('factory_labels.counter')
  );
}

type Raw = Awaited<ReturnType<ReturnType<typeof sheetQuery>['execute']>>[number];

export async function toSheetLabels(db: Db, rows: Raw[]): Promise<SheetLabel[]> {
  const itemIds = [...new Set(rows.map((row) => row.order_item_id))];
  const files =
    itemIds.length === 0
      ? []
      : await db.selectFrom('order_item_files').select(['order_item_id', 'side', 'url']).where('order_item_id', 'in', itemIds).orderBy('id').execute();
  const fileOf = (itemId: number) => {
    const own = files.filter((file) => file.order_item_id === itemId);
    return (own.find((file) => file.side === 'front') ?? own[0])?.url ?? null;
  };
  return rows.map((row) => ({
    id: row.id,
    barcode: row.barcode,
    counter: row.counter,
    quantity: row.quantity,
    pickface: row.pickface,
    orderId: row.order_id,
    orderStatus: row.status,
    priority: row.priority,
    itemName: row.name,
    colour: row.colour,
    size: row.size,
    printFile: fileOf(row.order_item_id),
  }));
}
