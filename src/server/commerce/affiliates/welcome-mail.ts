import type { MailContent } from '../../../platform/mail/message.ts';
import { greeting, mailLayout } from '../../../platform/mail/layout.ts';

export interface AffiliateWelcomeInput {
  storeName: string;
  name: string;
  link: string;
  commissionRate: number;
  cookieDays: number;
}

/** The new affiliate's link and terms, so they have it after leaving the page. */
export function affiliateWelcomeEmail({ storeName, name, link, commissionRate, cookieDays }: AffiliateWelcomeInput): MailContent {
  return mailLayout({
    storeName,
    subject: `Your affiliate link for ${storeName}`,
    preheader: 'Share it and earn on every order it brings in.',
    heading: 'Welcome to the affiliate programme',
    blocks: [
      { kind: 'paragraph', text: greeting(name) },
      {
        kind: 'paragraph',
        text: `Here is your link. Everyone who shops through it within ${cookieDays} ${cookieDays === 1 ? 'day' : 'days'} earns you ${commissionRate}% of their order's goods (excluding VAT).`,
      },
      { kind: 'button', label: 'Your link', href: link },
    ],
    footer: `You received this email because this address signed up to the affiliate programme of ${storeName}.`,
  });
}
