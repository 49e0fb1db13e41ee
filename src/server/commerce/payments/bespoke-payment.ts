import type { Db } from '../../../platform/db/database.ts';
import { moveOrder } from '../orders/move-order.ts';
import { findDivisionById } from '../../stores/index.ts';
import { quotePagePath } from '../../../lib/quote-pages.ts';
import { mailBespokeUpdate } from './bespoke-update-mail.ts';

// A bespoke order is paid through the same /pay/{order}/ flow as any order,
// at the price staff quoted (orders.total), once the customer approved the mockup. Paid, it
// moves along the bespoke flow — bespoke_approved → bespoke_paid through moveOrder — never to
// the normal flow's 'paid'.

/** The bespoke status that waits for the payment. */
export const BESPOKE_AWAITING_PAYMENT = 'bespoke_approved';
export const BESPOKE_PAID = 'bespoke_paid';

export const isBespokeAwaitingPayment = (status: string) => status === BESPOKE_AWAITING_PAYMENT;

/** Where a paid order's customer goes: a bespoke order's own page rather than the receipt. */
export function paidLocation(order: { status: string; hash: string }): string | null {
  return order.status === BESPOKE_AWAITING_PAYMENT || order.status === BESPOKE_PAID ? quotePagePath(order.hash) : null;
}

export interface BespokePaidWith {
  transactionId: string;
  paymentMethod: string;
  origin: string;
  userId: number | null;
}

/**
 * Inside the caller's transaction: bespoke_approved → bespoke_paid with its log row (moveOrder),
 * the payment recorded on the order, and the customer's mail. An order no longer awaiting
 * payment changes nothing (false), so a webhook after the request is harmless.
 */
export async function markBespokePaid(trx: Db, orderId: number, paid: BespokePaidWith, now = new Date()): Promise<boolean> {
  const order = await trx.selectFrom('orders').select(['id', 'status', 'division_id', 'email', 'hash']).where('id', '=', orderId).executeTakeFirst();
  if (!order || order.status !== BESPOKE_AWAITING_PAYMENT) return false;
  const division = await findDivisionById(trx, order.division_id);
  if (!division) return false;
  const scope = { db: trx, division };
  await moveOrder(scope, orderId, BESPOKE_PAID, paid.userId, { from: BESPOKE_AWAITING_PAYMENT, now });
  const time = now.toISOString();
  await trx
    .updateTable('orders')
    .set({ transaction_id: paid.transactionId, payment_method: paid.paymentMethod, paid_at: time, updated_at: time })
    .where('id', '=', orderId)
    .execute();
  await mailBespokeUpdate(trx, scope, order.email, order.hash, paid.origin, {
    subject: 'Payment received',
    heading: 'Thank you for your payment',
    paragraphs: ['We have received your payment. Your bespoke order goes into production next.'],
    linkLabel: 'View your order',
  });
  return true;
}
