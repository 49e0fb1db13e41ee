import type { Db } from '../../platform/db/database.ts';
import { config } from '../../platform/config/config.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { randomToken, tokenHash } from '../../platform/security/tokens.ts';
import type { UserRow } from './users.ts';

// Server-side sessions: the browser holds an opaque 256-bit token; the database holds
// its SHA-256 with idle and absolute expiry (ASVS 3.2, 3.3).

export const SESSION_COOKIE = 'pf_session';
/** How long a password confirmation lets sensitive actions through. */
export const CONFIRMATION_MINUTES = 15;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionRecord {
  id: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  confirmedAt: string | null;
}

const idleMs = () => config.sessionIdleMinutes * 60_000;
const absoluteMs = () => config.sessionAbsoluteHours * 3_600_000;

/** Where a session was started from, kept for the user's list of sessions. */
export interface SessionClient {
  ip: string;
  userAgent: string | null;
}

/**
 * Starts a session; returns the token for the cookie (only its hash is stored). Signing
 * in confirms the password, so the confirmation starts now unless `confirmedAt` says otherwise.
 */
export async function createSession(
  db: Db,
  userId: number,
  client: SessionClient,
  confirmedAt?: string | null,
): Promise<{ token: string; session: SessionRecord }> {
  const token = randomToken(32);
  const now = new Date();
  const row = {
    id: tokenHash(token),
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + absoluteMs()).toISOString(),
    confirmed_at: confirmedAt === undefined ? now.toISOString() : confirmedAt,
    ip: client.ip.slice(0, 64),
    user_agent: client.userAgent?.slice(0, 300) ?? null,
  };
  await db.insertInto('sessions').values(row).execute();
  return {
    token,
    session: { id: row.id, userId, createdAt: row.created_at, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at, confirmedAt: row.confirmed_at },
  };
}

/**
 * The live session for a cookie token with its user, in one query (it runs on every
 * signed-in request), or null; expired sessions are deleted on sight.
 */
export async function readSession(db: Db, token: string): Promise<{ session: SessionRecord; user: UserRow } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const id = tokenHash(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.created_at as session_created_at', 'sessions.last_seen_at', 'sessions.expires_at', 'sessions.confirmed_at'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { session_created_at: createdAt, last_seen_at: lastSeenAt, expires_at: expiresAt, confirmed_at: confirmedAt, ...user } = row;
  const now = Date.now();
  const lastSeen = Date.parse(lastSeenAt);
  if (now > Date.parse(expiresAt) || now - lastSeen > idleMs()) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { session: { id, userId: user.id, createdAt, lastSeenAt, expiresAt, confirmedAt }, user };
}

/**
 * Swaps a session for a new token after a privilege change, so a token seen before it is
 * worth nothing after. The password confirmation carries over, or starts now when `confirmed`.
 */
export async function rotateSessionToken(
  db: Db,
  id: string,
  userId: number,
  client: SessionClient,
  confirmed: boolean,
): Promise<{ token: string; session: SessionRecord }> {
  return inTransaction(db, async (trx) => {
    const old = await trx.selectFrom('sessions').select('confirmed_at').where('id', '=', id).executeTakeFirst();
    await deleteSession(trx, id);
    return createSession(trx, userId, client, confirmed ? new Date().toISOString() : (old?.confirmed_at ?? null));
  });
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user (password reset), optionally keeping one. */
export async function deleteUserSessions(db: Db, userId: number, except?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (except) query = query.where('id', '!=', except);
  await query.execute();
}

/** Until when the session's password confirmation holds, or null once it has lapsed. */
export function confirmedUntil(session: Pick<SessionRecord, 'confirmedAt'>): string | null {
  if (!session.confirmedAt) return null;
  const until = Date.parse(session.confirmedAt) + CONFIRMATION_MINUTES * 60_000;
  return until > Date.now() ? new Date(until).toISOString() : null;
}
