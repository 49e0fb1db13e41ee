import { z } from 'zod';
import { defineTask } from '../../../platform/jobs/task.ts';
import type { Db } from '../../../platform/db/database.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { orderReceiptEmail } from './order-receipt-template.ts';
import { orderNumber } from '../../../lib/order-number.ts';
import { findDivisionById } from '../../stores/index.ts';
import { readPersonalization } from '../../studio/index.ts';

/** Writes the order mail (receipt) of a paid order to the outbox, from where it is delivered. */
export async function sendOrderMail(db: Db, orderId: number, origin: string): Promise<void> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return;
  const division = await findDivisionById(db, order.division_id);
  if (!division) return;
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const mail = orderReceiptEmail({
    storeName: division.companyName,
    orderNumber: orderNumber(order.id),
    currency: order.currency,
    items: items
      .filter((item) => item.bundle_parent_id === null)
      .map((item) => ({
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        colour: item.colour,
        size: item.size,
        personalization: readPersonalization(item.personalization_json).map((field) => `${field.label} “${field.text}”`),
        parts: items
          .filter((part) => part.bundle_parent_id === item.id)
          .map((part) => `${part.quantity} × ${part.name}${part.colour || part.size ? ` (${[part.colour, part.size].filter(Boolean).join(', ')})` : ''}`),
      })),
    totals: {
      subtotal: order.subtotal,
      discount: order.discount,
      shipping: order.shipping,
      total: order.total,
      goodsTax: order.goods_tax,
      shippingTax: order.shipping_tax,
    },
    couponCode: order.coupon_code,
    receiptUrl: `${origin}/receipt/${order.hash}`,
    invoiceUrl: `${origin}/invoice/${order.hash}`,
    changeUrl: `${origin}/edit-order/${order.hash}`,
  });
  await sendMail(db, { to: order.email, ...mail, template: 'order-receipt', divisionId: division.id });
}

/**
 * Enqueued in the transaction that marks the order paid, so the mail goes out exactly when
 * the payment is committed. One attempt writes the outbox row; SMTP delivery is mail.deliver's.
 */
export const orderMailTask = defineTask({
  name: 'order.mail',
  payload: z.object({ orderId: z.int().positive(), origin: z.url() }),
  maxAttempts: 5,
  run: ({ orderId, origin }, { db }) => sendOrderMail(db, orderId, origin),
});
