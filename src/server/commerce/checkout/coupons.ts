import type { Db } from '../../../platform/db/database.ts';
import type { CouponValue } from './totals.ts';

export interface Coupon {
  code: string;
  value: CouponValue;
}

/** A coupon may still be used: not past its expiry, not used up (single-use coupons: usage_limit 1). */
export function isCouponUsable(row: { usage_limit: number | null; times_used: number; expires_at: string | null }, now: Date): boolean {
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) return false;
  return row.usage_limit === null || row.times_used < row.usage_limit;
}

/** The store's active coupon with this code (case-insensitive), if there is one that may still be used. */
export async function findCoupon(db: Db, divisionId: number, code: string, now = new Date()): Promise<Coupon | undefined> {
  const normalised = code.trim().toUpperCase();
  if (normalised === '') return undefined;
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('division_id', '=', divisionId)
    .where('code', '=', normalised)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row || !isCouponUsable(row, now)) return undefined;
  if (row.percent_off !== null) return { code: row.code, value: { percentOff: row.percent_off } };
  if (row.amount_off !== null) return { code: row.code, value: { amountOff: row.amount_off } };
  return undefined;
}

/**
 * Counts one use of the coupon, inside the transaction that writes the order: a single
 * compare-and-set, so of two orders placed at once with a single-use coupon only one counts
 * it and the other is refused (false) and rolled back — the check findCoupon made earlier
 * is not enough on its own.
 */
export async function countCouponUse(trx: Db, divisionId: number, code: string, now = new Date()): Promise<boolean> {
  const result = await trx
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('division_id', '=', divisionId)
    .where('code', '=', code)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds a coupon (seed, tests). */
export async function addCoupon(db: Db, divisionId: number, code: string, value: CouponValue, now = new Date()): Promise<void> {
  await db
    .insertInto('coupons')
    .values({
      division_id: divisionId,
      code: code.toUpperCase(),
      percent_off: 'percentOff' in value ? value.percentOff : null,
      amount_off: 'amountOff' in value ? value.amountOff : null,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['division_id', 'code']).doNothing())
    .execute();
}
