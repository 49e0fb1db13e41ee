import type { Division } from '../../schemas/division.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { constantTimeEqual } from '../../platform/security/tokens.ts';

/** The cookie a visitor of a password-protected store gets once they entered its password. */
export const STORE_PASSWORD_COOKIE = 'pf_store_pass';

// Signed with the server key over the store and its current password hash, so changing
// the password locks everyone out again.
function expected(division: Division, secrets: SecretBox): string {
  return secrets.sign(`store-pass:${division.id}:${division.settings.storePasswordHash ?? ''}`);
}

export function storePassCookie(division: Division, secrets: SecretBox): string {
  return `${division.id}.${expected(division, secrets)}`;
}

export function hasStorePass(division: Division, cookie: string | undefined, secrets: SecretBox): boolean {
  if (!cookie || !division.settings.storePasswordHash) return false;
  return constantTimeEqual(cookie, storePassCookie(division, secrets));
}
