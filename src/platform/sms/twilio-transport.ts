import type { SmsMessage, SmsTransport } from './message.ts';
import { memoAsync } from '../../lib/memo-async.ts';

/** The part of the Twilio client this adapter uses (tests pass a fake). */
export interface TwilioClient {
  messages: {
    create(params: { to: string; body: string; from?: string; messagingServiceSid?: string }): Promise<{ sid: string }>;
  };
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sending number in E.164, or a Messaging Service SID ("MG…"). */
  from: string;
  /** A ready client instead of one made from the credentials. */
  client?: TwilioClient;
}

// One client per set of credentials for the whole process, keyed by both.
const clientByCredentials = memoAsync((key) => {
  const [accountSid, authToken] = key.split('\u0000');
  return import('twilio').then(({ default: twilio }): TwilioClient => twilio(accountSid, authToken));
});
const clientFor = (accountSid: string, authToken: string) => clientByCredentials(`${accountSid}\u0000${authToken}`);

/** Real delivery through Twilio's official SDK. */
export class TwilioTransport implements SmsTransport {
  readonly name = 'twilio';
  readonly #options: TwilioOptions;

  constructor(options: TwilioOptions) {
    this.#options = options;
  }

  async deliver(message: SmsMessage): Promise<{ providerId: string | null }> {
    const { accountSid, authToken, from } = this.#options;
    const client = this.#options.client ?? (await clientFor(accountSid, authToken));
    const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
    const sent = await client.messages.create({ to: message.to, body: message.body, ...sender });
    return { providerId: sent.sid };
  }
}
