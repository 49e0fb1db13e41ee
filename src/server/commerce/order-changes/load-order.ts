import { sql, type Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import type { OrderItemTable } from '../../../platform/db/commerce-tables.ts';
import type { ReturnLogTable } from '../../../platform/db/after-sale-tables.ts';
import type { StoreScope } from '../../stores/index.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { isHashShaped } from '../receipts/hashes.ts';
import { readOrderAddress, type OrderAddress } from '../receipts/order-address.ts';
import { ProductOption } from '../../../schemas/product.ts';
import { DEFAULT_RETURN_WINDOW_DAYS } from '../../../lib/after-sale/order-changes.ts';
import type { ChangeableItem, ChangeableOrder } from './order-rules.ts';
import { orderNumber } from '../../../lib/order-number.ts';

// One order as the shopper's change page and its calls see it: the order of THIS store with
// that hash (another store's, or none, is not found), its lines with what the factory holds
// for them (cancelled labels, printed units) and what was asked back already.

export interface OrderForChanges extends ChangeableOrder {
  hash: string;
  divisionId: number;
  /** The order number the shopper sees in the mails: "#" and the id. */
  number: string;
  email: string;
  currency: string;
  shippingMethod: string;
  shippingAddress: OrderAddress;
  createdAt: string;
  /** The return requests made, newest first, with their label codes. */
  returns: ReturnRequest[];
}

export interface ReturnRequest {
  itemId: number;
  itemName: string;
  quantity: number;
  kind: 'return' | 'exchange';
  reason: string;
  wanted: { colour?: string; size?: string };
  status: string;
  outcome: string | null;
  labelCode: string;
  createdAt: string;
}

const Wanted = z.object({ colour: z.string().optional(), size: z.string().optional() }).catch({});
const ReturnWindow = z
  .object({ returnWindowDays: z.int().min(0).max(365) })
  .partial()
  .catch({});
const Options = z.array(ProductOption).catch([]);

/** The store's return window in days: divisions.settings_json.returnWindowDays, else the default. */
export async function returnWindowDays(db: Db, divisionId: number): Promise<number> {
  const row = await db.selectFrom('divisions').select('settings_json').where('id', '=', divisionId).executeTakeFirst();
  return ReturnWindow.parse(fromJson(row?.settings_json, 'divisions.settings_json') ?? {}).returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
}

/** The store's order with this hash, ready for the change rules; undefined when there is none. */
export async function loadOrderForChanges(scope: StoreScope, hash: string | undefined): Promise<OrderForChanges | undefined> {
  if (!isHashShaped(hash)) return undefined;
  const row = await scope.db.selectFrom('orders').select('id').where('hash', '=', hash).where('division_id', '=', scope.division.id).executeTakeFirst();
  return row ? loadOrderById(scope.db, scope, row.id) : undefined;
}

type ItemRow = Selectable<OrderItemTable>;
type ReturnLogRow = Selectable<ReturnLogTable>;

/** The options (colours, sizes) each of the items' products offers now, by product id. */
async function productOptions(db: Db, scope: StoreScope, items: readonly ItemRow[]): Promise<Map<number, ProductOption[]>> {
  const productIds = [...new Set(items.map((item) => item.product_id).filter((id): id is number => id !== null))];
  const products =
    productIds.length === 0
      ? []
      : await db.selectFrom('products').select(['id', 'options_json']).where('id', 'in', productIds).where('division_id', '=', scope.division.id).execute();
  return new Map(products.map((product) => [product.id, Options.parse(fromJson(product.options_json, 'products.options_json') ?? [])]));
}

/** The order's lines with what the factory holds for them (cancelled labels) and what was asked back. */
function changeableItems(
  items: readonly ItemRow[],
  labels: readonly { order_item_id: number; cancelled: number }[],
  returns: readonly ReturnLogRow[],
  optionsOf: ReadonlyMap<number, ProductOption[]>,
): ChangeableItem[] {
  const cancelledOf = new Map(labels.map((label) => [label.order_item_id, Number(label.cancelled)]));
  const changeable: ChangeableItem[] = items.map((item) => ({
    id: item.id,
    productId: item.product_id,
    name: item.name,
    sku: item.sku,
    colour: item.colour,
    size: item.size,
    quantity: item.quantity,
    price: item.price,
    tax: item.tax,
    bundleParentId: item.bundle_parent_id,
    returnedQuantity: item.returned_quantity,
    cancelledLabels: cancelledOf.get(item.id) ?? 0,
    // Asked back and not yet decided (on its way, or received and awaiting inspection): once
    // inspected, a refunded or exchanged unit counts in returned_quantity, a rejected one is the shopper's again.
    requestedQuantity: returns.filter((log) => log.order_item_id === item.id && log.outcome === null).reduce((sum, log) => sum + log.quantity, 0),
    options: item.product_id === null ? [] : (optionsOf.get(item.product_id) ?? []),
  }));
  // A bundle's line has no labels of its own (its parts are the garments): it is cancelled
  // once every part is.
  for (const line of changeable) {
    const parts = changeable.filter((part) => part.bundleParentId === line.id);
    if (parts.length > 0 && parts.every((part) => part.cancelledLabels >= part.quantity)) line.cancelledLabels = line.quantity;
  }
  return changeable;
}

function returnRequests(returns: readonly ReturnLogRow[], items: readonly ItemRow[]): ReturnRequest[] {
  return returns.map((log) => ({
    itemId: log.order_item_id,
    itemName: items.find((item) => item.id === log.order_item_id)?.name ?? '',
    quantity: log.quantity,
    kind: log.kind,
    reason: log.reason,
    wanted: Wanted.parse(fromJson(log.wanted_json, 'return_logs.wanted_json') ?? {}),
    status: log.status,
    outcome: log.outcome,
    labelCode: log.label_code,
    createdAt: log.created_at,
  }));
}

/** Reads the order `orderId` of the scope's store through `db` (a transaction when a service re-reads under its lock). */
export async function loadOrderById(db: Db, scope: StoreScope, orderId: number): Promise<OrderForChanges | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('division_id', '=', scope.division.id).executeTakeFirst();
  if (!order) return undefined;
  const [items, labels, printed, completed, returns, windowDays] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db
      .selectFrom('factory_labels')
      .select(['order_item_id', sql<number>`sum(case when cancelled = 1 then 1 else 0 end)`.as('cancelled')])
      .where('order_id', '=', order.id)
      .groupBy('order_item_id')
      .execute(),
    db
      .selectFrom('label_logs')
      .innerJoin('factory_labels', 'factory_labels.id', 'label_logs.label_id')
      .select('label_logs.id')
      .where('factory_labels.order_id', '=', order.id)
      .where('label_logs.kind', '=', 'print')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('order_status_logs')
      .select('created_at')
      .where('order_id', '=', order.id)
      .where('status', '=', 'complete')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('return_logs').selectAll().where('order_id', '=', order.id).orderBy('id', 'desc').execute(),
    returnWindowDays(db, order.division_id),
  ]);
  const optionsOf = await productOptions(db, scope, items);
  const changeable = changeableItems(items, labels, returns, optionsOf);
  const address = readOrderAddress(order.shipping_address_json, 'orders.shipping_address_json');
  return {
    id: order.id,
    hash: order.hash,
    divisionId: order.division_id,
    number: orderNumber(order.id),
    email: order.email,
    status: order.status,
    version: order.version,
    paid: order.paid_at !== null,
    currency: order.currency,
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    refundedTotal: order.refunded_total,
    shippingCountry: address.country,
    shippingMethod: order.shipping_method,
    shippingAddress: address,
    printed: printed !== undefined,
    completedAt: completed?.created_at ?? null,
    returnWindowDays: windowDays,
    createdAt: order.created_at,
    items: changeable,
    returns: returnRequests(returns, items),
  };
}
