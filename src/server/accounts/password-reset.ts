import type { Db } from '../../platform/db/database.ts';
import type { Division } from '../../schemas/division.ts';
import { now } from '../../platform/db/json.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { findUserRowByEmail, findUserRowById, type UserRow } from './users.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { consumeToken, issueToken, voidTokens } from './one-time-tokens.ts';
import { LIMITS, takeAttempt } from '../../platform/security/rate-limit.ts';
import { deleteUserSessions } from './sessions.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { passwordResetEmail } from './mails/password-reset.ts';
import type { ResetPasswordBody } from '../../schemas/account.ts';

export const RESET_LINK_MINUTES = 60;
export const RESET_REQUESTED = 'If that address has an account, we have sent it a link to reset the password.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

/** Sends a reset link when the address has an account; says the same either way. */
export async function requestPasswordReset(db: Db, email: string, division: Division, origin: string, clientIp: string): Promise<void> {
  await takeAttempt(db, `mail:address:${clientIp}`, LIMITS.mailAddress);
  const user = await findUserRowByEmail(db, email);
  if (!user || user.status === -1) return;
  await voidTokens(db, user.id, 'reset-password');
  const token = await issueToken(db, user.id, 'reset-password', RESET_LINK_MINUTES);
  const link = `${origin}/password-reset/${encodeURIComponent(token)}`;
  const mail = passwordResetEmail({ storeName: division.companyName, firstName: user.first_name || 'there', link, expiresInMinutes: RESET_LINK_MINUTES });
  await sendMail(db, { ...mail, to: user.email, divisionId: division.id, template: 'password-reset' });
}

/** Sets a new password for the account the reset link's token names, and ends every session of it. */
export async function resetPassword(db: Db, input: Pick<ResetPasswordBody, 'token' | 'password'>): Promise<UserRow> {
  const result = await consumeToken(db, 'reset-password', input.token);
  const owner = result.status === 'ok' ? await findUserRowById(db, result.userId) : undefined;
  if (result.status !== 'ok' || !owner || owner.status === -1) throw ApiError.validation({ token: [RESET_LINK_INVALID] });
  // Hashed outside the transaction: it is slow and would hold the connection meanwhile.
  const passwordHash = await hashPassword(input.password);
  const time = now();
  // The new password and the end of the old sessions go together or not at all.
  return inTransaction(db, async (trx) => {
    const user = await trx
      .updateTable('users')
      // Reaching the reset mail proves the address, so it counts as verified too.
      .set({ password_hash: passwordHash, password_changed_at: time, verified_at: owner.verified_at ?? time })
      .where('id', '=', owner.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await deleteUserSessions(trx, owner.id);
    return user;
  });
}
