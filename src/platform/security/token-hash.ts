import { createHash } from 'node:crypto';
import { randomToken } from './tokens.ts';

// A verification link carries 32 random bytes; only their SHA-256 is stored, so a copy
// of the table cannot be turned into working links. Stored as hex, unlike account tokens
// (base64url): existing subscriptions' hashes are in that form.

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): { token: string; hash: string } {
  const token = randomToken(32);
  return { token, hash: hashToken(token) };
}

/** The shape newToken gives: anything else is refused without a database query. */
export function looksLikeToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
