import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { defineTask, type JobContext } from '../jobs/task.ts';
import { MailMessage, type MailTransport } from './message.ts';
import { mailTransport } from './mail-transport.ts';
import { deliverOutboxRow } from './outbox-delivery.ts';

/** Hands a queued outbox message to the configured provider (SMTP), recording how it went. */
export async function deliverMail(db: Db, mailId: number, job: JobContext['job'], transport: MailTransport | undefined = mailTransport()): Promise<void> {
  // Only a queued row: a job that runs again after a success sends nothing twice.
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', mailId).where('status', '=', 'queued').executeTakeFirst();
  if (!row) return;
  const message = MailMessage.parse({
    to: row.to_address,
    subject: row.subject,
    html: row.html,
    text: row.text,
    template: row.template,
    divisionId: row.division_id ?? undefined,
    replyTo: row.reply_to ?? undefined,
  });
  await deliverOutboxRow(db, 'mail_outbox', mailId, job, transport, message);
}

/** 10 attempts: the last about 3½ hours after the first (e¹ + … + e⁹ seconds). */
export const deliverMailTask = defineTask({
  name: 'mail.deliver',
  payload: z.object({ mailId: z.int().positive() }),
  maxAttempts: 10,
  run: ({ mailId }, { db, job }) => deliverMail(db, mailId, job),
});
