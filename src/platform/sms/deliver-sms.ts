import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { defineTask, type JobContext } from '../jobs/task.ts';
import { deliverOutboxRow } from '../mail/outbox-delivery.ts';
import { SmsMessage, type SmsTransport } from './message.ts';
import { smsTransport } from './sms-transport.ts';

/** Hands a queued text to the configured provider (Twilio), recording how it went. */
export async function deliverSms(db: Db, smsId: number, job: JobContext['job'], transport: SmsTransport | undefined = smsTransport()): Promise<void> {
  // Only a queued row: a job that runs again after a success sends nothing twice.
  const row = await db.selectFrom('sms_outbox').selectAll().where('id', '=', smsId).where('status', '=', 'queued').executeTakeFirst();
  if (!row) return;
  const message = SmsMessage.parse({ to: row.to_number, body: row.body });
  await deliverOutboxRow(db, 'sms_outbox', smsId, job, transport, message);
}

/** Login codes expire after 5 minutes: 3 attempts, the last about 10 s after the first. */
export const deliverSmsTask = defineTask({
  name: 'sms.deliver',
  payload: z.object({ smsId: z.int().positive() }),
  maxAttempts: 3,
  run: ({ smsId }, { db, job }) => deliverSms(db, smsId, job),
});
