import type { Db } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { messages } from '../../lib/validation/index.ts';
import { SmsMessage, type SmsTransport } from './message.ts';
import { smsTransport } from './sms-transport.ts';
import { toE164 } from './e164.ts';

/**
 * Sends a text through the configured transport (or the one given). `to` may be written
 * as people write numbers; a number that is not one is a 422 on `to`.
 */
export async function sendSms(db: Db, message: { to: string; body: string }, transport: SmsTransport = smsTransport(db)): Promise<{ id: string }> {
  const to = toE164(message.to);
  if (!to) throw ApiError.validation({ to: [messages.ukPhone] });
  return transport.send(SmsMessage.parse({ to, body: message.body }));
}
