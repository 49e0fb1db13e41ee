import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database.ts';
import type { Division } from '../schemas/division.ts';
import type { OrderAddress } from '../server/commerce/index.ts';
import { randomToken } from '../platform/security/tokens.ts';
import { toJson } from '../platform/db/json.ts';
import { listProducts } from '../server/catalogue/index.ts';
import { lineImage } from '../server/commerce/index.ts';
import { variantPrice } from '../lib/variant-price.ts';
import { saveInvoiceSeller } from '../server/commerce/index.ts';
import { taxIncluded, UK_STANDARD_RATE_BP } from '../server/commerce/index.ts';
import { ORDER_STATUS_FLOWS } from '../lib/order-status.ts';
import { sendToFactory } from '../server/commerce/index.ts';

// Demo orders: the demo customer shopper@demo.test has a few past orders in
// each demo store, so receipts, invoices and the order history can be seen at once. Orders
// are otherwise made by checkout; this writes the same tables the same way.

/** An order item as written: prices tax-inclusive, in minor units. */
export interface SeedOrderItem {
  productId: number | null;
  name: string;
  sku: string;
  image: string | null;
  colour: string | null;
  size: string | null;
  quantity: number;
  price: number;
}

export interface SeedOrder {
  divisionId: number;
  userId: number | null;
  email: string;
  status: string;
  currency: string;
  items: SeedOrderItem[];
  shipping: number;
  discount?: number;
  couponCode?: string | null;
  shippingMethod: string;
  shippingAddress: Partial<OrderAddress>;
  billingAddress?: Partial<OrderAddress>;
  paymentMethod?: string | null;
  createdAt: string;
  /** The order's hash; a new random one (128 bits) when left out. */
  hash?: string;
}

/** The UK standard rate's tax inside a tax-inclusive price, as checkout works it out. */
export const includedVat = (amount: number): number => taxIncluded(amount, UK_STANDARD_RATE_BP);

/** The statuses an order passed through to reach `status` in the normal flow, oldest first. */
function statusTrail(status: string): string[] {
  const groups = ORDER_STATUS_FLOWS.normal;
  const position = groups.findIndex((group) => group.includes(status));
  if (position <= 0) return [status];
  return [
    ...groups
      .slice(0, position)
      .map((group) => group[0] ?? 'new')
      .filter((code) => code !== 'disputed'),
    status,
  ];
}

/** The order's lines, each price with its VAT included. */
async function insertSeedItems(trx: Db, orderId: number, items: SeedOrder['items']): Promise<void> {
  if (items.length === 0) return;
  await trx
    .insertInto('order_items')
    .values(
      items.map((item) => ({
        order_id: orderId,
        product_id: item.productId,
        name: item.name,
        sku: item.sku,
        image: item.image,
        colour: item.colour,
        size: item.size,
        quantity: item.quantity,
        price: item.price,
        tax: includedVat(item.price),
        bundle_parent_id: null,
      })),
    )
    .execute();
}

/** A paid order's successful payment attempt and, as markPaid does, its factory and its labels. */
async function recordSeedPayment(trx: Db, orderId: number, methodName: string, amount: number, paidAt: string): Promise<void> {
  await trx
    .insertInto('payment_attempts')
    .values({
      order_id: orderId,
      idempotency_key: randomToken(16),
      provider: 'test',
      method_name: methodName,
      successful: 1,
      message: 'Payment successful',
      status: 'captured',
      amount,
      provider_reference: null,
      created_at: paidAt,
      updated_at: paidAt,
    })
    .execute();
  // As markPaid does: a paid order has its factory and its labels.
  await sendToFactory(trx, orderId, new Date(paidAt));
}

