import type { StoreScope } from '../../stores/index.ts';
import { findAffiliateByCode } from './affiliates.ts';
import { readAffiliateSettings, toBasisPoints } from './settings.ts';
import { readAttribution } from './attribution-cookie.ts';

/**
 * Attributes a just-created order to the affiliate named by the visitor's cookie, at the
 * programme's current rate. A cookie past the store's lifetime, of an unknown code or of
 * another store attributes nothing. Never fails the order: a problem is logged.
 */
export async function attributeOrder(scope: StoreScope, orderId: number, cookieValue: string | undefined, at = new Date()): Promise<boolean> {
  if (!cookieValue) return false;
  try {
    const settings = await readAffiliateSettings(scope);
    if (!settings.enabled) return false;
    const code = readAttribution(cookieValue, settings.cookieDays, at);
    const affiliate = code ? await findAffiliateByCode(scope, code) : undefined;
    if (!affiliate) return false;
    await scope.db
      .insertInto('affiliate_orders')
      .values({
        order_id: orderId,
        affiliate_id: affiliate.id,
        division_id: scope.division.id,
        commission_rate_bp: toBasisPoints(settings.commissionRate),
        created_at: at.toISOString(),
      })
      .onConflict((conflict) => conflict.column('order_id').doNothing())
      .execute();
    return true;
  } catch (error) {
    console.error('[affiliates] attributing order failed', orderId, error);
    return false;
  }
}
