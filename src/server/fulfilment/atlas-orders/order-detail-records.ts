import type { Db } from '../../../platform/db/database.ts';

// The reads behind one order's back-office page (order-detail.ts): the order, its logs, items
// with labels and files, payments and related orders, each a few queries run side by side.

/** The order row with its store's name, sub-domain and custom domain, and its customer's names. */
export async function loadOrder(db: Db, id: number) {
  return db
    .selectFrom('orders')
    .innerJoin('divisions', 'divisions.id', 'orders.division_id')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['divisions.name as storeName', 'divisions.subdomain', 'divisions.custom_domain as customDomain', 'users.first_name', 'users.last_name'])
    .where('orders.id', '=', id)
    .executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

/** The order's status, change and pigeonhole logs, each with who did it. */
export async function loadLogs(db: Db, id: number) {
  const [statusRows, changeRows, pigeonRows] = await Promise.all([
    db
      .selectFrom('order_status_logs')
      .leftJoin('users', 'users.id', 'order_status_logs.user_id')
      .select(['order_status_logs.status', 'order_status_logs.created_at', 'users.email', 'users.first_name', 'users.last_name'])
      .where('order_status_logs.order_id', '=', id)
      .orderBy('order_status_logs.id')
      .execute(),
    db
      .selectFrom('order_change_logs')
      .leftJoin('users', 'users.id', 'order_change_logs.user_id')
      .select([
        'order_change_logs.kind',
        'order_change_logs.actor',
        'order_change_logs.detail_json',
        'order_change_logs.created_at',
        'users.email',
        'users.first_name',
        'users.last_name',
      ])
      .where('order_change_logs.order_id', '=', id)
      .orderBy('order_change_logs.id')
      .limit(500)
      .execute(),
    db
      .selectFrom('pigeonhole_logs')
      .innerJoin('pigeonholes', 'pigeonholes.id', 'pigeonhole_logs.pigeonhole_id')
      .leftJoin('users', 'users.id', 'pigeonhole_logs.user_id')
      .select([
        'pigeonholes.factory',
        'pigeonholes.number',
        'pigeonhole_logs.action',
        'pigeonhole_logs.order_item_id',
        'pigeonhole_logs.created_at',
        'users.email',
        'users.first_name',
        'users.last_name',
      ])
      .where('pigeonhole_logs.order_id', '=', id)
      .orderBy('pigeonhole_logs.id')
      .execute(),
  ]);
  return { statusRows, changeRows, pigeonRows };
}

/** The order's items with their factory labels (and the labels' logs), print files and returns. */
export async function loadItems(db: Db, id: number) {
  const [itemRows, labelRows, fileRows, returnRows] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('factory_labels').selectAll().where('order_id', '=', id).orderBy('order_item_id').orderBy('counter').execute(),
    db.selectFrom('order_item_files').select(['order_item_id', 'side', 'url', 'width', 'height']).where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('return_logs').selectAll().where('order_id', '=', id).orderBy('id').execute(),
  ]);
  const labelIds = labelRows.map((label) => label.id);
  const labelLogRows =
    labelIds.length === 0
      ? []
      : await db
          .selectFrom('label_logs')
          .leftJoin('users', 'users.id', 'label_logs.user_id')
          .select(['label_logs.label_id', 'label_logs.kind', 'label_logs.note', 'label_logs.created_at', 'users.email', 'users.first_name', 'users.last_name'])
          .where('label_logs.label_id', 'in', labelIds)
          .orderBy('label_logs.id')
          .execute();
  return { itemRows, labelRows, fileRows, returnRows, labelLogRows };
}

/** The order's payment attempts and refunds. */
export async function loadPayments(db: Db, id: number) {
  const [attemptRows, refundRows] = await Promise.all([
    db.selectFrom('payment_attempts').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('refunds')
      .leftJoin('users', 'users.id', 'refunds.user_id')
      .select(['refunds.amount', 'refunds.reason', 'refunds.status', 'refunds.created_at', 'users.email', 'users.first_name', 'users.last_name'])
      .where('refunds.order_id', '=', id)
      .orderBy('refunds.id')
      .execute(),
  ]);
  return { attemptRows, refundRows };
}

/** The order's parent and children (exchanges, reprints), with every status each has had. */
export async function loadRelated(db: Db, order: OrderRow) {
  const relatedRows = await db
    .selectFrom('orders')
    .select(['id', 'status', 'parent_order_id', 'reprint_reason', 'created_at'])
    .where((eb) => eb.or([eb('parent_order_id', '=', order.id), ...(order.parent_order_id === null ? [] : [eb('id', '=', order.parent_order_id)])]))
    .orderBy('id')
    .limit(200)
    .execute();
  const childHistories = await histories(
    db,
    relatedRows.map((row) => row.id),
  );
  return { relatedRows, childHistories };
}

/** Every status each of these orders has had (log + current), for isExchange. */
async function histories(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const [logs, current] = await Promise.all([
    db.selectFrom('order_status_logs').select(['order_id', 'status']).where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('orders').select(['id', 'status']).where('id', 'in', ids).execute(),
  ]);
  for (const row of logs) map.set(row.order_id, [...(map.get(row.order_id) ?? []), row.status]);
  for (const row of current) map.set(row.id, [...(map.get(row.id) ?? []), row.status]);
  return map;
}
