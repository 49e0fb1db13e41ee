import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { MAX_QUANTITY, BASKET_NAMES } from '../../../schemas/basket.ts';

/**
 * Signing in: the visitor's anonymous baskets of this store become the
 * customer's. Without a customer basket of that name the visitor's is simply handed over;
 * otherwise its lines join the customer's (quantities add up per key, at most
 * MAX_QUANTITY; a favourite kept in both stays one) and the anonymous basket goes.
 */
export async function mergeVisitorBaskets(db: Db, divisionId: number, visitorHash: string | null, userId: number, now = new Date()): Promise<void> {
  if (visitorHash === null) return;
  const time = now.toISOString();
  await inTransaction(db, async (trx) => {
    for (const name of BASKET_NAMES) {
      const anonymous = await trx
        .selectFrom('baskets')
        .selectAll()
        .where('division_id', '=', divisionId)
        .where('name', '=', name)
        .where('visitor_hash', '=', visitorHash)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      if (!anonymous) continue;
      const own = await trx
        .selectFrom('baskets')
        .select(['id', 'recovery_hash'])
        .where('division_id', '=', divisionId)
        .where('name', '=', name)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!own) {
        await trx
          .updateTable('baskets')
          .set({ user_id: userId, visitor_hash: null, version: sql`version + 1`, updated_at: time })
          .where('id', '=', anonymous.id)
          .execute();
        continue;
      }
      await trx.updateTable('baskets').set({ version: sql`version + 1`, updated_at: time }).where('id', '=', own.id).execute();
      const lines = await trx.selectFrom('basket_items').selectAll().where('basket_id', '=', anonymous.id).orderBy('id').execute();
      for (const line of lines) {
        const { id: _id, basket_id: _basket, ...values } = line;
        await trx
          .insertInto('basket_items')
          .values({ ...values, basket_id: own.id, updated_at: time })
          .onConflict((oc) =>
            oc.columns(['basket_id', 'key']).doUpdateSet(
              name === 'main'
                ? {
                    quantity: sql`case when basket_items.quantity + excluded.quantity > ${MAX_QUANTITY} then ${MAX_QUANTITY} else basket_items.quantity + excluded.quantity end`,
                    updated_at: time,
                  }
                : { updated_at: time },
            ),
          )
          .execute();
      }
      await trx.deleteFrom('baskets').where('id', '=', anonymous.id).execute();
      // A favourites link mailed before signing in keeps working (the hash is unique, so after the delete).
      if (anonymous.recovery_hash !== null && own.recovery_hash === null)
        await trx.updateTable('baskets').set({ recovery_hash: anonymous.recovery_hash }).where('id', '=', own.id).execute();
    }
  });
}
