import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';

// A change queued offline (src/lib/offline-sync/) is sent with an
// Idempotency-Key; if its answer was lost and the browser sends it again, the second one
// must not add the item twice. The key is written before the change: a replay meets the
// key already written and is skipped; a change that fails gives its key back for the next try.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** Runs `change` unless a change with this key already ran on this store; no key, it just runs. */
export async function onceByKey(scope: StoreScope, key: string | null, change: () => Promise<unknown>): Promise<'applied' | 'replayed'> {
  if (key === null) {
    await change();
    return 'applied';
  }
  if (!KEY.test(key)) throw new ApiError('badRequest', 'Invalid Idempotency-Key');
  const row = { division_id: scope.division.id, idempotency_key: key };
  const written = await scope.db
    .insertInto('offline_change_keys')
    .values({ ...row, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['division_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return 'replayed';
  try {
    await change();
  } catch (error) {
    await scope.db.deleteFrom('offline_change_keys').where('division_id', '=', row.division_id).where('idempotency_key', '=', key).execute();
    throw error;
  }
  return 'applied';
}
