import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { UserRow } from './users.ts';
import { now } from '../db/json.ts';
import { open } from './secret-box.ts';
import { verifyTotp } from './totp.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { consumeToken, issueToken, voidTokens } from './one-time-tokens.ts';
import { sendSms } from '../sms/index.ts';

/** Checks an authenticator-app or SMS code for the user; a code works once. */
export async function checkSecondFactorCode(db: Db, user: UserRow, code: string): Promise<boolean> {
  const digits = code.replace(/\s/g, '');
  if (user.two_factor_method === 'sms') return (await consumeToken(db, 'sms-code', digits, user.id)).status === 'ok';
  if (!user.two_factor_secret) return false;
  const step = verifyTotp(open(user.two_factor_secret), digits, user.two_factor_last_step);
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
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const updated = await db
    .updateTable('recovery_codes')
    .set({ used_at: now() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Texts a six-digit login code to a user who chose SMS (valid 5 minutes). */
export async function sendSmsCode(db: Db, user: UserRow, storeName: string): Promise<void> {
  if (!user.mobile_phone) return;
  await voidTokens(db, user.id, 'sms-code');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await issueToken(db, user.id, 'sms-code', 5, code);
  await sendSms(db, { to: user.mobile_phone, body: `${code} is your ${storeName} login code. It expires in 5 minutes.` });
}
