import { z } from 'zod';
import type { StoreScope } from '../../stores/index.ts';
import { flag, now } from '../../../platform/db/json.ts';
import { bumpContentVersion } from '../../stores/index.ts';
import { maxValue, minValue, rules, v } from '../../../lib/validation/index.ts';

// A store's affiliate programme terms: the commission rate and how long a link's cookie
// lasts. A store that never saved its terms runs on the defaults.

export interface AffiliateSettings {
  enabled: boolean;
  /** Percent of the order's goods excluding VAT, up to two decimal places. */
  commissionRate: number;
  cookieDays: number;
}

export const DEFAULT_AFFILIATE_SETTINGS: AffiliateSettings = { enabled: true, commissionRate: 10, cookieDays: 30 };
export const MAX_COOKIE_DAYS = 365;

const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** What the owner's form sends (with validation messages): rate 0–100 with two decimals, days 1–365. */
export const AffiliateSettingsInput = z.object({
  enabled: z.boolean().default(true),
  commissionRate: z.preprocess(asText, v.text(rules.required, rules.twoDecimalPlaces, minValue(0), maxValue(100))).transform(Number),
  cookieDays: z.preprocess(asText, v.text(rules.required, rules.numeric, minValue(1), maxValue(MAX_COOKIE_DAYS))).transform(Number),
});
export type AffiliateSettingsInput = z.infer<typeof AffiliateSettingsInput>;

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
