import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { MailMessage } from './message.ts';
import { mailSettings } from './mail-transport.ts';
import { recordMail } from './record-mail.ts';
import { deliverMailTask } from './deliver-mail.ts';

/**
 * Sends one e-mail: the outbox row is written now, in the caller's transaction when there
 * is one, so tests and /teemail/ see it at once. With SMTP configured a mail.deliver job
 * hands it over after the request; otherwise the outbox is its delivery.
 */
export async function sendMail(db: Db, message: MailMessage): Promise<{ id: string }> {
  // Checked here so no transport ever sees a malformed address or a multi-line subject.
  const parsed = MailMessage.parse(message);
  if (!mailSettings().smtpUrl) return { id: String(await recordMail(db, parsed, { transport: 'outbox', status: 'sent' })) };
  return inTransaction(db, async (trx) => {
    const id = await recordMail(trx, parsed, { transport: 'smtp', status: 'queued' });
    await enqueue(trx, deliverMailTask, { mailId: id });
    return { id: String(id) };
  });
}
