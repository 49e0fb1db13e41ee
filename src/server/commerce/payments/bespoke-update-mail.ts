import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import type { MailContent } from '../../../platform/mail/message.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { quotePagePath } from '../../../lib/quote-pages.ts';
import { mailLayout, type MailBlock } from '../../../platform/mail/layout.ts';

export interface BespokeUpdateEmailInput {
  storeName: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The customer's page for the order. */
  link: string;
  linkLabel: string;
}

/** One step of a bespoke order, told to its customer (terms, mockup, payment, production). */
export function bespokeUpdateEmail({ storeName, subject, heading, paragraphs, link, linkLabel }: BespokeUpdateEmailInput): MailContent {
  const blocks: MailBlock[] = paragraphs.map((text) => ({ kind: 'paragraph', text }));
  blocks.push({ kind: 'button', label: linkLabel, href: link });
  return mailLayout({
    storeName,
    subject,
    preheader: paragraphs[0] ?? heading,
    heading,
    blocks,
    footer: `You received this email about your bespoke order with ${storeName}.`,
  });
}

export interface BespokeUpdate {
  subject: string;
  heading: string;
  paragraphs: string[];
  linkLabel: string;
}

/** Tells a bespoke order's customer of its next step, through the outbox, in the caller's transaction. */
export async function mailBespokeUpdate(db: Db, scope: StoreScope, to: string, hash: string, origin: string, update: BespokeUpdate): Promise<void> {
  const mail = bespokeUpdateEmail({ storeName: scope.division.companyName, link: origin + quotePagePath(hash), ...update });
  await sendMail(db, { to, ...mail, template: 'bespoke-update', divisionId: scope.division.id });
}
