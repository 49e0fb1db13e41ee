import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { logOrderChange } from '../../commerce/index.ts';
import { RETURN_CODE } from '../factory/scan-code.ts';
import { normaliseLabelCode } from '../../../lib/label-codes.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';

// A returned parcel arrives: its return label's code, scanned at the station or
// typed on the returns desk, marks the return received. Only a requested return moves, and
// only once: the update is a compare-and-set on its status.

export interface ReceivedReturn {
  id: number;
  orderId: number;
  itemName: string;
  quantity: number;
}

export async function receiveReturn(db: Db, rawCode: string, userId: number, now: Date = new Date()): Promise<ReceivedReturn> {
  const code = normaliseLabelCode(rawCode);
  if (!RETURN_CODE.test(code)) throw ApiError.validation({ code: ['A return label code is RT followed by 10 digits.'] });
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const log = await trx
      .selectFrom('return_logs')
      .innerJoin('order_items', 'order_items.id', 'return_logs.order_item_id')
      .select([
        'return_logs.id',
        'return_logs.order_id',
        'return_logs.order_item_id',
        'return_logs.status',
        'return_logs.quantity',
        'return_logs.received_at',
        'order_items.name',
      ])
      .where('return_logs.label_code', '=', code)
      .executeTakeFirst();
    if (!log) throw new ApiError('notFound', `No return has the code ${code}.`);
    if (log.status !== 'requested') {
      throw new ApiError('conflict', `Return ${code} was already received${log.received_at ? ` on ${formatDisplayDate(log.received_at)}` : ''}.`);
    }
    const moved = await trx
      .updateTable('return_logs')
      .set({ status: 'received', received_at: at })
      .where('id', '=', log.id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ApiError('conflict', `Return ${code} was already received.`);
    await logOrderChange(trx, {
      orderId: log.order_id,
      orderItemId: log.order_item_id,
      actor: 'staff',
      userId,
      kind: 'return_received',
      detail: { returnLogId: log.id, code, quantity: log.quantity },
      now,
    });
    return { id: log.id, orderId: log.order_id, itemName: log.name, quantity: log.quantity };
  });
}
