import type { MailContent } from '../../../platform/mail/message.ts';
import { mailLayout, type MailBlock } from '../../../platform/mail/layout.ts';

export interface PermissionRequestEmailInput {
  storeName: string;
  /** Who asked. */
  requester: { name: string; email: string };
  /** The rights asked for, e.g. "dashboard.pages". */
  permissions: string[];
  reason: string;
  /** Where the request is reviewed, when there is such a page. */
  link?: string;
}

/** Tells the people who grant rights that someone asked for some (a permission request). */
export function permissionRequestEmail({ storeName, requester, permissions, reason, link }: PermissionRequestEmailInput): MailContent {
  const who = requester.name.trim() || requester.email;
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `${who} (${requester.email}) has asked for ${permissions.length === 1 ? 'this permission' : 'these permissions'} on ${storeName}:`,
    },
    { kind: 'list', items: permissions },
    { kind: 'paragraph', text: 'Their reason:' },
    { kind: 'quote', text: reason.trim() || '(no reason given)' },
  ];
  if (link) blocks.push({ kind: 'button', label: 'Review the request', href: link });
  return mailLayout({
    storeName,
    subject: `Permission request from ${who}`,
    preheader: `${who} asked for ${permissions.join(', ')}.`,
    heading: 'New permission request',
    blocks,
    footer: `You received this email because you can grant permissions on ${storeName}.`,
  });
}
