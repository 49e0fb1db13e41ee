import type { MailMessage, MailTransport } from './message.ts';
import { memoAsync } from '../../lib/memo-async.ts';

/** The part of a nodemailer transporter this adapter uses (tests pass a fake). */
export interface SmtpSender {
  sendMail(options: { from: string; to: string; subject: string; html: string; text: string; replyTo?: string }): Promise<{ messageId?: string }>;
}

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://…; nodemailer reads every option from it. */
  url: string;
  /** The From header, e.g. "Printfront <no-reply@example.com>". */
  from: string;
  /** A ready transporter instead of one made from `url`. */
  sender?: SmtpSender;
}

// One pooled connection set per URL for the whole process, not one per message.
const senderFor = memoAsync((url) => import('nodemailer').then(({ default: nodemailer }): SmtpSender => nodemailer.createTransport(url)));

/** Real delivery through an SMTP server (nodemailer). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  readonly #options: SmtpOptions;

  constructor(options: SmtpOptions) {
    this.#options = options;
  }

  async deliver(message: MailMessage): Promise<{ providerId: string | null }> {
    const sender = this.#options.sender ?? (await senderFor(this.#options.url));
    const info = await sender.sendMail({
      from: this.#options.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    return { providerId: info.messageId ?? null };
  }
}
