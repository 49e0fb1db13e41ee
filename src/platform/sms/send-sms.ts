import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../errors/api-error.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { messages } from '../../lib/validation/index.ts';
import { SmsMessage } from './message.ts';
import { smsSettings } from './sms-transport.ts';
import { recordSms } from './record-sms.ts';
import { deliverSmsTask } from './deliver-sms.ts';
import { toE164 } from './e164.ts';

/**
 * Sends a text: the SMS outbox row is written now (in the caller's transaction when there
 * is one); with Twilio configured an sms.deliver job hands it over after the request.
 * `to` may be written as people write numbers; a number that is not one is a 422 on `to`.
 */
export async function sendSms(db: Db, message: { to: string; body: string }): Promise<{ id: string }> {
  const to = toE164(message.to);
  if (!to) throw ApiError.validation({ to: [messages.ukPhone] });
  const parsed = SmsMessage.parse({ to, body: message.body });
  if (!smsSettings().twilio) return { id: String(await recordSms(db, parsed, { transport: 'outbox', status: 'sent' })) };
  return inTransaction(db, async (trx) => {
    const id = await recordSms(trx, parsed, { transport: 'twilio', status: 'queued' });
    await enqueue(trx, deliverSmsTask, { smsId: id });
    return { id: String(id) };
  });
}
