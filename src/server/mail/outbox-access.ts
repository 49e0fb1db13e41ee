import { isInternal, type Identity } from '../accounts/identity.ts';

/** Who is reading the outbox, and so which messages they may see. */
export type OutboxViewer = { kind: 'internal' } | { kind: 'recipient'; email: string };

/**
 * Internal users read every message of the store; a signed-in user reads the mail sent
 * to their own address; anyone else reads nothing (and is shown the not-found page, so
 * the outbox never tells that a message exists). `identity` is undefined until the
 * accounts middleware runs: that is an anonymous visitor.
 */
export function outboxViewer(identity: Identity | undefined, divisionId: number): OutboxViewer | null {
  if (!identity?.user) return null;
  if (isInternal(identity, divisionId)) return { kind: 'internal' };
  return { kind: 'recipient', email: identity.user.email.trim().toLowerCase() };
}

/** Only platform staff read the SMS outbox: it holds sign-in codes of every user, not one store's mail. */
export function canReadSmsOutbox(identity: Identity | undefined): boolean {
  return identity?.user?.internal === true;
}
