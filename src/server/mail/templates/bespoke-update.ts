import type { MailContent } from '../message.ts';
import { mailLayout, type MailBlock } from './layout.ts';

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
