import type { StoreScope } from '../../stores/index.ts';
import { findAffiliateByCode } from './affiliates.ts';
import { readAffiliateSettings } from './settings.ts';
import { attributionCookie, readAttribution, type AttributionCookie } from './attribution-cookie.ts';

/**
 * A visitor arrives through an affiliate's link: the click is counted and the cookie to
 * set (renewed) is returned. A visitor whose live cookie already names this affiliate is
 * not counted again, so reloading a link does not inflate its clicks. An unknown code (or a
 * closed programme) counts nothing and sets nothing; the link still takes them to the store.
 */
export async function arriveThroughLink(
  scope: StoreScope,
  code: string,
  secure: boolean,
  existingCookie?: string,
  at = new Date(),
): Promise<AttributionCookie | undefined> {
  const settings = await readAffiliateSettings(scope);
  if (!settings.enabled) return undefined;
  const affiliate = await findAffiliateByCode(scope, code);
  if (!affiliate) return undefined;
  if (readAttribution(existingCookie, settings.cookieDays, at) !== affiliate.code) {
    await scope.db
      .insertInto('affiliate_clicks')
      .values({ affiliate_id: affiliate.id, division_id: scope.division.id, created_at: at.toISOString() })
      .execute();
  }
  return attributionCookie(affiliate.code, settings.cookieDays, secure, at);
}
