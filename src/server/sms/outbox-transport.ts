import type { Db } from '../db/database.ts';
import { now } from '../db/json.ts';
import type { SmsMessage, SmsTransport } from './message.ts';

/** Writes a text message to the SMS outbox; every transport keeps a copy there. */
export async function recordSms(db: Db, message: SmsMessage, delivery: { transport: string; providerId?: string | null }): Promise<number> {
  const row = await db
    .insertInto('sms_outbox')
    .values({ to_number: message.to, body: message.body, transport: delivery.transport, provider_id: delivery.providerId ?? null, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The built-in transport: texts stay in the outbox, read by staff at /teemail/sms/. */
export class SmsOutboxTransport implements SmsTransport {
  readonly name = 'outbox';
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async send(message: SmsMessage): Promise<{ id: string }> {
    return { id: String(await recordSms(this.#db, message, { transport: this.name })) };
  }
}
