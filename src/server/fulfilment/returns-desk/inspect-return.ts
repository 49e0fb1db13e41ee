import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { orderStoreScope } from '../../accounts/index.ts';
import { refundOrder } from '../../commerce/index.ts';
import { createChildOrder } from '../../commerce/index.ts';
import { logOrderChange } from '../../commerce/index.ts';
import { sendOrderChangeMail } from '../../commerce/index.ts';
import { paidShare } from './paid-share.ts';
import { findReturnRow, wantedOf } from './return-rows.ts';
import type { ReturnRow } from '../../../schemas/factory.ts';

// Inspecting a received return ends it one of three ways:
// - refund: the item's paid share × the quantity goes back through the payment provider
//   (refundOrder, idempotent per return), then the units count as returned;
// - exchange: a free child order with the size/colour wanted (createChildOrder), the units
//   count as returned;
// - rejected: nothing goes back (the note says why; the customer is told).
// The return is claimed first with a compare-and-set (received → inspected), so two people
// inspecting it at once act once; when the refund or the exchange fails the claim is released.

export type InspectOutcome = 'refund' | 'exchange' | 'rejected';

export interface InspectRequest {
  outcome: InspectOutcome;
  note: string;
  /** For an exchange: overrides of the size and colour the customer asked for. */
  size?: string | null;
  colour?: string | null;
  userId: number;
  /** A function of the order's store, so mail links go to the store the customer bought from. */
  origin: (scope: Awaited<ReturnType<typeof orderStoreScope>>) => string;
  now?: Date;
}

const OUTCOME_OF = { refund: 'refunded', exchange: 'exchanged', rejected: 'rejected' } as const;

export async function inspectReturn(db: Db, returnId: number, request: InspectRequest): Promise<ReturnRow> {
  const now = request.now ?? new Date();
  const at = now.toISOString();
  const log = await db.selectFrom('return_logs').selectAll().where('id', '=', returnId).executeTakeFirst();
  if (!log) throw new ApiError('notFound', 'No such return.');
  if (log.status === 'requested') throw ApiError.validation({ outcome: [`Return ${log.label_code} has not been received yet: receive the parcel first.`] });
  if (log.status === 'inspected') throw new ApiError('conflict', `Return ${log.label_code} was already inspected.`);
  const scope = await orderStoreScope(db, log.order_id);
  const origin = request.origin(scope);

  const claimed = await db
    .updateTable('return_logs')
    .set({ status: 'inspected', inspected_at: at, inspection_note: request.note, outcome: OUTCOME_OF[request.outcome] })
    .where('id', '=', log.id)
    .where('status', '=', 'received')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError('conflict', `Return ${log.label_code} was already inspected.`);
  const release = () =>
    db.updateTable('return_logs').set({ status: 'received', inspected_at: null, inspection_note: null, outcome: null }).where('id', '=', log.id).execute();

  let refundId: number | null = null;
  let exchangeOrderId: number | null = null;
  let amount: number | null = null;
  try {
    if (request.outcome === 'refund') {
      const items = await db
        .selectFrom('order_items')
        .select(['id', 'price', 'quantity', 'discount_tax_included'])
        .where('order_id', '=', log.order_id)
        .execute();
      const order = await db.selectFrom('orders').select(['discount']).where('id', '=', log.order_id).executeTakeFirstOrThrow();
      amount = paidShare(
        items.map((item) => ({ id: item.id, price: item.price, quantity: item.quantity, discount: item.discount_tax_included })),
        order.discount,
        log.order_item_id,
        log.quantity,
      );
      if (amount <= 0) throw ApiError.validation({ outcome: ['Nothing was paid for this item: choose exchange or rejected.'] });
      const refund = await refundOrder(scope, {
        orderId: log.order_id,
        amount,
        reason: `Return ${log.label_code}: ${log.reason}`,
        idempotencyKey: `return-log-${log.id}`,
        userId: request.userId,
        actor: 'staff',
        origin,
        now,
      });
      if (refund.status !== 'refunded') throw new ApiError('upstream', 'The payment provider did not give the refund: nothing was refunded. Try again.');
      refundId = refund.id;
    } else if (request.outcome === 'exchange') {
      const wanted = wantedOf(log.wanted_json);
      const child = await createChildOrder(scope, {
        parentOrderId: log.order_id,
        kind: 'exchange',
        items: [
          {
            parentItemId: log.order_item_id,
            quantity: log.quantity,
            size: request.size || wanted.size || undefined,
            colour: request.colour || wanted.colour || undefined,
          },
        ],
        userId: request.userId,
        actor: 'staff',
        origin,
        now,
      });
      exchangeOrderId = child.orderId;
    }
  } catch (error) {
    await release();
    throw error;
  }

  await db.transaction().execute(async (trx) => {
    await trx.updateTable('return_logs').set({ refund_id: refundId, exchange_order_id: exchangeOrderId }).where('id', '=', log.id).execute();
    if (request.outcome !== 'rejected') {
      await trx
        .updateTable('order_items')
        .set((eb) => ({ returned_quantity: eb('returned_quantity', '+', log.quantity) }))
        .where('id', '=', log.order_item_id)
        .execute();
    }
    await logOrderChange(trx, {
      orderId: log.order_id,
      orderItemId: log.order_item_id,
      actor: 'staff',
      userId: request.userId,
      kind: 'return_inspected',
      detail: {
        returnLogId: log.id,
        code: log.label_code,
        outcome: OUTCOME_OF[request.outcome],
        note: request.note,
        quantity: log.quantity,
        ...(amount !== null ? { amount } : {}),
        ...(exchangeOrderId ? { childOrderId: exchangeOrderId } : {}),
      },
      now,
    });
    await trx
      .updateTable('orders')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', log.order_id)
      .execute();
    if (request.outcome === 'rejected') {
      await sendOrderChangeMail(trx, {
        orderId: log.order_id,
        origin,
        subject: `Your return for order #${log.order_id}`,
        heading: 'We could not accept your return',
        paragraphs: [
          'We have inspected the item you sent back and could not accept the return.',
          ...(request.note ? [`Note from our team: ${request.note}`] : []),
        ],
      });
    }
  });
  return (await findReturnRow(db, log.id))!;
}
