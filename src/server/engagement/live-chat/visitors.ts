import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import { takeChatToken } from './limits.ts';

// GET /omnis/v3/live-chat/token: a visitor's identity for one store's chats. The
// token is a bearer secret kept by the browser (sessionStorage); the database keeps only its
// hash, so a leaked table names no one's chat.

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new visitor token for this store; each address takes a bounded number (limits.ts). */
export async function issueVisitorToken(scope: StoreScope, clientIp: string, now = new Date()): Promise<string> {
  await takeChatToken(scope.db, scope.division.id, clientIp, now);
  const token = randomBytes(24).toString('base64url');
  await scope.db
    .insertInto('live_chat_visitors')
    .values({ token_hash: hashToken(token), division_id: scope.division.id, created_at: now.toISOString() })
    .execute();
  return token;
}

/** The token's hash when it belongs to this store; undefined for a missing, unknown or other store's token. */
export async function visitorOf(db: Db, divisionId: number, token: string | null | undefined): Promise<string | undefined> {
  if (!token || token.length > 100) return undefined;
  const hash = hashToken(token);
  const row = await db
    .selectFrom('live_chat_visitors')
    .select('token_hash')
    .where('token_hash', '=', hash)
    .where('division_id', '=', divisionId)
    .executeTakeFirst();
  return row?.token_hash;
}
