import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { ReturnLogTable } from '../../../platform/db/after-sale-tables.ts';
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

type ReturnLog = Selectable<ReturnLogTable>;
type OrderScope = Awaited<ReturnType<typeof orderStoreScope>>;

/** What the outcome did: the refund given and its amount, or the exchange order made. */
interface Settled {
  refundId: number | null;
  exchangeOrderId: number | null;
  amount: number | null;
}

/** The return, when it was received and not yet inspected. */
async function receivedReturn(db: Db, returnId: number): Promise<ReturnLog> {
  const log = await db.selectFrom('return_logs').selectAll().where('id', '=', returnId).executeTakeFirst();
  if (!log) throw new ApiError('notFound', 'No such return.');
  if (log.status === 'requested') throw ApiError.validation({ outcome: [`Return ${log.label_code} has not been received yet: receive the parcel first.`] });
  if (log.status === 'inspected') throw new ApiError('conflict', `Return ${log.label_code} was already inspected.`);
  return log;
}

/** Claims the return (received → inspected, compare-and-set) and answers how to release the claim. */
async function claim(db: Db, log: ReturnLog, request: InspectRequest, at: string): Promise<() => Promise<unknown>> {
  const claimed = await db
    .updateTable('return_logs')
    .set({ status: 'inspected', inspected_at: at, inspection_note: request.note, outcome: OUTCOME_OF[request.outcome] })
    .where('id', '=', log.id)
    .where('status', '=', 'received')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError('conflict', `Return ${log.label_code} was already inspected.`);
  return () =>
    db.updateTable('return_logs').set({ status: 'received', inspected_at: null, inspection_note: null, outcome: null }).where('id', '=', log.id).execute();
}

/** Refunds the item's paid share × the quantity through the payment provider, once per return. */
async function refundReturn(db: Db, scope: OrderScope, log: ReturnLog, request: InspectRequest, origin: string, now: Date): Promise<Settled> {
  const items = await db.selectFrom('order_items').select(['id', 'price', 'quantity', 'discount_tax_included']).where('order_id', '=', log.order_id).execute();
  const order = await db.selectFrom('orders').select(['discount']).where('id', '=', log.order_id).executeTakeFirstOrThrow();
  const amount = paidShare(
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
  return { refundId: refund.id, exchangeOrderId: null, amount };
}

/** A free child order with the size and colour wanted (the inspector's overrides first). */
async function exchangeReturn(scope: OrderScope, log: ReturnLog, request: InspectRequest, origin: string, now: Date): Promise<Settled> {
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
  return { refundId: null, exchangeOrderId: child.orderId, amount: null };
}

/** The outcome on the return and the order: units counted as returned, the change logged, a rejection mailed. */
async function recordInspection(db: Db, log: ReturnLog, request: InspectRequest, settled: Settled, origin: string, now: Date): Promise<void> {
  const { refundId, exchangeOrderId, amount } = settled;
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
}

export async function inspectReturn(db: Db, returnId: number, request: InspectRequest): Promise<ReturnRow> {
  const now = request.now ?? new Date();
  const log = await receivedReturn(db, returnId);
  const scope = await orderStoreScope(db, log.order_id);
  const origin = request.origin(scope);
  const release = await claim(db, log, request, now.toISOString());

  let settled: Settled = { refundId: null, exchangeOrderId: null, amount: null };
  try {
    if (request.outcome === 'refund') settled = await refundReturn(db, scope, log, request, origin, now);
    else if (request.outcome === 'exchange') settled = await exchangeReturn(scope, log, request, origin, now);
  } catch (error) {
    await release();
    throw error;
  }
  await recordInspection(db, log, request, settled, origin, now);
  return (await findReturnRow(db, log.id))!;
}
