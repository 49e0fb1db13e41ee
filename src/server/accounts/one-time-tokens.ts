import type { Db } from '../../platform/db/database.ts';
import { now } from '../../platform/db/json.ts';
import { randomToken, tokenHash } from '../../platform/security/tokens.ts';

export type TokenPurpose = 'verify-email' | 'reset-password' | 'sms-code';

/** Issues a single-use token (only its hash is stored) and returns it for the link. */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, minutes: number, token = randomToken(32)): Promise<string> {
  const time = new Date();
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: tokenHash(token),
      expires_at: new Date(time.getTime() + minutes * 60_000).toISOString(),
      used_at: null,
      created_at: time.toISOString(),
    })
    .execute();
  return token;
}

export type TokenResult = { status: 'ok'; userId: number } | { status: 'expired' | 'invalid' };

/** Uses a token up: it works once, and only before it expires. */
export async function consumeToken(db: Db, purpose: TokenPurpose, token: string, userId?: number): Promise<TokenResult> {
  if (!token || token.length > 200) return { status: 'invalid' };
  let query = db.selectFrom('one_time_tokens').selectAll().where('token_hash', '=', tokenHash(token)).where('purpose', '=', purpose);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row || row.used_at !== null || row.user_id === null) return { status: 'invalid' };
  if (Date.parse(row.expires_at) < Date.now()) return { status: 'expired' };
  // The used_at condition makes two simultaneous uses of one token succeed only once.
  const updated = await db.updateTable('one_time_tokens').set({ used_at: now() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? { status: 'ok', userId: row.user_id } : { status: 'invalid' };
}

/** Voids a user's unused tokens of one purpose (a new reset link replaces the old). */
export async function voidTokens(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
