import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';
import { CONTACT_MESSAGES, type ContactInput } from '../../../schemas/contact.ts';
import { contactRecipient } from './contact-recipient.ts';
import { contactEmail } from './contact-mail.ts';

/** Messages one client address may send to one store: enough for a person, too few for a spammer. */
export const CONTACT_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };

/**
 * Sends a contact form's message to the store through the outbox (and on by SMTP as a
 * mail.deliver job when configured). Counted against the sender's address first, so a
 * burst cannot slip past the limit (429 with Retry-After).
 */
export async function sendContactMessage(scope: StoreScope, input: ContactInput, clientIp: string, now = Date.now()): Promise<{ mailId: string }> {
  await takeAttempt(scope.db, `contact:${scope.division.id}:${clientIp || 'unknown'}`, CONTACT_LIMIT, now);
  const to = await contactRecipient(scope, input.block);
  if (!to) throw ApiError.validation({ block: [CONTACT_MESSAGES.noRecipient] });
  const mail = contactEmail({ storeName: scope.division.companyName, name: input.name, email: input.email, message: input.message });
  const sent = await sendMail(scope.db, { to, ...mail, replyTo: input.email, template: 'contact-message', divisionId: scope.division.id });
  return { mailId: sent.id };
}
