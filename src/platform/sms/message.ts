import { z } from 'zod';

/** One text message: `to` in E.164 once sendSms has normalised it. */
export const SmsMessage = z.object({
  to: z.string().regex(/^\+[1-9]\d{6,14}$/),
  /** Ten segments at most: longer texts belong in an e-mail. */
  body: z.string().min(1).max(1600),
});
export type SmsMessage = z.infer<typeof SmsMessage>;

/** A provider that delivers texts beyond the SMS outbox (STYLE habit 9), in the sms.deliver job. */
export interface SmsTransport {
  /** 'twilio'; recorded with every message it delivers. */
  readonly name: string;
  /** Hands the text over; resolves with the provider's id for it, throws when refused. */
  deliver(message: SmsMessage): Promise<{ providerId: string | null }>;
}
