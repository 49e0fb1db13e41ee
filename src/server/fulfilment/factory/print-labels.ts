import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { isFactoryCode } from '../../../lib/after-sale/factories.ts';
import { LABEL_PRINTED, logLabels } from './label-logs.ts';
import { sheetQuery, toSheetLabels, type SheetLabel } from './label-sheet.ts';
import { labelsPdf } from './labels-pdf.ts';
import { orderLabelStates } from './label-states.ts';
import { advanceOrder, factoryRefusal, lockFactoryOrder, nextFactoryStatus, readFactoryOrder } from './factory-orders.ts';

// Printing factory labels: one order's labels, or a factory's batch — every
// label of its paid orders not printed yet (BATCH_LIMIT at a time), urgent orders first. The
// PDF is drawn before anything is written; then each label's times_printed goes up with a
// label_log 'print' ('label'), and an order whose active labels are now all printed moves on (paid/processing
// → label_printed; processing on the paper flow, which has no label_printed).

export type PrintTarget = { orderId: number } | { factory: string };

export interface PrintedLabels {
  pdf: Buffer;
  count: number;
  orderIds: number[];
}

/** Orders whose labels a batch prints: paid and not yet started. */
const BATCH_STATUSES = ['paid', 'processing'];
/** Labels in one batch: a roll's worth; the next batch prints the rest. */
export const BATCH_LIMIT = 500;

async function labelsFor(db: Db, target: PrintTarget): Promise<SheetLabel[]> {
  if ('orderId' in target) {
    const order = await readFactoryOrder(db, target.orderId);
    const refusal = factoryRefusal(order);
    if (refusal) throw ApiError.validation({ orderId: [refusal] });
    return toSheetLabels(db, await sheetQuery(db).where('factory_labels.order_id', '=', target.orderId).execute());
  }
  if (!isFactoryCode(target.factory)) throw ApiError.validation({ factory: ['Choose a factory.'] });
  const rows = await sheetQuery(db)
    .where('orders.factory', '=', target.factory)
    .where('orders.status', 'in', BATCH_STATUSES)
    .where('factory_labels.times_printed', '=', 0)
    .limit(BATCH_LIMIT)
    .execute();
  return toSheetLabels(db, rows);
}

export async function printLabels(db: Db, target: PrintTarget, userId: number, now: Date = new Date()): Promise<PrintedLabels> {
  const labels = await labelsFor(db, target);
  if (labels.length === 0) throw ApiError.validation({ labels: ['There are no labels to print.'] });
  const title = 'orderId' in target ? `Labels for order #${target.orderId}` : `Labels to print (${target.factory})`;
  const pdf = await labelsPdf(labels, { title });
  const at = now.toISOString();
  // Orders are locked in id order, so two batches printed at once never wait on each other in a circle.
  const orderIds = [...new Set(labels.map((label) => label.orderId))].sort((a, b) => a - b);
  await db.transaction().execute(async (trx) => {
    const ids = labels.map((label) => label.id);
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      await trx
        .updateTable('factory_labels')
        .set((eb) => ({ times_printed: eb('times_printed', '+', 1), updated_at: at }))
        .where('id', 'in', chunk)
        .execute();
      await logLabels(trx, chunk, LABEL_PRINTED, userId, at);
    }
    for (const orderId of orderIds) {
      const order = await lockFactoryOrder(trx, orderId);
      const states = (await orderLabelStates(trx, orderId)).filter((state) => state.active);
      if (states.length === 0 || states.some((state) => state.timesPrinted === 0)) continue;
      const to = ['paid', 'processing'].includes(order.status) ? nextFactoryStatus(order, ['label_printed', 'processing']) : null;
      if (to) await advanceOrder(trx, order, to, userId, now);
    }
  });
  return { pdf, count: labels.length, orderIds };
}
