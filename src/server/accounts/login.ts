import type { Db } from '../../platform/db/database.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { findUserRowByEmail, normaliseEmail, secondFactorOf, type UserRow } from './users.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/security/passwords.ts';
import { LIMITS, assertNotLimited, clearAttempts, recordAttempt, takeAttempt } from '../../platform/security/rate-limit.ts';
import { sendSmsCode, verifySecondFactor } from './second-factor.ts';
import type { LoginBody, RecoveryLoginBody } from '../../schemas/account.ts';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';

/** A login call's body (a recovery login brings its code instead), where it came from and which store it is for. */
export type LoginAttempt = LoginBody & Partial<Pick<RecoveryLoginBody, 'recoveryCode'>> & { clientIp: string; storeName: string };

export type LoginOutcome = { kind: 'signed-in'; user: UserRow } | { kind: 'second-factor'; method: 'app' | 'sms' };

// A hash to verify against when the address is unknown, so a wrong address takes as
// long as a wrong password and the timing does not tell which accounts exist.
let decoy: Promise<string> | undefined;

/**
 * Checks a login: password, then the second factor when the account has one.
 * Failures count against the account and the client address (429 past the limits).
 */
export async function logIn(db: Db, secrets: SecretBox, attempt: LoginAttempt): Promise<LoginOutcome> {
  const email = normaliseEmail(attempt.email);
  const accountKey = `login:account:${email}`;
  const addressKey = `login:address:${attempt.clientIp}`;
  // The client address counts failures only, never cleared: people behind one address
  // must neither use up each other's attempts by signing in nor reset each other's failures.
  await assertNotLimited(db, addressKey, LIMITS.loginAddress);
  // The account's attempt is taken up front and cleared on success (see takeAttempt).
  await takeAttempt(db, accountKey, LIMITS.loginAccount);

  const user = await findUserRowByEmail(db, email);
  decoy ??= hashPassword('decoy password for unknown accounts');
  const passwordOk = await verifyPassword(attempt.password, user?.password_hash ?? (await decoy));
  if (!user || !passwordOk || user.status === -1) {
    await recordAttempt(db, addressKey, LIMITS.loginAddress);
    throw ApiError.validation({ email: [BAD_CREDENTIALS] });
  }
  // The password was right: from here on, guessing is limited by the code counter.
  await clearAttempts(db, accountKey);

  const method = secondFactorOf(user);
  if (method) {
    if (!attempt.recoveryCode && !attempt.twoFactorAuthCode) {
      if (method === 'sms') await sendSmsCode(db, user, attempt.storeName);
      return { kind: 'second-factor', method };
    }
    await verifySecondFactor(db, secrets, user, attempt);
  }

  if (needsRehash(user.password_hash)) {
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(attempt.password) })
      .where('id', '=', user.id)
      .execute();
  }
  return { kind: 'signed-in', user };
}
