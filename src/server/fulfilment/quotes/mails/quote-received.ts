import type { MailContent } from '../../../../platform/mail/message.ts';
import { mailLayout } from '../../../../platform/mail/layout.ts';

export interface QuoteReceivedEmailInput {
  storeName: string;
  name: string;
  /** The customer's page for the quote (/advanced-quote/{hash}/). */
  link: string;
  deadline: string;
}

/** Tells a customer their quote request arrived and where to follow it. */
export function quoteReceivedEmail({ storeName, name, link, deadline }: QuoteReceivedEmailInput): MailContent {
  return mailLayout({
    storeName,
    subject: `We have your quote request`,
    preheader: 'We will come back to you with terms, a mockup and a price.',
    heading: `Thanks, ${name.trim() || 'there'}`,
    blocks: [
      { kind: 'paragraph', text: `We have your quote request for ${deadline}. Our team will come back to you with terms, a mockup and a price.` },
      { kind: 'paragraph', text: 'You can follow your quote, change it until we answer, and see what we need from you on its page:' },
      { kind: 'button', label: 'View your quote', href: link },
      { kind: 'note', text: 'Keep this email: the link is the only way to your quote without an account.' },
    ],
    footer: `You received this email because you asked ${storeName} for a quote.`,
  });
}
