import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import type { CheckoutInput } from './checkout-input.ts';

/** What a signed-in customer's next checkout starts with: their last order's details. */
export const SavedDetails = z.object({
  email: z.string(),
  shippingAddress: z.record(z.string(), z.string()),
  billingAddress: z.record(z.string(), z.string()),
  billingSameAsShipping: z.boolean(),
  shippingMethod: z.string(),
});
export type SavedDetails = z.infer<typeof SavedDetails>;

export async function readSavedDetails(db: Db, divisionId: number, userId: number): Promise<SavedDetails | undefined> {
  const row = await db
    .selectFrom('customer_checkout_details')
    .select('details_json')
    .where('division_id', '=', divisionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  // Details saved by an older shape are simply not offered.
  const parsed = SavedDetails.safeParse(JSON.parse(row.details_json));
  return parsed.success ? parsed.data : undefined;
}

/** Saved with the order, in its transaction. */
export async function saveDetails(db: Db, divisionId: number, userId: number, input: CheckoutInput, now: string): Promise<void> {
  const details: SavedDetails = {
    email: input.email,
    shippingAddress: { ...input.shippingAddress },
    billingAddress: { ...input.billingAddress },
    billingSameAsShipping: input.billingSameAsShipping,
    shippingMethod: input.shippingMethod,
  };
  const details_json = JSON.stringify(details);
  await db
    .insertInto('customer_checkout_details')
    .values({ division_id: divisionId, user_id: userId, details_json, updated_at: now })
    .onConflict((conflict) => conflict.columns(['division_id', 'user_id']).doUpdateSet({ details_json, updated_at: now }))
    .execute();
}
