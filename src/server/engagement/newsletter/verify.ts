import type { StoreScope } from '../../stores/index.ts';
import { hashToken, looksLikeToken } from '../../../platform/security/token-hash.ts';

export type VerificationResult =
  | { kind: 'verified'; firstName: string; email: string; mailingList: string }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/**
 * GET /subscription-verified?token=…: marks the subscriber verified. A link works once,
 * for SUBSCRIPTION_LINK_DAYS, and only on the store it was sent for.
 */
export async function verifySubscription(scope: StoreScope, token: string | null | undefined, now = new Date()): Promise<VerificationResult> {
  if (!looksLikeToken(token)) return { kind: 'invalid' };
  const { db, division } = scope;
  const row = await db
    .selectFrom('mailing_list_subscribers')
    .select(['id', 'email', 'first_name', 'mailing_list', 'token_expires_at', 'token_used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('division_id', '=', division.id)
    .executeTakeFirst();
  if (!row) return { kind: 'invalid' };
  if (row.token_used_at) return { kind: 'used' };
  if (!row.token_expires_at || Date.parse(row.token_expires_at) <= now.getTime()) return { kind: 'expired' };

  const time = now.toISOString();
  // The used_at condition makes two clicks racing each other verify once.
  const result = await db
    .updateTable('mailing_list_subscribers')
    .set({ status: 'verified', verified_at: time, token_used_at: time, unsubscribed_at: null, updated_at: time })
    .where('id', '=', row.id)
    .where('token_used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { kind: 'used' };
  return { kind: 'verified', firstName: row.first_name, email: row.email, mailingList: row.mailing_list };
}
