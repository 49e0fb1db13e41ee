import type { Db } from '../db/database.ts';
import { now } from '../db/json.ts';
import type { MailMessage, MailTransport } from './message.ts';

/** Writes a message to the outbox table; every transport keeps a copy there. */
export async function recordMail(db: Db, message: MailMessage, delivery: { transport: string; providerId?: string | null }): Promise<number> {
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
      provider_id: delivery.providerId ?? null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The built-in transport: nothing leaves the machine, every message is kept in the
 * outbox and read at /teemail/, where its links are clicked like in a mail client.
 */
export class OutboxTransport implements MailTransport {
  readonly name = 'outbox';
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async send(message: MailMessage): Promise<{ id: string }> {
    return { id: String(await recordMail(this.#db, message, { transport: this.name })) };
  }
}
