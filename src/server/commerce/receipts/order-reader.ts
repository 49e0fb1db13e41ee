import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { OrderTable } from '../../../platform/db/commerce-tables.ts';
import { readOrderAddress, type OrderAddress } from './order-address.ts';
import type { OrderTotals } from '../checkout/totals.ts';
import { isHashShaped } from './hashes.ts';
import { readPersonalization } from '../../studio/index.ts';
import type { PersonalizedText } from '../../../schemas/product.ts';

// An order as the receipt and the invoice read it: the order of this store with that
// hash, its items, status log and payment attempts. Another store's order is not found.

export interface OrderItem {
  id: number;
  productId: number | null;
  name: string;
  sku: string;
  image: string | null;
  options: { Colour: string | null; Size: string | null };
  quantity: number;
  /** Unit price including tax, and the tax in it, in minor units of the order's currency. */
  price: number;
  tax: number;
  /** The VAT rate charged, in basis points, as checkout kept it (0 for items kept before rates were). */
  rateBp: number;
  bundleParentId: number | null;
  /** What the buyer wrote into a personalizable studio product. */
  personalization: PersonalizedText[];
}

/** An item as the order shows it: a bundle's parts listed under the bundle's line. */
export interface OrderLine extends OrderItem {
  parts: OrderItem[];
}

/**
 * Groups the items of one order: parts (bundle_parent_id) under their bundle, in the order
 * they were written. A part whose bundle line is missing shows as a line of its own rather
 * than disappear.
 */
export function groupBundleParts(items: readonly OrderItem[]): OrderLine[] {
  const lines = new Map(items.filter((item) => item.bundleParentId === null).map((item) => [item.id, { ...item, parts: [] as OrderItem[] }]));
  const orphans: OrderLine[] = [];
  for (const item of items) {
    if (item.bundleParentId === null) continue;
    const parent = lines.get(item.bundleParentId);
    if (parent) parent.parts.push(item);
    else orphans.push({ ...item, parts: [] });
  }
  return [...lines.values(), ...orphans].sort((a, b) => a.id - b.id);
}

export type { OrderTotals };

export interface StatusLogEntry {
  status: string;
  userId: number | null;
  date: string;
}

export interface PaymentAttempt {
  methodName: string;
  successful: boolean;
  message: string;
  status: string;
  amount: number;
  date: string;
}

export interface Order {
  id: number;
  hash: string;
  divisionId: number;
  userId: number | null;
  email: string;
  status: string;
  currency: string;
  totals: OrderTotals;
  couponCode: string | null;
  /** How the order was taxed: uk, ioss, import-vat-due, reverse-charge or export. */
  taxTreatment: string;
  /** A business buyer's VAT number. */
  buyerVatNumber: string | null;
  shippingMethod: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  paymentMethod: string | null;
  transactionId: string | null;
  paidAt: string | null;
  createdAt: string;
  /** The lines bought, each bundle with its parts. */
  items: OrderLine[];
  statusLog: StatusLogEntry[];
  attempts: PaymentAttempt[];
}

export function orderTotals(row: Pick<Selectable<OrderTable>, 'subtotal' | 'goods_tax' | 'discount' | 'shipping' | 'shipping_tax' | 'total'>): OrderTotals {
  return { subtotal: row.subtotal, goodsTax: row.goods_tax, discount: row.discount, shipping: row.shipping, shippingTax: row.shipping_tax, total: row.total };
}

/** The store's order with this hash, with everything the receipt and invoice show; undefined when there is none. */
export async function findOrderByHash(scope: StoreScope, hash: string | undefined): Promise<Order | undefined> {
  if (!isHashShaped(hash)) return undefined;
  const { db, division } = scope;
  const row = await db.selectFrom('orders').selectAll().where('hash', '=', hash).where('division_id', '=', division.id).executeTakeFirst();
  return row && readOrder(db, row);
}

/** The order with this id (any store's: for work inside a transaction that already holds it), undefined when there is none. */
export async function findOrderById(db: Db, id: number): Promise<Order | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row && readOrder(db, row);
}

async function readOrder(db: Db, row: Selectable<OrderTable>): Promise<Order> {
  const [items, logs, attempts] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', row.id).orderBy('id').execute(),
    db.selectFrom('order_status_logs').selectAll().where('order_id', '=', row.id).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('payment_attempts').selectAll().where('order_id', '=', row.id).orderBy('created_at').orderBy('id').execute(),
  ]);
  return {
    id: row.id,
    hash: row.hash,
    divisionId: row.division_id,
    userId: row.user_id,
    email: row.email,
    status: row.status,
    currency: row.currency,
    totals: orderTotals(row),
    couponCode: row.coupon_code,
    taxTreatment: row.tax_treatment,
    buyerVatNumber: row.buyer_vat_number,
    shippingMethod: row.shipping_method,
    shippingAddress: readOrderAddress(row.shipping_address_json, 'orders.shipping_address_json'),
    billingAddress: readOrderAddress(row.billing_address_json, 'orders.billing_address_json'),
    paymentMethod: row.payment_method,
    transactionId: row.transaction_id,
    paidAt: row.paid_at,
    createdAt: row.created_at,
    items: groupBundleParts(
      items.map((item) => ({
        id: item.id,
        productId: item.product_id,
        name: item.name,
        sku: item.sku,
        image: item.image,
        options: { Colour: item.colour, Size: item.size },
        quantity: item.quantity,
        price: item.price,
        tax: item.tax,
        rateBp: item.tax_rate_bp,
        bundleParentId: item.bundle_parent_id,
        personalization: readPersonalization(item.personalization_json),
      })),
    ),
    statusLog: logs.map((log) => ({ status: log.status, userId: log.user_id, date: log.created_at })),
    attempts: attempts.map((attempt) => ({
      methodName: attempt.method_name,
      successful: attempt.successful === 1,
      message: attempt.message,
      status: attempt.status,
      amount: attempt.amount,
      date: attempt.created_at,
    })),
  };
}
