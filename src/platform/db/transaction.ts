import type { Transaction } from 'kysely';
import type { Database } from './tables.ts';
import type { Db } from './database.ts';

/** Runs `work` in a transaction, or in the caller's when `db` already is one (Kysely does not nest them). */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
