import type { MailContent } from '../../../../platform/mail/message.ts';
import { mailLayout } from '../../../../platform/mail/layout.ts';

export interface QuoteRequestStaffEmailInput {
  storeName: string;
  customer: { name: string; email: string; company: string };
  /** One line per quote line, e.g. "40 × Organic Tee (Black)". */
  lines: string[];
  deadline: string;
  /** The back office's quotes screen. */
  link: string;
}

/** Tells staff a quote waits for an answer. */
export function quoteRequestStaffEmail({ storeName, customer, lines, deadline, link }: QuoteRequestStaffEmailInput): MailContent {
  const who = customer.company ? `${customer.name} (${customer.company})` : customer.name;
  return mailLayout({
    storeName,
    subject: `Quote request from ${who}`,
    preheader: `${who} needs ${lines.length === 1 ? lines[0] : `${lines.length} lines`} by ${deadline}.`,
    heading: 'New quote request',
    blocks: [
      { kind: 'paragraph', text: `${who} <${customer.email}> asked ${storeName} for a quote, needed by ${deadline}:` },
      { kind: 'list', items: lines },
      { kind: 'button', label: 'Answer the quote', href: link },
    ],
    footer: 'You received this email because you are Printfront staff.',
  });
}
