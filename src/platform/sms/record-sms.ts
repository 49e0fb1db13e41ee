import type { Db } from '../db/database.ts';
import type { DeliveryStatus } from '../db/message-tables.ts';
import { now } from '../db/json.ts';
import type { SmsMessage } from './message.ts';

/** The SMS outbox (/teemail/sms/) keeps every text, whichever transport delivers it. */
export async function recordSms(db: Db, message: SmsMessage, delivery: { transport: string; status: DeliveryStatus }): Promise<number> {
  const row = await db
    .insertInto('sms_outbox')
    .values({
      to_number: message.to,
      body: message.body,
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
