import type { Db } from '../db/database.ts';
import { config } from '../config.ts';
import type { MailTransport } from './message.ts';
import { OutboxTransport } from './outbox-transport.ts';
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

/** The transport the configuration asks for: SMTP when SMTP_URL is set, else the outbox. */
export function mailTransport(db: Db, settings: MailSettings = mailSettings()): MailTransport {
  return settings.smtpUrl ? new SmtpTransport(db, { url: settings.smtpUrl, from: settings.from }) : new OutboxTransport(db);
}

