import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import type { Division } from '../../../schemas/division.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { orderStoreScope } from '../../accounts/index.ts';
import { moveOrder, type MovedOrder } from '../../commerce/index.ts';
import { logOrderChange } from '../../commerce/index.ts';
import { refundOrder, type RefundRecord } from '../../commerce/index.ts';
import { createChildOrder } from '../../commerce/index.ts';
import { currencyFor } from '../../../lib/currencies.ts';
import { formatMoney } from '../../../lib/money.ts';
import { factoryName } from '../../../lib/after-sale/factories.ts';
import { priorityName } from '../../../lib/after-sale/priorities.ts';
import { canMove, flowFor, orderStatus } from '../../../lib/order-flows/index.ts';

const statusName = (code: string) => orderStatus(code)?.name ?? code;
import { refundAmount } from './refund-amount.ts';
import type { ExchangeBody, FactoryBody, MoveBody, PriorityBody, RefundBody, ReprintBody } from '../../../schemas/atlas-order.ts';

// What staff do to an order from its back-office page. Every action acts in the
// store that owns the order (orderStoreScope) through that store's service — moveOrder,
// refundOrder, createChildOrder — so the back office follows the same rules as everything else.
// Each returns the JSON answer and the one-line message the page flashes after a form post.

export interface StaffActor {
  db: Db;
  runtime?: StoreScope['runtime'];
  userId: number;
  /** The origin staff opened the back office on (links in customer mail are the order's store's). */
  origin: string;
  /** The sub-domain of the store that origin belongs to. */
  hostSubdomain: string;
}

export interface ActionResult<T> {
  data: T;
  message: string;
}

/**
 * The order's store's own address, for links mailed to its customer: its custom domain when
 * it has one, else the back office's host with the store's sub-domain in place of the current one.
 */
export function storeOrigin(origin: string, hostSubdomain: string, division: Pick<Division, 'subdomain' | 'customDomainName'>): string {
  const url = new URL(origin);
  if (division.customDomainName) return `${url.protocol}//${division.customDomainName}`;
  const [first, ...rest] = url.host.split('.');
  if (first === hostSubdomain && rest.length > 0) return `${url.protocol}//${[division.subdomain, ...rest].join('.')}`;
  return url.origin;
}

async function scopeOf(actor: StaffActor, orderId: number): Promise<StoreScope> {
  return orderStoreScope(actor.db, orderId, actor.runtime);
}

export async function moveAtlasOrder(actor: StaffActor, orderId: number, body: MoveBody): Promise<ActionResult<MovedOrder>> {
  const scope = await scopeOf(actor, orderId);
  const moved = await moveOrder(scope, orderId, body.to, actor.userId, { from: body.from });
  return { data: moved, message: `Moved from ${statusName(moved.from)} to ${statusName(moved.to)}.` };
}

/** Reads the order for a field change; a stale `version` (someone changed it since) is a 409. */
async function orderForChange(db: Db, orderId: number, version: number | undefined) {
  const order = await db.selectFrom('orders').select(['id', 'priority', 'factory', 'version']).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new ApiError('notFound', 'No such order.');
  if (version !== undefined && version !== order.version) throw staleChange();
  return order;
}

function staleChange(): ApiError {
  return new ApiError('conflict', 'The order was changed by someone else since you opened it. Reload it and try again.');
}

