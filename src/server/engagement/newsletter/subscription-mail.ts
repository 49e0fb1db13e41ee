import type { MailContent } from '../../../platform/mail/message.ts';
import { greeting, mailLayout } from '../../../platform/mail/layout.ts';

export interface SubscriptionEmailInput {
  storeName: string;
  firstName: string;
  /** The one-time link to /subscription-verified. */
  link: string;
  /** How long the link works. */
  expiresInDays?: number;
}

/** Double opt-in for a store's mailing list (the subscriber offer). */
export function subscriptionEmail({ storeName, firstName, link, expiresInDays = 7 }: SubscriptionEmailInput): MailContent {
  return mailLayout({
    storeName,
    subject: `Please confirm your subscription to ${storeName}`,
    preheader: 'One click and you are on the list.',
    heading: 'Confirm your subscription',
    blocks: [
      { kind: 'paragraph', text: greeting(firstName) },
      {
        kind: 'paragraph',
        text: `Thanks for signing up to hear from ${storeName}: new designs, restocks and offers. Please confirm that you want to receive our emails.`,
      },
      { kind: 'button', label: 'Confirm subscription', href: link },
      {
        kind: 'note',
        text: `The link works for ${expiresInDays} ${expiresInDays === 1 ? 'day' : 'days'}. If you did not sign up, ignore this email and you will not hear from us.`,
      },
    ],
    footer: `You received this email because this address was entered in the newsletter form of ${storeName}.`,
  });
}
