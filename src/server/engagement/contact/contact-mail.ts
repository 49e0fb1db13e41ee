import type { MailContent } from '../../../platform/mail/message.ts';
import { mailLayout } from '../../../platform/mail/layout.ts';

export interface ContactMailInput {
  storeName: string;
  name: string;
  email: string;
  message: string;
}

/** A visitor's message from the store's contact form, to the store (reply goes to the visitor). */
export function contactEmail({ storeName, name, email, message }: ContactMailInput): MailContent {
  // The subject is a header line: the name is flattened so it cannot add headers.
  const from = name.replace(/[\r\n]+/g, ' ').slice(0, 80);
  return mailLayout({
    storeName,
    subject: `New message from ${from} via ${storeName}`,
    preheader: message.slice(0, 90),
    heading: 'A message from your contact form',
    blocks: [
      { kind: 'paragraph', text: `${name} (${email}) wrote:` },
      { kind: 'quote', text: message },
      { kind: 'note', text: 'Reply to this email to answer them.' },
    ],
    footer: `You received this email because a visitor used the contact form of ${storeName}.`,
  });
}