/** Writes one field of the order with a compare-and-set on its version, and its change log row. */
async function changeField(
  actor: StaffActor,
  orderId: number,
  version: number | undefined,
  change: (order: {
    priority: number;
    factory: string | null;
  }) => { set: { priority: number } | { factory: string }; kind: 'priority' | 'factory'; from: unknown; to: unknown } | undefined,
) {
  const at = new Date();
  return actor.db.transaction().execute(async (trx) => {
    const order = await orderForChange(trx, orderId, version);
    const planned = change(order);
    if (!planned) return false;
    const updated = await trx
      .updateTable('orders')
      .set((eb) => ({ ...planned.set, version: eb('version', '+', 1), updated_at: at.toISOString() }))
      .where('id', '=', orderId)
      .where('version', '=', order.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw staleChange();
    await logOrderChange(trx, { orderId, actor: 'staff', userId: actor.userId, kind: planned.kind, detail: { from: planned.from, to: planned.to }, now: at });
    return true;
  });
}

export async function setOrderPriority(actor: StaffActor, orderId: number, body: PriorityBody): Promise<ActionResult<{ priority: number }>> {
  const changed = await changeField(actor, orderId, body.version, (order) =>
    order.priority === body.priority
      ? undefined
      : { set: { priority: body.priority }, kind: 'priority', from: priorityName(order.priority), to: priorityName(body.priority) },
  );
  return {
    data: { priority: body.priority },
    message: changed ? `Priority set to ${priorityName(body.priority)}.` : `Priority is already ${priorityName(body.priority)}.`,
  };
}

export async function setOrderFactory(actor: StaffActor, orderId: number, body: FactoryBody): Promise<ActionResult<{ factory: string }>> {
  const changed = await changeField(actor, orderId, body.version, (order) =>
    order.factory === body.factory
      ? undefined
      : { set: { factory: body.factory }, kind: 'factory', from: factoryName(order.factory), to: factoryName(body.factory) },
  );
  return { data: { factory: body.factory }, message: changed ? `Sent to ${factoryName(body.factory)}.` : `Already at ${factoryName(body.factory)}.` };
}

export interface RefundAnswer {
  refund: RefundRecord;
  /** Nothing is left to refund: the page offers moving the order to refunded. */
  fullyRefunded: boolean;
  /** Set when the order was moved to its refunded status with the refund. */
  moved?: MovedOrder;
  /** Why the asked-for move to refunded did not happen (the refund itself stands). */
  moveRefused?: string;
}

/** The order's status and its flow's refunded status (refunded, or bespoke_refunded for a bespoke order), and whether it may move there. */
export async function refundedStatusFor(db: Db, orderId: number): Promise<{ status: string; refunded: string; allowed: boolean }> {
  const order = await db.selectFrom('orders').select(['status', 'factory']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const logged = await db.selectFrom('order_status_logs').select('status').where('order_id', '=', orderId).execute();
  const flow = flowFor({ factory: order.factory, history: [...logged.map((row) => row.status), order.status] });
  const refunded = flow === 'bespoke' ? 'bespoke_refunded' : 'refunded';
  return { status: order.status, refunded, allowed: canMove(flow, order.status, refunded) };
}

export async function refundAtlasOrder(actor: StaffActor, orderId: number, body: RefundBody): Promise<ActionResult<RefundAnswer>> {
  const scope = await scopeOf(actor, orderId);
  const order = await actor.db.selectFrom('orders').select(['currency']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const amount = refundAmount(body.amount, currencyFor(order.currency).digits);
  if (amount === undefined) throw ApiError.validation({ amount: ['Must contain a number with up to two decimal places.'] });
  const refund = await refundOrder(scope, {
    orderId,
    amount,
    reason: body.reason,
    idempotencyKey: body.idempotencyKey,
    userId: actor.userId,
    actor: 'staff',
    origin: storeOrigin(actor.origin, actor.hostSubdomain, scope.division),
  });
  const after = await actor.db.selectFrom('orders').select(['total', 'refunded_total']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const fullyRefunded = after.refunded_total >= after.total;
  const answer: RefundAnswer = { refund, fullyRefunded };
  const text = formatMoney(refund.amount, order.currency);
  if (refund.status !== 'refunded') return { data: answer, message: `The refund of ${text} failed at the payment provider: nothing was given back.` };
  if (fullyRefunded && body.moveToRefunded) {
    // The money has gone back by now: a move refused here (someone moved the order meanwhile)
    // must not turn the answer into a failure, so it is reported beside the refund instead.
    const target = await refundedStatusFor(actor.db, orderId);
    try {
      if (target.allowed) answer.moved = await moveOrder(scope, orderId, target.refunded, actor.userId, { from: target.status });
      else if (target.status !== target.refunded)
        answer.moveRefused = `An order cannot move from ${statusName(target.status)} to ${statusName(target.refunded)}.`;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      answer.moveRefused = error.message;
    }
  }
  const tail = answer.moved
    ? ' The order is now refunded.'
    : fullyRefunded
      ? ` The order is fully refunded.${answer.moveRefused ? ` It was not moved: ${answer.moveRefused}` : ''}`
      : '';
  return { data: answer, message: `Refunded ${text}.${tail}` };
}

export async function exchangeAtlasOrder(actor: StaffActor, orderId: number, body: ExchangeBody): Promise<ActionResult<{ orderId: number; hash: string }>> {
  const scope = await scopeOf(actor, orderId);
  const child = await createChildOrder(scope, {
    parentOrderId: orderId,
    kind: 'exchange',
    userId: actor.userId,
    actor: 'staff',
    origin: storeOrigin(actor.origin, actor.hostSubdomain, scope.division),
    items: body.items.map((item) => ({
      parentItemId: item.parentItemId,
      quantity: item.quantity,
      ...(item.size ? { size: item.size } : {}),
      ...(item.colour ? { colour: item.colour } : {}),
    })),
  });
  return { data: child, message: `Exchange order #${child.orderId} created.` };
}

export async function reprintAtlasOrder(actor: StaffActor, orderId: number, body: ReprintBody): Promise<ActionResult<{ orderId: number; hash: string }>> {
  const scope = await scopeOf(actor, orderId);
  const child = await createChildOrder(scope, {
    parentOrderId: orderId,
    kind: 'reprint',
    reprintReason: body.reason,
    userId: actor.userId,
    actor: 'staff',
    origin: storeOrigin(actor.origin, actor.hostSubdomain, scope.division),
    items: body.items.map((item) => ({ parentItemId: item.parentItemId, quantity: item.quantity })),
  });
  return { data: child, message: `Reprint order #${child.orderId} created (${body.reason}).` };
}
