import type { MailContent } from '../../../platform/mail/message.ts';
import { greeting, mailLayout } from '../../../platform/mail/layout.ts';

export interface VerificationEmailInput {
  storeName: string;
  firstName: string;
  /** The one-time link that verifies the address. */
  link: string;
}

/** Sent after sign-up: confirms the new account's e-mail address. */
export function verificationEmail({ storeName, firstName, link }: VerificationEmailInput): MailContent {
  return mailLayout({
    storeName,
    subject: `Verify your email address for ${storeName}`,
    preheader: 'One click to confirm your email address.',
    heading: 'Verify your email address',
    blocks: [
      { kind: 'paragraph', text: greeting(firstName) },
      {
        kind: 'paragraph',
        text: `Thanks for creating an account with ${storeName}. Please confirm that this is your email address so we can keep your account secure.`,
      },
      { kind: 'button', label: 'Verify email address', href: link },
      { kind: 'note', text: 'If you did not create an account, you can safely ignore this email.' },
    ],
    footer: `You received this email because this address was used to create an account with ${storeName}.`,
  });
}
