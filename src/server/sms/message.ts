import { z } from 'zod';

/** One text message: `to` in E.164 once sendSms has normalised it. */
export const SmsMessage = z.object({
  to: z.string().regex(/^\+[1-9]\d{6,14}$/),
  /** Ten segments at most: longer texts belong in an e-mail. */
  body: z.string().min(1).max(1600),
});
export type SmsMessage = z.infer<typeof SmsMessage>;

/** A way of delivering SMS (STYLE habit 9). */
export interface SmsTransport {
  /** 'outbox' or 'twilio'; recorded with every message. */
  readonly name: string;
  /** Delivers the message; the id is its row in the SMS outbox. */
  send(message: SmsMessage): Promise<{ id: string }>;
}
