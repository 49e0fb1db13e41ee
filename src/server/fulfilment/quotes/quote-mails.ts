import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { quoteReceivedEmail } from './mails/quote-received.ts';
import { quoteRequestStaffEmail } from './mails/quote-request-staff.ts';
import type { QuoteContact, QuoteLine } from '../../../schemas/quotes.ts';
import { quotePagePath } from '../../../lib/quote-pages.ts';

// The mails of the bespoke flow, all through the outbox (sendMail), in the caller's
// transaction when it passes one: a quote or a move is never recorded without its mail.

/** Staff told of a new quote at most: a long staff list is a mailing list's job. */
const MAX_STAFF_RECIPIENTS = 20;

export const quoteLink = (origin: string, hash: string) => origin + quotePagePath(hash);

export const lineSummary = (line: Pick<QuoteLine, 'total' | 'name' | 'colour'>) => `${line.total} × ${line.name}${line.colour ? ` (${line.colour})` : ''}`;

export async function mailQuoteReceived(db: Db, scope: StoreScope, contact: QuoteContact, hash: string, deadline: string, origin: string): Promise<void> {
  const mail = quoteReceivedEmail({ storeName: scope.division.companyName, name: contact.name, link: quoteLink(origin, hash), deadline });
  await sendMail(db, { to: contact.email, ...mail, template: 'quote-received', divisionId: scope.division.id });
}

/** Every flagged internal user hears of a new quote. */
export async function mailStaffOfQuote(db: Db, scope: StoreScope, contact: QuoteContact, lines: QuoteLine[], deadline: string, origin: string): Promise<void> {
  const staff = await db.selectFrom('users').select('email').where('internal', '=', 1).orderBy('id').limit(MAX_STAFF_RECIPIENTS).execute();
  const mail = quoteRequestStaffEmail({
    storeName: scope.division.companyName,
    customer: contact,
    lines: lines.map(lineSummary),
    deadline,
    link: `${origin}/atlas/quotes/`,
  });
  for (const { email } of staff)
    await sendMail(db, { to: email, ...mail, replyTo: contact.email, template: 'quote-request-staff', divisionId: scope.division.id });
}
