import type { MailContent } from '../../../platform/mail/message.ts';
import { mailLayout, type MailBlock } from '../../../platform/mail/layout.ts';

export interface OrderChangeEmailInput {
  storeName: string;
  /** The order's number as the shopper knows it (its id). */
  orderNumber: number;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** What changed, one line each ("Size: M → L"). */
  changes?: string[];
  button?: { label: string; href: string };
}

/** Confirms a change to an order (every change is confirmed by mail). */
export function orderChangeEmail(input: OrderChangeEmailInput): MailContent {
  const blocks: MailBlock[] = input.paragraphs.map((text) => ({ kind: 'paragraph', text }));
  if (input.changes?.length) blocks.push({ kind: 'list', items: input.changes });
  if (input.button) blocks.push({ kind: 'button', label: input.button.label, href: input.button.href });
  return mailLayout({
    storeName: input.storeName,
    subject: input.subject,
    preheader: input.paragraphs[0] ?? input.heading,
    heading: input.heading,
    blocks,
    footer: `You received this email about order #${input.orderNumber} from ${input.storeName}.`,
  });
}
