import { isInternal, type Identity } from '../../../lib/identity.ts';

/**
 * Who is reading the outbox, and so which messages they may see: platform staff read
 * everything on the store's host, an internal member of the store reads the store's mail
 * (see visibleTo in outbox-reader.ts), anyone else only the mail sent to their address.
 */
export type OutboxViewer = { kind: 'platform' } | { kind: 'store'; email: string } | { kind: 'recipient'; email: string };

/**
 * Templates whose mail carries a working account token (a password reset or e-mail
 * verification link). Accounts are platform-wide, so a store's internal member could ask
 * for one for anybody's address: only the recipient and platform staff read these.
 */
export const ACCOUNT_TOKEN_TEMPLATES = ['password-reset', 'verification'] as const;

/**
 * Anyone not signed in reads nothing (and is shown the not-found page, so the outbox
 * never tells that a message exists). `identity` is undefined until the accounts
 * middleware runs: that is an anonymous visitor.
 */
export function outboxViewer(identity: Identity | undefined, divisionId: number): OutboxViewer | null {
  if (!identity?.user) return null;
  if (identity.user.internal) return { kind: 'platform' };
  const email = identity.user.email.trim().toLowerCase();
  return isInternal(identity, divisionId) ? { kind: 'store', email } : { kind: 'recipient', email };
}

/** Only platform staff read the SMS outbox: it holds sign-in codes of every user, not one store's mail. */
export function canReadSmsOutbox(identity: Identity | undefined): boolean {
  return identity?.user?.internal === true;
}
