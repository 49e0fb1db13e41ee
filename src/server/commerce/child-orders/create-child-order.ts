import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { StoreScope } from '../../stores/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { OrderItemTable, OrderTable } from '../../../platform/db/commerce-tables.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { randomToken } from '../../../platform/security/tokens.ts';
import { ORDER_HASH_BYTES } from '../orders/create-order.ts';
import { sendToFactory } from '../orders/mark-paid.ts';
import { logOrderChange } from '../orders/order-change-log.ts';
import { sendOrderChangeMail } from '../orders/order-change-mail.ts';
import { ProductOption } from '../../../schemas/product.ts';
import { activeQuantity } from '../../../lib/after-sale/order-changes.ts';
import { isOffered } from '../../../lib/after-sale/product-choices.ts';
import { orderNumber } from '../../../lib/order-number.ts';

// Orders have children (reprints and exchanges); an exchange is a child order with no
// reprint reason that was never refunded. Replacing goods never edits the order that was
// paid. A reprint (with its reason) or an exchange (another size or colour) is a new, free
// child order that goes through the factory like any other, with its own labels.

export interface ChildOrderItem {
  /** The parent order's item this one replaces. */
  parentItemId: number;
  quantity: number;
  /** For an exchange: the size and colour wanted (the parent item's when left out). */
  size?: string | null;
  colour?: string | null;
}

export interface ChildOrderRequest {
  parentOrderId: number;
  kind: 'exchange' | 'reprint';
  /** Required for a reprint (a child with a reprint reason is a reprint). */
  reprintReason?: string;
  items: ChildOrderItem[];
  userId: number | null;
  actor: 'shopper' | 'staff' | 'system';
  /** The store's origin, for the link in the exchange mail. */
  origin: string;
  now?: Date;
}

const options = z.array(ProductOption).catch([]);

type ParentOrder = Selectable<OrderTable>;

/** One replacement: the parent's item, how many, in which colour and size. */
interface ChildLine {
  item: Selectable<OrderItemTable>;
  quantity: number;
  colour: string | null;
  size: string | null;
}

/** The parent order, when it is this store's and paid. */
async function paidParent(trx: Db, scope: StoreScope, parentOrderId: number): Promise<ParentOrder> {
  const parent = await trx.selectFrom('orders').selectAll().where('id', '=', parentOrderId).executeTakeFirst();
  if (!parent) throw new ApiError('notFound', 'No such order.');
  if (parent.division_id !== scope.division.id) throw new ApiError('otherStore');
  if (parent.paid_at === null) throw ApiError.validation({ items: ['Only a paid order can be exchanged or reprinted.'] });
  return parent;
}

