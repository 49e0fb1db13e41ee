import type { StoreScope } from '../../stores/index.ts';
import { now } from '../../../platform/db/json.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { isHashShaped, newHistoryHash } from './hashes.ts';

// The address of a customer's order history in one store: one random hash per customer and
// store, made the first time it is asked for and kept, so e-mailed links keep working.

/** The customer's order-history hash in this store, made on first use (concurrent first uses agree). */
export async function historyHashFor(scope: StoreScope, userId: number): Promise<string> {
  const { db, division } = scope;
  const existing = () =>
    db.selectFrom('order_history_links').select('hash').where('division_id', '=', division.id).where('user_id', '=', userId).executeTakeFirst();
  const found = await existing();
  if (found) return found.hash;
  const hash = newHistoryHash();
  try {
    await db.insertInto('order_history_links').values({ division_id: division.id, user_id: userId, hash, created_at: now() }).execute();
    return hash;
  } catch (error) {
    // Another request made it first: theirs is the one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await existing();
    if (!winner) throw error;
    return winner.hash;
  }
}

/** The customer whose history this hash opens in this store; undefined for any other hash. */
export async function customerOfHistoryHash(scope: StoreScope, hash: string | undefined): Promise<number | undefined> {
  if (!isHashShaped(hash)) return undefined;
  const row = await scope.db
    .selectFrom('order_history_links')
    .select('user_id')
    .where('hash', '=', hash)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  return row?.user_id;
}
