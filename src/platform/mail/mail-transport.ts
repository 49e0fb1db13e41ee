import { config } from '../config/config.ts';
import type { MailTransport } from './message.ts';
import { SmtpTransport } from './smtp-transport.ts';

/** Mail settings from the environment (README "Configuration"). */
export interface MailSettings {
  /** Set: deliver through this SMTP server. Unset: keep mail in the outbox only. */
  smtpUrl: string | undefined;
  from: string;
}

export function mailSettings(env: Record<string, string | undefined> = process.env): MailSettings {
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || `Printfront <no-reply@${config.platformDomain}>`,
  };
}

/** SMTP when SMTP_URL is set; otherwise none, and the outbox row is the delivery. */
export function mailTransport(settings: MailSettings = mailSettings()): MailTransport | undefined {
  return settings.smtpUrl ? new SmtpTransport({ url: settings.smtpUrl, from: settings.from }) : undefined;
}
