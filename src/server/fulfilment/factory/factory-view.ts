import type { Db } from '../../../platform/db/database.ts';
import { APPAREL_FACTORY, FACTORIES, isFactoryCode } from '../../../lib/after-sale/factories.ts';
import { REPRINT_REASONS } from '../../../lib/after-sale/returns.ts';
import { pickingList } from './picking.ts';
import { orderLabelStates } from './label-states.ts';
import type { FactoryOrderView, FactoryView } from '../../../schemas/factory.ts';

// What /atlas/factory/ shows beside its scan field: per factory, the labels waiting to be
// printed, the picking list, the pigeonholes in use and the orders ready for packing.

async function labelsToPrint(db: Db, factory: string): Promise<number> {
  const row = await db
    .selectFrom('factory_labels')
    .innerJoin('orders', 'orders.id', 'factory_labels.order_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('orders.factory', '=', factory)
    .where('orders.status', 'in', ['paid', 'processing'])
    .where('factory_labels.times_printed', '=', 0)
    .where('factory_labels.cancelled', '=', 0)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function loadFactoryView(db: Db, url: URL): Promise<FactoryView> {
  const asked = url.searchParams.get('factory') ?? '';
  const factory = isFactoryCode(asked) ? asked : APPAREL_FACTORY;
  const factories = await Promise.all(FACTORIES.map(async (entry) => ({ code: entry.code, name: entry.name, toPrint: await labelsToPrint(db, entry.code) })));
  const holes = await db
    .selectFrom('pigeonholes')
    .innerJoin('orders', 'orders.id', 'pigeonholes.order_id')
    .select(['pigeonholes.number', 'orders.id', 'orders.status'])
    .where('pigeonholes.factory', '=', factory)
    .orderBy('pigeonholes.number')
    .execute();
  const pigeonholes = await Promise.all(
    holes.map(async (hole) => {
      const active = (await orderLabelStates(db, hole.id)).filter((state) => state.active);
      return { number: hole.number, orderId: hole.id, orderStatus: hole.status, placed: active.filter((state) => state.placed).length, of: active.length };
    }),
  );
  const ready = await db
    .selectFrom('orders')
    .leftJoin('pigeonholes', 'pigeonholes.order_id', 'orders.id')
    .select(['orders.id', 'orders.status', 'orders.priority', 'pigeonholes.number'])
    .where('orders.factory', '=', factory)
    .where('orders.status', 'in', ['consolidated', 'packing'])
    .orderBy('orders.priority', 'desc')
    .orderBy('orders.created_at')
    .limit(100)
    .execute();
  const packing = await Promise.all(
    ready.map(async (order) => ({
      orderId: order.id,
      status: order.status,
      priority: order.priority,
      pigeonhole: order.number ?? null,
      items: (await orderLabelStates(db, order.id)).filter((state) => state.active).length,
    })),
  );
  return { factory, factories, picking: await pickingList(db, factory), pigeonholes, packing, reprintReasons: REPRINT_REASONS };
}

export async function loadFactoryOrder(db: Db, orderId: number): Promise<FactoryOrderView | { notFound: true }> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'factory', 'priority', 'parent_order_id', 'reprint_reason'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return { notFound: true };
  const rows = await db
    .selectFrom('factory_labels')
    .innerJoin('order_items', 'order_items.id', 'factory_labels.order_item_id')
    .select([
      'factory_labels.id',
      'factory_labels.pickface',
      'factory_labels.to_be_picked',
      'order_items.name',
      'order_items.colour',
      'order_items.size',
      'order_items.quantity',
    ])
    .where('factory_labels.order_id', '=', orderId)
    .execute();
  const states = await orderLabelStates(db, orderId);
  const logs =
    states.length === 0
      ? []
      : await db
          .selectFrom('label_logs')
          .leftJoin('users', 'users.id', 'label_logs.user_id')
          .select(['label_logs.label_id', 'label_logs.kind', 'label_logs.note', 'label_logs.created_at', 'users.first_name', 'users.last_name'])
          .where(
            'label_logs.label_id',
            'in',
            states.map((state) => state.id),
          )
          .orderBy('label_logs.id')
          .execute();
  const hole = await db.selectFrom('pigeonholes').select('number').where('order_id', '=', orderId).executeTakeFirst();
  const children = await db.selectFrom('orders').select(['id', 'reprint_reason', 'status']).where('parent_order_id', '=', orderId).orderBy('id').execute();
  return {
    orderId: order.id,
    status: order.status,
    factory: order.factory,
    priority: order.priority,
    parentOrderId: order.parent_order_id,
    reprintReason: order.reprint_reason,
    pigeonhole: hole?.number ?? null,
    labels: states.map((state) => {
      const row = rows.find((candidate) => candidate.id === state.id)!;
      return {
        id: state.id,
        barcode: state.barcode,
        itemName: row.name,
        colour: row.colour,
        size: row.size,
        counter: state.counter,
        of: row.quantity,
        pickface: row.pickface,
        cancelled: state.cancelled,
        toBePicked: row.to_be_picked === 1,
        timesPrinted: state.timesPrinted,
        garmentPrinted: state.garmentPrinted,
        placed: state.placed,
        reprinted: state.reprinted,
        logs: logs
          .filter((log) => log.label_id === state.id)
          .map((log) => ({ kind: log.kind, note: log.note, at: log.created_at, by: [log.first_name, log.last_name].filter(Boolean).join(' ') || null })),
      };
    }),
    children: children.map((child) => ({ orderId: child.id, reprintReason: child.reprint_reason, status: child.status })),
    reprintReasons: REPRINT_REASONS,
  };
}
