import { z } from 'zod';

/** What a template writes: the subject line and both bodies of one e-mail. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** One e-mail as the rest of the app speaks of it; transports map it to their provider. */
export const MailMessage = z.object({
  to: z.email(),
  /** A header line: line breaks would let a value add headers of its own. */
  subject: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[^\r\n]*$/),
  html: z.string().min(1),
  text: z.string().min(1),
  /** The store the message is sent for; absent for platform mail. */
  divisionId: z.int().positive().optional(),
  /** The template that wrote it, shown in the outbox. */
  template: z.string().min(1).max(60),
  replyTo: z.email().optional(),
});
export type MailMessage = z.infer<typeof MailMessage>;

/**
 * A provider that delivers mail beyond the outbox (STYLE habit 9: providers sit behind an
 * adapter). It runs in the mail.deliver job, never inside a request.
 */
export interface MailTransport {
  /** 'smtp'; recorded with every message it delivers. */
  readonly name: string;
  /** Hands the message over; resolves with the provider's id for it, throws when refused. */
  deliver(message: MailMessage): Promise<{ providerId: string | null }>;
}
