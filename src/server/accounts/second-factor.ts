import { randomInt } from 'node:crypto';
import type { Db } from '../../platform/db/database.ts';
import type { UserRow } from './users.ts';
import { now } from '../../platform/db/json.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { verifyTotp } from './totp.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { consumeToken, issueToken, voidTokens } from './one-time-tokens.ts';
import { LIMITS, clearAttempts, takeAttempt } from '../../platform/security/rate-limit.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import type { ConfirmPasswordBody } from '../../schemas/account.ts';
import { messages } from '../../lib/validation/index.ts';
import { sendSms } from '../../platform/sms/send-sms.ts';
import { inTransaction } from '../../platform/db/transaction.ts';

/** Checks an authenticator-app or SMS code for the user; a code works once. */
async function checkSecondFactorCode(db: Db, secrets: SecretBox, user: UserRow, code: string): Promise<boolean> {
  const digits = code.replace(/\s/g, '');
  if (user.two_factor_method === 'sms') return (await consumeToken(db, 'sms-code', digits, user.id)).status === 'ok';
  if (!user.two_factor_secret) return false;
  const step = verifyTotp(secrets.open(user.two_factor_secret), digits, user.two_factor_last_step);
  if (step === null) return false;
  // Only a step later than the last one moves it on: two racing logins cannot both use one code.
  const updated = await db
    .updateTable('users')
    .set({ two_factor_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Uses up one of the user's recovery codes. */
async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const updated = await db
    .updateTable('recovery_codes')
    .set({ used_at: now() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** What a sign-in, a password confirmation or an SMS enrolment brings as the second factor. */
export type SecondFactorInput = Pick<ConfirmPasswordBody, 'recoveryCode' | 'twoFactorAuthCode'>;

/**
 * Checks the second factor: a recovery code, else a code from the app or SMS. Each try
 * is taken from the account's code counter up front (429 past the limit) and the counter
 * is cleared on success. A wrong code is a field error on `codeField` (SMS enrolment
 * calls its field `code`).
 */
export async function verifySecondFactor(db: Db, secrets: SecretBox, user: UserRow, input: SecondFactorInput, codeField = 'twoFactorAuthCode'): Promise<void> {
  const key = `code:account:${user.id}`;
  await takeAttempt(db, key, LIMITS.codeAccount);
  if (input.recoveryCode) {
    // biome-ignore lint/correctness/useHookAtTopLevel: useRecoveryCode spends a recovery code; it is not a React hook
    if (!(await useRecoveryCode(db, user.id, input.recoveryCode))) throw ApiError.validation({ recoveryCode: [messages.recoveryCode] });
  } else if (!input.twoFactorAuthCode || !(await checkSecondFactorCode(db, secrets, user, input.twoFactorAuthCode))) {
    throw ApiError.validation({ [codeField]: [messages.twoFactorCode] });
  }
  await clearAttempts(db, key);
}

/**
 * Texts a six-digit login code to `mobile_phone` (valid 5 minutes); a new code voids the
 * last. The code and its text are written together; Twilio is called by the sms.deliver
 * job after the request, never inside it.
 */
export async function sendSmsCode(db: Db, user: Pick<UserRow, 'id' | 'mobile_phone'>, storeName: string): Promise<void> {
  const phone = user.mobile_phone;
  if (!phone) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await inTransaction(db, async (trx) => {
    await voidTokens(trx, user.id, 'sms-code');
    await issueToken(trx, user.id, 'sms-code', 5, code);
    await sendSms(trx, { to: phone, body: `${code} is your ${storeName} login code. It expires in 5 minutes.` });
  });
}
