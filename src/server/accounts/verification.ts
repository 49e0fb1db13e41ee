import type { Db } from '../../platform/db/database.ts';
import type { Division } from '../../schemas/division.ts';
import type { UserRow } from './users.ts';
import { now } from '../../platform/db/json.ts';
import { consumeToken, issueToken, voidTokens } from './one-time-tokens.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { verificationEmail } from './mails/verification.ts';
import { subdomainHost } from '../../platform/http/store-hosts.ts';

const VERIFY_MINUTES = 24 * 60;

/** Sends the link that proves the address is the user's (/sign-up/verify/). */
export async function sendVerificationEmail(db: Db, user: UserRow, division: Division, origin = `http://${subdomainHost(division.subdomain)}`): Promise<void> {
  await voidTokens(db, user.id, 'verify-email');
  const token = await issueToken(db, user.id, 'verify-email', VERIFY_MINUTES);
  const link = `${origin}/sign-up/verify/?token=${encodeURIComponent(token)}`;
  const mail = verificationEmail({ storeName: division.companyName, firstName: user.first_name || 'there', link });
  await sendMail(db, { ...mail, to: user.email, divisionId: division.id, template: 'verification' });
}

/** Marks the address verified when the token is good. */
export async function verifyEmail(db: Db, token: string): Promise<'verified' | 'expired' | 'invalid'> {
  const result = await consumeToken(db, 'verify-email', token);
  if (result.status !== 'ok') return result.status;
  await db.updateTable('users').set({ verified_at: now() }).where('id', '=', result.userId).where('verified_at', 'is', null).execute();
  return 'verified';
}
