import type { StoreScope } from '../stores/scope.ts';
import { findAffiliateByCode } from './affiliates.ts';
import { readAffiliateSettings } from './settings.ts';
import { attributionCookie, type AttributionCookie } from './attribution-cookie.ts';

/**
 * A visitor arrives through an affiliate's link: the click is counted and the cookie to
 * set is returned. An unknown code (or a paused programme) counts nothing and sets nothing,
 * so links still take the visitor to the store.
 */
export async function arriveThroughLink(scope: StoreScope, code: string, secure: boolean, at = new Date()): Promise<AttributionCookie | undefined> {
  const settings = await readAffiliateSettings(scope);
  if (!settings.enabled) return undefined;
  const affiliate = await findAffiliateByCode(scope, code);
  if (!affiliate) return undefined;
  await scope.db.insertInto('affiliate_clicks').values({ affiliate_id: affiliate.id, division_id: scope.division.id, created_at: at.toISOString() }).execute();
  return attributionCookie(affiliate.code, settings.cookieDays, secure, at);
}
