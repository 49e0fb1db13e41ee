import type { MailContent } from '../../../platform/mail/message.ts';
import { duration, greeting, mailLayout } from '../../../platform/mail/layout.ts';

export interface PasswordResetEmailInput {
  storeName: string;
  firstName: string;
  link: string;
  /** How long the link works. */
  expiresInMinutes: number;
}

/** Sent for "forgot password": a link to choose a new one. */
export function passwordResetEmail({ storeName, firstName, link, expiresInMinutes }: PasswordResetEmailInput): MailContent {
  return mailLayout({
    storeName,
    subject: `Reset your ${storeName} password`,
    preheader: `Choose a new password. The link works for ${duration(expiresInMinutes)}.`,
    heading: 'Reset your password',
    blocks: [
      { kind: 'paragraph', text: greeting(firstName) },
      {
        kind: 'paragraph',
        text: `We received a request to reset the password of your ${storeName} account. The link below works for ${duration(expiresInMinutes)} and only once.`,
      },
      { kind: 'button', label: 'Choose a new password', href: link },
      { kind: 'note', text: 'If you did not ask for this, ignore this email: your password stays as it is.' },
    ],
    footer: `You received this email because a password reset was requested for your ${storeName} account.`,
  });
}
