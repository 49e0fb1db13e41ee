import type { SmsTransport } from './message.ts';
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

/** Twilio when it is configured; otherwise none, and the SMS outbox row is the delivery. */
export function smsTransport(settings: SmsSettings = smsSettings()): SmsTransport | undefined {
  return settings.twilio ? new TwilioTransport(settings.twilio) : undefined;
}