/** The replacements asked for, each checked against the parent's item: not a bundle, not more than is left, a size and colour the product offers. */
async function childLines(trx: Db, parent: ParentOrder, request: ChildOrderRequest): Promise<ChildLine[]> {
  const parentItems = await trx.selectFrom('order_items').selectAll().where('order_id', '=', parent.id).execute();
  const cancelled = await trx
    .selectFrom('factory_labels')
    .select(['order_item_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('order_id', '=', parent.id)
    .where('cancelled', '=', 1)
    .groupBy('order_item_id')
    .execute();
  const masters = new Set(parentItems.map((item) => item.bundle_parent_id).filter((id): id is number => id !== null));
  const productIds = [...new Set(parentItems.map((item) => item.product_id).filter((id): id is number => id !== null))];
  const products = productIds.length === 0 ? [] : await trx.selectFrom('products').select(['id', 'options_json']).where('id', 'in', productIds).execute();

  return request.items.map((wanted, index) => {
    const item = parentItems.find((candidate) => candidate.id === wanted.parentItemId);
    const field = `items.${index}`;
    if (!item) throw ApiError.validation({ [field]: ['This item is not part of the order.'] });
    if (masters.has(item.id)) throw ApiError.validation({ [field]: ['Choose the garment of the bundle to replace, not the bundle.'] });
    const cancelledLabels = Number(cancelled.find((row) => row.order_item_id === item.id)?.count ?? 0);
    // A reprint replaces units still in the order; an exchange replaces units sent back (already counted as returned).
    const most =
      request.kind === 'reprint'
        ? activeQuantity({ quantity: item.quantity, returnedQuantity: item.returned_quantity, cancelledLabels })
        : item.quantity - cancelledLabels;
    if (!Number.isInteger(wanted.quantity) || wanted.quantity < 1 || wanted.quantity > most)
      throw ApiError.validation({ [field]: [most < 1 ? 'Nothing of this item is left to replace.' : `Max ${most}`] });
    const colour = wanted.colour === undefined ? item.colour : wanted.colour;
    const size = wanted.size === undefined ? item.size : wanted.size;
    const product = products.find((candidate) => candidate.id === item.product_id);
    if (
      product &&
      (colour !== item.colour || size !== item.size) &&
      !isOffered(options.parse(fromJson(product.options_json, 'products.options_json')), colour, size)
    ) {
      throw ApiError.validation({ [field]: ['This size or colour is not available for this product.'] });
    }
    return { item, quantity: wanted.quantity, colour, size };
  });
}

/** The child order's row: paid, free of charge, going where the parent went. */
async function insertChildOrder(trx: Db, parent: ParentOrder, hash: string, reprintReason: string | null, time: string): Promise<number> {
  const { id } = await trx
    .insertInto('orders')
    .values({
      uuid: randomUUID(),
      hash,
      division_id: parent.division_id,
      user_id: parent.user_id,
      basket_id: null,
      email: parent.email,
      status: 'paid',
      currency: parent.currency,
      // Nothing to pay: the customer paid for these goods on the parent order.
      subtotal: 0,
      goods_tax: 0,
      discount: 0,
      shipping: 0,
      shipping_tax: 0,
      total: 0,
      coupon_code: null,
      shipping_method: parent.shipping_method,
      shipping_address_json: parent.shipping_address_json,
      billing_address_json: parent.billing_address_json,
      payment_method: 'No charge',
      transaction_id: null,
      paid_at: time,
      factory: parent.factory,
      priority: parent.priority,
      parent_order_id: parent.id,
      reprint_reason: reprintReason,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The child's items, each with the print files of the item it replaces. */
async function insertChildItems(trx: Db, orderId: number, lines: readonly ChildLine[], time: string): Promise<void> {
  for (const line of lines) {
    const { id: itemId } = await trx
      .insertInto('order_items')
      .values({
        order_id: orderId,
        product_id: line.item.product_id,
        name: line.item.name,
        sku: line.item.sku,
        image: line.item.image,
        colour: line.colour,
        size: line.size,
        quantity: line.quantity,
        price: 0,
        tax: 0,
        bundle_parent_id: null,
        parent_item_id: line.item.id,
        personalization_json: line.item.personalization_json,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The same print files go to the factory again: the design did not change.
    const files = await trx.selectFrom('order_item_files').selectAll().where('order_item_id', '=', line.item.id).execute();
    if (files.length > 0) {
      await trx
        .insertInto('order_item_files')
        .values(files.map(({ id: _id, ...file }) => ({ ...file, order_item_id: itemId, order_id: orderId, created_at: time })))
        .execute();
    }
  }
}

/** Each replacement in the parent's change log, and the parent's version bumped. */
async function logOnParent(trx: Db, parent: ParentOrder, childId: number, lines: readonly ChildLine[], request: ChildOrderRequest, reason: string, now: Date) {
  for (const line of lines) {
    await logOrderChange(trx, {
      orderId: parent.id,
      orderItemId: line.item.id,
      actor: request.actor,
      userId: request.userId,
      kind: request.kind,
      detail: {
        childOrderId: childId,
        quantity: line.quantity,
        ...(request.kind === 'reprint'
          ? { reason }
          : { from: { colour: line.item.colour, size: line.item.size }, to: { colour: line.colour, size: line.size } }),
      },
      now,
    });
  }
  await trx
    .updateTable('orders')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('id', '=', parent.id)
    .execute();
}

/** Tells the customer their exchange is being made: each line, "2 × Tee (Black, M → Black, L)". */
async function mailExchange(trx: Db, parent: ParentOrder, lines: readonly ChildLine[], hash: string, origin: string): Promise<void> {
  const changes = lines.map((line) => {
    const was = [line.item.colour, line.item.size].filter(Boolean).join(', ');
    const now = [line.colour, line.size].filter(Boolean).join(', ');
    return `${line.quantity} × ${line.item.name}${was === now ? (now ? ` (${now})` : '') : ` (${was} → ${now})`}`;
  });
  await sendOrderChangeMail(trx, {
    orderId: parent.id,
    origin,
    subject: `Your exchange for order ${orderNumber(parent.id)} is on its way`,
    heading: 'Your exchange is being made',
    paragraphs: ['We are printing your replacement now, free of charge, and will send it to the same address.'],
    changes,
    button: { label: 'Follow your exchange', href: `/receipt/${hash}` },
  });
}

/** Makes the child order in one transaction: order, items, print files, status log, labels, the parent's change log. */
export async function createChildOrder(scope: StoreScope, request: ChildOrderRequest): Promise<{ orderId: number; hash: string }> {
  const now = request.now ?? new Date();
  const time = now.toISOString();
  const reason = request.reprintReason?.trim() ?? '';
  if (request.kind === 'reprint' && reason === '') throw ApiError.validation({ reprintReason: ['This field is required.'] });
  if (request.items.length === 0) throw ApiError.validation({ items: ['This field is required.'] });

  return scope.db.transaction().execute(async (trx) => {
    const parent = await paidParent(trx, scope, request.parentOrderId);
    const lines = await childLines(trx, parent, request);
    const hash = randomToken(ORDER_HASH_BYTES);
    const id = await insertChildOrder(trx, parent, hash, request.kind === 'reprint' ? reason : null, time);
    await insertChildItems(trx, id, lines, time);
    await trx.insertInto('order_status_logs').values({ order_id: id, status: 'paid', user_id: request.userId, created_at: time }).execute();
    await sendToFactory(trx, id, now);
    await logOnParent(trx, parent, id, lines, request, reason, now);
    if (request.kind === 'exchange') await mailExchange(trx, parent, lines, hash, request.origin);
    return { orderId: id, hash };
  });
}
