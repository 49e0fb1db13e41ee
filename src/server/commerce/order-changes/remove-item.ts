import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/tables.ts';
import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { logOrderChange } from '../orders/order-change-log.ts';
import { refundOrder } from '../refunds/refund-order.ts';
import { createLabels } from '../orders/create-labels.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { formatMoney } from '../../../lib/money.ts';
import { changed, claimOrder, confirmByMail, openChange, refused, type ChangeContext, type ChangedOrder } from './change-context.ts';
import { CHANGE_MESSAGES, activeLines, itemActiveQuantity, lineRefund } from './order-rules.ts';
import type { RemoveItemBody } from '../../../schemas/order-change.ts';

// Before printing, a shopper may take a line out of a paid order. Its factory
// labels are cancelled (so its active quantity is 0 and the factory makes none of it) and
// what was paid for it comes back through the payment provider.

export const REFUND_FAILED = 'We could not refund this through your payment provider, so nothing was changed. Please try again later.';

/**
 * Cancels every live label of these items (a bundle's parts with it), one 'cancel' label log
 * each; returns how many. Labels are made first if the order has none yet (idempotent).
 */
export async function cancelLabels(trx: Transaction<Database>, orderId: number, itemIds: number[], at: Date, note: string): Promise<number> {
  await createLabels(trx, orderId, at);
  if (itemIds.length === 0) return 0;
  const labels = await trx.selectFrom('factory_labels').select('id').where('order_item_id', 'in', itemIds).where('cancelled', '=', 0).execute();
  if (labels.length === 0) return 0;
  const time = at.toISOString();
  const ids = labels.map((label) => label.id);
  await trx.updateTable('factory_labels').set({ cancelled: 1, to_be_picked: 0, updated_at: time }).where('id', 'in', ids).execute();
  await trx
    .insertInto('label_logs')
    .values(ids.map((id) => ({ label_id: id, kind: 'cancel', user_id: null, note, created_at: time })))
    .execute();
  return ids.length;
}

export async function removeItem(scope: StoreScope, hash: string, body: RemoveItemBody, context: ChangeContext): Promise<ChangedOrder> {
  const { order, allowances, at } = await openChange(scope, hash, body.version, context);
  if (!allowances.removeItems) throw refused(allowances.itemsReason ?? CHANGE_MESSAGES.closed);
  const item = order.items.find((candidate) => candidate.id === body.itemId);
  if (!item) throw refused(CHANGE_MESSAGES.noItem, 'itemId');
  if (item.bundleParentId !== null) throw refused(CHANGE_MESSAGES.partOfBundle, 'itemId');
  const quantity = itemActiveQuantity(item);
  if (quantity === 0) throw refused(CHANGE_MESSAGES.removed, 'itemId');
  if (activeLines(order).length <= 1) throw refused(CHANGE_MESSAGES.lastItem, 'itemId');

  // Money first: keyed by the line, so a retry (or a second tab) finds this same refund and
  // never pays twice. A refused refund changes nothing.
  const amount = lineRefund(order, item);
  if (amount > 0) {
    const refund = await refundOrder(scope, {
      orderId: order.id,
      amount,
      reason: `Removed from the order: ${item.name}`,
      idempotencyKey: `shopper-remove:${order.id}:${item.id}`,
      userId: context.userId,
      actor: 'shopper',
      origin: context.origin,
      ...(context.now ? { now: context.now } : {}),
    });
    if (refund.status !== 'refunded') throw new ApiError('upstream', REFUND_FAILED);
  }

  const partIds = order.items.filter((candidate) => candidate.bundleParentId === item.id).map((part) => part.id);
  const version = await inTransaction(scope.db, async (trx) => {
    const version = await claimOrder(trx, order, at, { beforePrinting: true, afterRefund: true });
    const cancelled = await cancelLabels(trx, order.id, [item.id, ...partIds], at, 'Removed by the shopper');
    // Another request removed it a moment ago (same refund, by its key): nothing more to do.
    if (cancelled === 0) throw refused(CHANGE_MESSAGES.removed, 'itemId');
    await logOrderChange(trx, {
      orderId: order.id,
      orderItemId: item.id,
      actor: 'shopper',
      userId: context.userId,
      kind: 'remove_item',
      detail: { name: item.name, quantity, refund: amount },
      now: at,
    });
    await confirmByMail(trx, order, context, {
      subject: `Your order ${order.number} has been changed`,
      heading: 'An item was removed from your order',
      paragraphs: [
        `We have taken ${quantity} × ${item.name} out of your order and will not print it.`,
        amount > 0 ? `${formatMoney(amount, order.currency)} is on its way back to you.` : 'There was nothing to refund for it.',
      ],
    });
    return version;
  });
  return changed(order, version, `${item.name} was removed from your order${amount > 0 ? ` and ${formatMoney(amount, order.currency)} refunded` : ''}.`);
}
