import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { logOrderChange } from '../orders/order-change-log.ts';
import { moveOrder } from '../orders/move-order.ts';
import { refundOrder } from '../refunds/refund-order.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { formatMoney } from '../../../lib/money.ts';
import { changed, claimOrder, confirmByMail, openChange, refused, type ChangeContext, type ChangedOrder } from './change-context.ts';
import { CHANGE_MESSAGES } from './order-rules.ts';
import { REFUND_FAILED, cancelLabels } from './remove-item.ts';
import type { CancelBody } from '../../../schemas/order-change.ts';

// Before printing, a paid order may be cancelled whole: everything still to be
// given back is refunded through the payment provider, every label is cancelled, and the
// order moves to 'refunded' (through moveOrder, like every status change, in the same transaction). An unpaid order
// has nothing to give back and is simply never paid; it is not cancelled here.

export async function cancelOrder(scope: StoreScope, hash: string, body: CancelBody, context: ChangeContext): Promise<ChangedOrder> {
  const { order, allowances, at } = await openChange(scope, hash, body.version, context);
  if (!allowances.removeItems) throw refused(allowances.itemsReason ?? CHANGE_MESSAGES.closed);

  // Money first, keyed by the order: a retry finds the same refund and never pays twice.
  const amount = Math.max(0, order.total - order.refundedTotal);
  if (amount > 0) {
    const refund = await refundOrder(scope, {
      orderId: order.id,
      amount,
      reason: 'Order cancelled by the customer before printing',
      idempotencyKey: `shopper-cancel:${order.id}`,
      userId: context.userId,
      actor: 'shopper',
      origin: context.origin,
      ...(context.now ? { now: context.now } : {}),
    });
    if (refund.status !== 'refunded') throw new ApiError('upstream', REFUND_FAILED);
  }

  // Labels, log, mail and the move to 'refunded' (moveOrder joins this transaction): all or nothing.
  const version = await inTransaction(scope.db, async (trx) => {
    await claimOrder(trx, order, at, { beforePrinting: true, afterRefund: true });
    // Read under the claim's row lock: a second tab's cancel that got here first is final.
    const earlier = await trx
      .selectFrom('order_change_logs')
      .select('id')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'cancel_order')
      .executeTakeFirst();
    if (earlier) throw new ApiError('conflict', CHANGE_MESSAGES.stale);
    const itemIds = order.items.map((item) => item.id);
    await cancelLabels(trx, order.id, itemIds, at, 'Order cancelled by the shopper');
    await logOrderChange(trx, {
      orderId: order.id,
      actor: 'shopper',
      userId: context.userId,
      kind: 'cancel_order',
      detail: { from: order.status, refund: amount },
      now: at,
    });
    await confirmByMail(trx, order, context, {
      subject: `Your order ${order.number} has been cancelled`,
      heading: 'Your order has been cancelled',
      paragraphs: [
        'We have cancelled your order as you asked: nothing of it will be printed.',
        amount > 0 ? `${formatMoney(amount, order.currency)} is on its way back to you.` : 'Everything you paid has been refunded already.',
      ],
    });
    await moveOrder({ db: trx, division: scope.division }, order.id, 'refunded', context.userId, { from: order.status, now: at });
    return (await trx.selectFrom('orders').select('version').where('id', '=', order.id).executeTakeFirstOrThrow()).version;
  });
  return changed(order, version, `Your order has been cancelled${amount > 0 ? ` and ${formatMoney(amount, order.currency)} refunded` : ''}.`, 'refunded');
}
