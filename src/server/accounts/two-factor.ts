import bwipjs, { type RenderOptions } from 'bwip-js/node';
import type { Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { UserTable } from '../../platform/db/tables.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { UserRow } from './users.ts';
import { now } from '../../platform/db/json.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { toE164 } from '../../platform/sms/e164.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { sendSmsCode, verifySecondFactor } from './second-factor.ts';
import { messages } from '../../lib/validation/index.ts';
import type { EnableTwoFactorBody, TwoFactorSetup } from '../../schemas/account.ts';

/** A QR code as SVG: medium error correction, dark on white with a quiet zone of one module (bwip-js counts 2 units a module). */
function qrCodeSvg(text: string): string {
  // eclevel is the QR symbology's own option, which bwip-js's RenderOptions type does not list.
  const options: RenderOptions & { eclevel: 'M' } = { bcid: 'qrcode', text, eclevel: 'M', scale: 1, padding: 2, backgroundcolor: 'FFFFFF' };
  return bwipjs.toSVG(options);
}

/** Starts enrolment: a new secret kept pending until a code from it is confirmed. */
export async function beginTwoFactorSetup(db: Db, secrets: SecretBox, user: UserRow, issuer: string): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  await db
    .updateTable('users')
    .set({ two_factor_pending_secret: secrets.seal(secret) })
    .where('id', '=', user.id)
    .execute();
  const url = otpauthUrl(secret, user.email, issuer);
  const qrSvg = qrCodeSvg(url);
  return { secret, otpauthUrl: url, qrSvg };
}

/** Replaces the user's recovery codes with a fresh set and returns them (shown once). */
export async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const time = now();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code), used_at: null, created_at: time })))
      .execute();
  });
  return codes;
}

/** Turns the second factor on and issues its recovery codes, both or neither. */
function switchOn(db: Db, userId: number, columns: Updateable<UserTable>): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('users').set(columns).where('id', '=', userId).execute();
    return issueRecoveryCodes(trx, userId);
  });
}

/**
 * Turns two-factor authentication on once the user proves they hold the second factor:
 * a code from the pending app secret, or an SMS code. For SMS, a call without a code
 * texts one to the given number (kept pending, the user's phone is left alone); the
 * confirming call enrols the pending number, whatever number it names.
 */
export async function enableTwoFactor(
  db: Db,
  secrets: SecretBox,
  user: UserRow,
  input: EnableTwoFactorBody,
  storeName: string,
): Promise<string[] | 'sms-sent'> {
  if (input.method === 'sms') {
    if (!input.code) {
      const phone = input.mobilePhoneNumber ?? user.mobile_phone;
      if (!phone) throw ApiError.validation({ mobilePhoneNumber: [messages.required] });
      // Only a mobile can take the text: refused here, on the field the number was typed in.
      if (!toE164(phone)) throw ApiError.validation({ mobilePhoneNumber: [messages.ukPhone] });
      await db.updateTable('users').set({ two_factor_pending_phone: phone }).where('id', '=', user.id).execute();
      await sendSmsCode(db, { id: user.id, mobile_phone: phone }, storeName);
      return 'sms-sent';
    }
    const phone = user.two_factor_pending_phone;
    if (!phone) throw new ApiError('badRequest', 'Start the set-up first.');
    // The code was texted as an SMS login code: check it as one, under the code counter.
    await verifySecondFactor(db, secrets, { ...user, two_factor_method: 'sms' }, { twoFactorAuthCode: input.code }, 'code');
    return switchOn(db, user.id, {
      two_factor_method: 'sms',
      mobile_phone: phone,
      two_factor_pending_phone: null,
      two_factor_secret: null,
      two_factor_pending_secret: null,
    });
  }
  if (!user.two_factor_pending_secret) throw new ApiError('badRequest', 'Start the set-up first.');
  const secret = secrets.open(user.two_factor_pending_secret);
  const step = verifyTotp(secret, input.code, null);
  if (step === null) throw ApiError.validation({ code: [messages.twoFactorCode] });
  return switchOn(db, user.id, {
    two_factor_method: 'app',
    two_factor_secret: user.two_factor_pending_secret,
    two_factor_pending_secret: null,
    two_factor_last_step: step,
  });
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ two_factor_method: null, two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
}
