import type { Db } from '../db/database.ts';
import type { SmsTransport } from './message.ts';
import { SmsOutboxTransport } from './outbox-transport.ts';
import { TwilioTransport } from './twilio-transport.ts';

/** SMS settings from the environment: all three Twilio values, or none. */
export interface SmsSettings {
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
}

export function smsSettings(env: Record<string, string | undefined> = process.env): SmsSettings {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const from = env.TWILIO_FROM?.trim();
  return { twilio: accountSid && authToken && from ? { accountSid, authToken, from } : undefined };
}

/** Twilio when it is configured, else the SMS outbox. */
export function smsTransport(db: Db, settings: SmsSettings = smsSettings()): SmsTransport {
  return settings.twilio ? new TwilioTransport(db, settings.twilio) : new SmsOutboxTransport(db);
}
