import type { StoreScope } from '../../stores/index.ts';
import { flag, now } from '../../../platform/db/json.ts';
import { bumpContentVersion } from '../../stores/index.ts';
import type { AffiliateSettingsInput } from '../../../schemas/affiliate.ts';

// A store's affiliate programme terms: the commission rate and how long a link's cookie
// lasts. A store that never saved its terms runs on the defaults.

export interface AffiliateSettings {
  enabled: boolean;
  /** Percent of the order's goods excluding VAT, up to two decimal places. */
  commissionRate: number;
  cookieDays: number;
}

export const DEFAULT_AFFILIATE_SETTINGS: AffiliateSettings = { enabled: true, commissionRate: 10, cookieDays: 30 };

/** Percent with two decimals ↔ basis points, exactly. */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const toPercent = (basisPoints: number) => basisPoints / 100;

export async function readAffiliateSettings(scope: StoreScope): Promise<AffiliateSettings> {
  const row = await scope.db.selectFrom('affiliate_settings').selectAll().where('division_id', '=', scope.division.id).executeTakeFirst();
  if (!row) return { ...DEFAULT_AFFILIATE_SETTINGS };
  return { enabled: row.enabled === 1, commissionRate: toPercent(row.commission_rate_bp), cookieDays: row.cookie_days };
}

/**
 * Saves the terms. The affiliate blocks show them on the store's pages, so the change and
 * the content version bump (the render cache's invalidation and rebuild) commit together.
 */
export async function saveAffiliateSettings(scope: StoreScope, input: AffiliateSettingsInput): Promise<AffiliateSettings> {
  const values = { enabled: flag(input.enabled), commission_rate_bp: toBasisPoints(input.commissionRate), cookie_days: input.cookieDays, updated_at: now() };
  await bumpContentVersion(scope, {
    write: (db) =>
      db
        .insertInto('affiliate_settings')
        .values({ division_id: scope.division.id, ...values })
        .onConflict((conflict) => conflict.column('division_id').doUpdateSet(values))
        .execute(),
  });
  return readAffiliateSettings(scope);
}
