import type { MailContent } from '../../../platform/mail/message.ts';
import { mailLayout, type MailBlock } from '../../../platform/mail/layout.ts';

export interface PermissionReviewEmailInput {
  storeName: string;
  firstName: string;
  permissions: string[];
  approved: boolean;
  /** Why it was denied, when the reviewer said. */
  note?: string | undefined;
  /** Where the requester works with their rights (the dashboard). */
  link: string;
}

/** Tells a requester that staff approved or denied the rights they asked for. */
export function permissionReviewEmail({ storeName, firstName, permissions, approved, note, link }: PermissionReviewEmailInput): MailContent {
  const verdict = approved ? 'approved' : 'denied';
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `Hi ${firstName.trim() || 'there'}, your request for ${permissions.length === 1 ? 'this permission' : 'these permissions'} has been ${verdict}:`,
    },
    { kind: 'list', items: permissions },
  ];
  if (!approved && note?.trim()) blocks.push({ kind: 'paragraph', text: 'The reviewer said:' }, { kind: 'quote', text: note.trim() });
  if (approved) blocks.push({ kind: 'button', label: 'Open your dashboard', href: link });
  return mailLayout({
    storeName,
    subject: `Your permission request was ${verdict}`,
    preheader: `Your request for ${permissions.join(', ')} was ${verdict}.`,
    heading: approved ? 'Permission request approved' : 'Permission request denied',
    blocks,
    footer: `You received this email because you asked for permissions on ${storeName}.`,
  });
}
