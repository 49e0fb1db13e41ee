import type { Db } from '../db/database.ts';
import type { CouponValue } from './totals.ts';

export interface Coupon {
  code: string;
  value: CouponValue;
}

/** The store's active coupon with this code (case-insensitive), if there is one. */
export async function findCoupon(db: Db, divisionId: number, code: string): Promise<Coupon | undefined> {
  const normalised = code.trim().toUpperCase();
  if (normalised === '') return undefined;
  const row = await db.selectFrom('coupons').selectAll().where('division_id', '=', divisionId).where('code', '=', normalised).where('active', '=', 1).executeTakeFirst();
  if (!row) return undefined;
  if (row.percent_off !== null) return { code: row.code, value: { percentOff: row.percent_off } };
  if (row.amount_off !== null) return { code: row.code, value: { amountOff: row.amount_off } };
  return undefined;
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
