import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/tables.ts';
import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { ROOT_FIELD } from '../../../lib/validation/index.ts';
import { sendOrderChangeMail } from '../orders/order-change-mail.ts';
import { orderChangePages } from '../../../lib/order-change-pages.ts';
import { loadOrderForChanges, type OrderForChanges } from './load-order.ts';
import { CHANGE_MESSAGES, orderAllowances, type OrderAllowances } from './order-rules.ts';

// What every shopper change shares: the order found by its hash in this store (404 else),
// the version the form showed (409 when the order changed since), and the claim that bumps
// the version inside the change's transaction, so of two changes made from the same page
// only the first applies.

export interface ChangeContext {
  /** This store's address, for the links in the confirmation mail. */
  origin: string;
  /** The signed-in shopper, when there is one (the change log's user). */
  userId: number | null;
  /** A controlled clock for tests; the real one otherwise. */
  now?: Date | undefined;
}

/** What a change answers: the order's new version and status, and the confirmation shown. */
export interface ChangedOrder {
  order: { hash: string; version: number; status: string };
  message: string;
}

export interface LoadedChange {
  order: OrderForChanges;
  allowances: OrderAllowances;
  at: Date;
}

/** The order and what the shopper may do with it now, after the version check. */
export async function openChange(scope: StoreScope, hash: string, version: number, context: ChangeContext): Promise<LoadedChange> {
  const order = await loadOrderForChanges(scope, hash);
  if (!order) throw new ApiError('notFound', 'We could not find this order.');
  if (order.version !== version) throw new ApiError('conflict', CHANGE_MESSAGES.stale);
  const at = context.now ?? new Date();
  return { order, allowances: orderAllowances(order, at), at };
}

/** A refusal of the whole change (422 on "_", the reason the page shows too). */
export function refused(message: string, field: string = ROOT_FIELD): ApiError {
  return ApiError.validation({ [field]: [message] });
}

/**
 * Bumps the order's version from the one read, in the change's transaction. Zero rows means
 * another change (or a status move) got there first: the whole change is a 409, nothing kept.
 * The printed check is repeated under the claim, since printing does not bump the version.
 *
 * A change that gives money back refunds first (refundOrder bumps the version itself, and is
 * idempotent by its key); it then claims on the status alone, and checks under the claim that
 * its own work is still to do (see removeItem, cancelOrder).
 */
export async function claimOrder(
  trx: Transaction<Database>,
  order: OrderForChanges,
  at: Date,
  options: { beforePrinting?: boolean; afterRefund?: boolean } = {},
): Promise<number> {
  let query = trx
    .updateTable('orders')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at.toISOString() }))
    .where('id', '=', order.id)
    .where('status', '=', order.status);
  if (!options.afterRefund) query = query.where('version', '=', order.version);
  const claimed = await query.returning('version').executeTakeFirst();
  if (!claimed) throw new ApiError('conflict', CHANGE_MESSAGES.stale);
  if (options.beforePrinting) {
    const printed = await trx
      .selectFrom('label_logs')
      .innerJoin('factory_labels', 'factory_labels.id', 'label_logs.label_id')
      .select('label_logs.id')
      .where('factory_labels.order_id', '=', order.id)
      .where('label_logs.kind', '=', 'print')
      .limit(1)
      .executeTakeFirst();
    if (printed) throw refused(CHANGE_MESSAGES.printed);
  }
  return claimed.version;
}

/** The confirmation mail of one change, written to the outbox in the change's transaction. */
export async function confirmByMail(
  trx: Transaction<Database>,
  order: OrderForChanges,
  context: ChangeContext,
  mail: { subject: string; heading: string; paragraphs: string[]; changes?: string[]; button?: { label: string; href: string } },
): Promise<void> {
  await sendOrderChangeMail(trx, {
    orderId: order.id,
    origin: context.origin,
    subject: mail.subject,
    heading: mail.heading,
    paragraphs: mail.paragraphs,
    changes: mail.changes,
    button: mail.button ?? { label: 'See your order', href: `${context.origin}${orderChangePages.editOrder(order.hash)}` },
  });
}

export function changed(order: OrderForChanges, version: number, message: string, status = order.status): ChangedOrder {
  return { order: { hash: order.hash, version, status }, message };
}
