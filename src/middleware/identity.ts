import { defineMiddleware } from 'astro:middleware';
import { ANONYMOUS } from '../lib/identity.ts';
import { SESSION_COOKIE, confirmedUntil, deleteSession, readSession } from '../server/accounts/index.ts';
import { clearSessionCookie } from '../api/account-cookies.ts';
import { accountUserFromRow, membershipsOf } from '../server/accounts/index.ts';
import { CLIENT_IP_HEADER, SECURE_HEADER } from '../platform/front/forwarded.ts';

/** Who is asking: the session's user (if any), their role in this store, their address. */
export const identity = defineMiddleware(async (context, next) => {
  const headers = context.request.headers;
  const base = { ...ANONYMOUS, clientIp: headers.get(CLIENT_IP_HEADER) ?? '', secure: headers.get(SECURE_HEADER) === '1' || context.url.protocol === 'https:' };
  context.locals.identity = base;
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return next();
  const db = context.locals.runtime.db;
  const found = await readSession(db, token);
  // Disabled accounts (status -1) lose their sessions at once.
  if (!found || found.user.status === -1) {
    if (found) await deleteSession(db, found.session.id);
    clearSessionCookie(context.cookies);
    return next();
  }
  const { session, user: row } = found;
  const scope = context.locals.scope;
  const memberships = await membershipsOf(db, row.id);
  context.locals.identity = {
    ...base,
    user: accountUserFromRow(row),
    sessionId: session.id,
    confirmedUntil: confirmedUntil(session),
    storeRole: memberships.find((membership) => membership.divisionId === scope?.division.id)?.role ?? null,
    storeCount: memberships.length,
  };
  return next();
});
