import type { APIContext } from 'astro';
import type { AccountUser } from '../schemas/account.ts';
import type { UserRow } from '../server/accounts/index.ts';
import type { Db } from '../platform/db/database.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { confirmedUntil, createSession, deleteSession, rotateSessionToken, type SessionClient } from '../server/accounts/index.ts';
import { accountUserFromRow } from '../server/accounts/index.ts';
import { clearSessionCookie, issueXsrfCookie, setSessionCookie } from './account-cookies.ts';
import { clearHintCookies, requestOwner, setHintCookies } from './basket-request.ts';
import { mergeVisitorBaskets } from '../server/commerce/index.ts';

const clientOf = (context: APIContext): SessionClient => ({ ip: context.locals.identity.clientIp, userAgent: context.request.headers.get('user-agent') });

/**
 * Signs a user in on this host: a fresh session token (any previous one is deleted, so
 * a fixed token never survives a login), and a fresh XSRF token.
 */
export async function startSession(context: APIContext, db: Db, user: UserRow): Promise<AccountUser> {
  const { identity } = context.locals;
  if (identity.sessionId) await deleteSession(db, identity.sessionId);
  const { token, session } = await createSession(db, user.id, clientOf(context));
  setSessionCookie(context.cookies, token, identity.secure);
  issueXsrfCookie(context.cookies, identity.secure);
  const account = accountUserFromRow(user);
  context.locals.identity = { ...identity, user: account, sessionId: session.id, confirmedUntil: null };
  // What the visitor put in the basket or favourites before signing in is kept.
  const { scope } = context.locals;
  if (scope) {
    await mergeVisitorBaskets(db, scope.division.id, requestOwner(context).visitorHash, user.id);
    await setHintCookies(context, scope, requestOwner(context));
  }
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
  const { token, session } = await rotateSessionToken(db, identity.sessionId, identity.user.id, clientOf(context), confirmed);
  setSessionCookie(context.cookies, token, identity.secure);
  context.locals.identity = { ...identity, sessionId: session.id, confirmedUntil: confirmedUntil(session) };
}

export async function endSession(context: APIContext): Promise<void> {
  const { identity } = context.locals;
  if (identity.sessionId && context.locals.scope) await deleteSession(context.locals.scope.db, identity.sessionId);
  clearSessionCookie(context.cookies);
  clearHintCookies(context);
  issueXsrfCookie(context.cookies, identity.secure);
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
