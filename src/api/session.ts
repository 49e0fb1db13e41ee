import type { APIContext } from 'astro';
import type { AccountUser } from '../schemas/account.ts';
import type { UserRow } from '../server/accounts/users.ts';
import type { Db } from '../server/db/database.ts';
import { ApiError } from '../server/errors/api-error.ts';
import { config } from '../server/config.ts';
import { SESSION_COOKIE, createSession, deleteSession } from '../server/accounts/sessions.ts';
import { accountUserFromRow } from '../server/accounts/users.ts';
import { randomToken } from '../server/accounts/tokens.ts';
import { XSRF_COOKIE } from '../lib/api-client.ts';

/**
 * Signs a user in on this host: a fresh session token (any previous one is deleted, so
 * a fixed token never survives a login), and a fresh XSRF token.
 */
export async function startSession(context: APIContext, db: Db, user: UserRow): Promise<AccountUser> {
  const { identity } = context.locals;
  if (identity.sessionId) await deleteSession(db, identity.sessionId);
  const { token, session } = await createSession(db, user.id, { ip: identity.clientIp, userAgent: context.request.headers.get('user-agent') });
  context.cookies.set(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: identity.secure, maxAge: config.sessionAbsoluteHours * 3600 });
  context.cookies.set(XSRF_COOKIE, randomToken(24), { path: '/', sameSite: 'lax', secure: identity.secure });
  const account = accountUserFromRow(user);
  context.locals.identity = { ...identity, user: account, sessionId: session.id, confirmedUntil: null };
  return account;
}

/**
 * A new token for the same signed-in user after a privilege change (password confirmed,
 * second factor turned on or off, licence signed): a token seen before the change is
 * worth nothing after it.
 */
export async function rotateSession(context: APIContext, db: Db, confirmed = false): Promise<void> {
  const { identity } = context.locals;
  if (!identity.user || !identity.sessionId) return;
  const old = await db.selectFrom('sessions').select(['confirmed_at']).where('id', '=', identity.sessionId).executeTakeFirst();
  await deleteSession(db, identity.sessionId);
  const { token, session } = await createSession(db, identity.user.id, { ip: identity.clientIp, userAgent: context.request.headers.get('user-agent') });
  const confirmedAt = confirmed ? new Date().toISOString() : old?.confirmed_at ?? null;
  await db.updateTable('sessions').set({ confirmed_at: confirmedAt }).where('id', '=', session.id).execute();
  context.cookies.set(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: identity.secure, maxAge: config.sessionAbsoluteHours * 3600 });
  context.locals.identity = { ...identity, sessionId: session.id };
}

export async function endSession(context: APIContext): Promise<void> {
  const { identity } = context.locals;
  if (identity.sessionId && context.locals.scope) await deleteSession(context.locals.scope.db, identity.sessionId);
  context.cookies.delete(SESSION_COOKIE, { path: '/' });
  context.cookies.set(XSRF_COOKIE, randomToken(24), { path: '/', sameSite: 'lax', secure: identity.secure });
  context.locals.identity = { ...identity, user: null, sessionId: null, confirmedUntil: null, storeRole: null, storeCount: 0 };
}

/** The signed-in user, or a 401. */
export function requireUser(context: APIContext): AccountUser {
  const user = context.locals.identity.user;
  if (!user) throw new ApiError('unauthenticated');
  return user;
}

/** Sensitive calls need the password confirmed in the last 15 minutes (423 until then). */
export function requireConfirmed(context: APIContext): AccountUser {
  const user = requireUser(context);
  if (!context.locals.identity.confirmedUntil) throw new ApiError('passwordConfirmationRequired');
  return user;
}
