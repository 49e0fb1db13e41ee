// The page title is prefixed '(n)' with the unread-notification count when above zero.
// The server draws it on dashboard pages (src/lib/head.ts pageTitle follows the same rule);
// the notification island keeps it true as items are read or dismissed.

const PREFIX = /^\(\d+\) /;

export function titleWithUnread(title: string, unread: number): string {
  const base = title.replace(PREFIX, '');
  return unread > 0 ? `(${unread}) ${base}` : base;
}
