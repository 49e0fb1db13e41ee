import type { Db } from '../../../platform/db/database.ts';

// A store's invoice and credit-note numbers: one counter row per store and kind, moved by a
// single UPDATE … RETURNING in the caller's transaction. The row stays locked until that
// transaction ends (PostgreSQL's row lock; SQLite's one writer), so a second payment waits
// and reads the first's number; a transaction that rolls back returns its number. No gap, no
// duplicate, on either database.

export type DocumentKind = 'invoice' | 'credit_note';

export interface Allocated {
  /** The counter's prefix, fixed when its first number was given. */
  prefix: string;
  sequenceNumber: number;
}

/** The next number of the store's `kind` counter, opening the counter at 1 with `prefix` the first time. */
export async function nextDocumentNumber(trx: Db, divisionId: number, kind: DocumentKind, prefix: string): Promise<Allocated> {
  await trx
    .insertInto('invoice_sequences')
    .values({ division_id: divisionId, kind, prefix, last_number: 0 })
    .onConflict((conflict) => conflict.columns(['division_id', 'kind']).doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_sequences')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('division_id', '=', divisionId)
    .where('kind', '=', kind)
    .returning(['prefix', 'last_number'])
    .executeTakeFirstOrThrow();
  return { prefix: row.prefix, sequenceNumber: row.last_number };
}
