import type { Db } from '../db/database.ts';
import { MailMessage, type MailTransport } from './message.ts';
import { mailTransport } from './mail-transport.ts';

/** Sends one e-mail through the configured transport (or the one given). */
export async function sendMail(db: Db, message: MailMessage, transport: MailTransport = mailTransport(db)): Promise<{ id: string }> {
  // Checked here so no transport ever sees a malformed address or a multi-line subject.
  return transport.send(MailMessage.parse(message));
}
