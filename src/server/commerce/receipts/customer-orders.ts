import type { StoreScope } from '../../stores/index.ts';
import { orderTotals, type OrderTotals } from './order-reader.ts';

// A customer's orders in one store, newest first, a bounded page at a time (index
// orders_division_user covers the query).

export const ORDER_HISTORY_PAGE_SIZE = 20;

export interface OrderSummary {
  hash: string;
  status: string;
  currency: string;
  totals: OrderTotals;
  /** Items bought; a bundle counts once, its parts are inside it. */
  itemCount: number;
  createdAt: string;
}

export interface CustomerOrders {
  orders: OrderSummary[];
  total: number;
}

export async function listCustomerOrders(scope: StoreScope, userId: number, page = 1): Promise<CustomerOrders> {
  const { db, division } = scope;
  const mine = db.selectFrom('orders').where('division_id', '=', division.id).where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    mine
      .select(['orders.id', 'hash', 'status', 'currency', 'subtotal', 'goods_tax', 'discount', 'shipping', 'shipping_tax', 'total', 'created_at'])
      .select((eb) =>
        eb
          .selectFrom('order_items')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.bundle_parent_id', 'is', null)
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('quantity'), inner.lit(0)).as('n'))
          .as('item_count'),
      )
      .orderBy('created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(ORDER_HISTORY_PAGE_SIZE)
      .offset((page - 1) * ORDER_HISTORY_PAGE_SIZE)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    orders: rows.map((row) => ({
      hash: row.hash,
      status: row.status,
      currency: row.currency,
      totals: orderTotals(row),
      itemCount: Number(row.item_count ?? 0),
      createdAt: row.created_at,
    })),
    total: Number(count.n),
  };
}
