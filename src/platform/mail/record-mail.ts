import type { Db } from '../db/database.ts';
import type { DeliveryStatus } from '../db/message-tables.ts';
import { now } from '../db/json.ts';
import type { MailMessage } from './message.ts';

/** The outbox (/teemail/) keeps every message, whichever transport delivers it. */
export async function recordMail(db: Db, message: MailMessage, delivery: { transport: string; status: DeliveryStatus }): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      division_id: message.divisionId ?? null,
      to_address: message.to.trim().toLowerCase(),
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      html: message.html,
      text: message.text,
      template: message.template,
      transport: delivery.transport,
      provider_id: null,
      status: delivery.status,
      last_error: null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