/** Writes an order with its items, status log and (when paid) its successful payment attempt; returns its id and hash. */
export async function insertSeedOrder(db: Db, order: SeedOrder): Promise<{ id: number; hash: string }> {
  const hash = order.hash ?? randomToken(16);
  const subtotal = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const discount = order.discount ?? 0;
  const goodsTax = order.items.reduce((sum, item) => sum + includedVat(item.price) * item.quantity, 0) - includedVat(discount);
  const trail = statusTrail(order.status);
  const paid = trail.includes('paid') || order.status === 'paid';
  const start = Date.parse(order.createdAt);
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('orders')
      .values({
        uuid: randomUUID(),
        hash,
        division_id: order.divisionId,
        user_id: order.userId,
        basket_id: null,
        email: order.email,
        status: order.status,
        currency: order.currency,
        subtotal,
        goods_tax: goodsTax,
        discount,
        shipping: order.shipping,
        shipping_tax: includedVat(order.shipping),
        total: subtotal - discount + order.shipping,
        coupon_code: order.couponCode ?? null,
        shipping_method: order.shippingMethod,
        shipping_address_json: toJson(order.shippingAddress),
        billing_address_json: toJson(order.billingAddress ?? order.shippingAddress),
        payment_method: order.paymentMethod ?? null,
        transaction_id: paid ? `seed_${randomToken(9)}` : null,
        paid_at: paid ? at(1) : null,
        created_at: order.createdAt,
        updated_at: at(trail.length * 60),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertSeedItems(trx, row.id, order.items);
    await trx
      .insertInto('order_status_logs')
      .values(trail.map((status, index) => ({ order_id: row.id, status, user_id: null, created_at: at(index * 60) })))
      .execute();
    if (paid) await recordSeedPayment(trx, row.id, order.paymentMethod ?? 'Card', subtotal - discount + order.shipping, at(1));
    return { id: row.id, hash };
  });
}

const SELLERS: Record<string, { address: string; vatNumber: string }> = {
  demo: { address: 'Unit 4, Harbour Works\nBristol BS1 6UX\nUnited Kingdom', vatNumber: 'GB 123 4567 89' },
  north: { address: '12 Fell Road\nKeswick CA12 5AB\nUnited Kingdom', vatNumber: 'GB 987 6543 21' },
};

const SHOPPER_ADDRESS: Partial<OrderAddress> = {
  name: 'Sasha Shopper',
  street: '21 Willow Lane',
  city: 'Bath',
  state: 'Somerset',
  zip: 'BA1 2QH',
  country: 'GB',
};

/** Each past order: how long ago, its status, and which products (by catalogue position) in what. */
const PAST_ORDERS = [
  {
    daysAgo: 41,
    status: 'complete',
    lines: [
      { at: 0, quantity: 1 },
      { at: 3, quantity: 2 },
    ],
    coupon: 'WELCOME10',
  },
  { daysAgo: 9, status: 'processing', lines: [{ at: 1, quantity: 1 }] },
  {
    daysAgo: 1,
    status: 'paid',
    lines: [
      { at: 2, quantity: 1 },
      { at: 4, quantity: 1 },
    ],
  },
] as const;

/** Invoice details of the demo stores, and the demo customer's past orders in each (when the demo users exist). */
export async function seedDemoOrders(db: Db, divisions: Division[]): Promise<void> {
  const shopper = await db.selectFrom('users').select('id').where('email', '=', 'shopper@demo.test').executeTakeFirst();
  for (const division of divisions) {
    const scope = { db, division };
    const seller = SELLERS[division.subdomain];
    if (seller) await saveInvoiceSeller(scope, seller);
    if (!shopper) continue;
    const products = await listProducts(scope, { limit: 8 });
    for (const past of PAST_ORDERS) {
      const items = past.lines.flatMap(({ at, quantity }) => {
        const product = products[at % Math.max(products.length, 1)];
        if (!product) return [];
        const option = product.options[0];
        const colour = option?.colour.name ?? null;
        const size = option?.sizes[Math.min(2, option.sizes.length - 1)] ?? null;
        return [
          {
            productId: product.id,
            name: product.name,
            sku: product.sku,
            image: lineImage(product, colour),
            colour,
            size,
            quantity,
            price: variantPrice(product, colour, size).paid,
          },
        ];
      });
      const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      const coupon = 'coupon' in past ? past.coupon : null;
      await insertSeedOrder(db, {
        divisionId: division.id,
        userId: shopper.id,
        email: 'shopper@demo.test',
        status: past.status,
        currency: 'GBP',
        items,
        shipping: 399,
        discount: coupon ? Math.round(subtotal / 10) : 0,
        couponCode: coupon,
        shippingMethod: 'UK standard delivery',
        shippingAddress: SHOPPER_ADDRESS,
        paymentMethod: 'Visa ending 4242',
        createdAt: new Date(Date.now() - past.daysAgo * 86_400_000).toISOString(),
      });
    }
  }
}
