import { randomInt } from 'node:crypto';
import { tokenHash } from '../../platform/security/tokens.ts';

// A recovery code is two groups of 8 alphanumerics joined by a dash. Ten are
// issued at a time; each works once. Letters that read alike (0/o, 1/l/i) are left out.

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

function group(): string {
  let out = '';
  for (let index = 0; index < 8; index++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => `${group()}-${group()}`);
}

/** Codes are high-entropy (about 79 bits), so a fast hash is enough; case is ignored. */
export function recoveryCodeHash(code: string): string {
  return tokenHash(code.trim().toLowerCase());
}
