import type { AccountUser } from '../schemas/account.ts';

/** Who is making a request, resolved once by the middleware (Astro.locals.identity). */
export interface Identity {
  user: AccountUser | null;
  /** The session row id (a hash of the cookie's token), when signed in. */
  sessionId: string | null;
  /** Until when the password was last confirmed in this session (sensitive actions). */
  confirmedUntil: string | null;
  /** The member role of the user in the current store, if any ('owner', 'staff'). */
  storeRole: string | null;
  /** How many stores the user belongs to. */
  storeCount: number;
  /** Address of the client (from the socket, or a trusted proxy's header). */
  clientIp: string;
  /** The request came over HTTPS (directly or through a trusted proxy). */
  secure: boolean;
}

export const ANONYMOUS: Omit<Identity, 'clientIp' | 'secure'> = { user: null, sessionId: null, confirmedUntil: null, storeRole: null, storeCount: 0 };

/** An internal user is flagged internal, or an internal member of the store (except division 12). */
export function isInternal(identity: Identity, divisionId: number | undefined): boolean {
  if (identity.user?.internal) return true;
  return identity.storeRole === 'internal' && divisionId !== 12;
}

export function hasPermission(identity: Identity, permission: string): boolean {
  return identity.user?.permissions.includes(permission) ?? false;
}
