import { randomToken } from '../../../platform/security/tokens.ts';

// Receipt, invoice and order-history addresses carry a random hash of at least 128 bits
// (base64url). Anything not shaped like one is answered as not found without a query.

const HASH_SHAPE = /^[A-Za-z0-9_-]{22,86}$/;

export function isHashShaped(value: string | undefined): value is string {
  return value !== undefined && HASH_SHAPE.test(value);
}

/** A new order-history hash: 16 random bytes (128 bits). */
export function newHistoryHash(): string {
  return randomToken(16);
}
