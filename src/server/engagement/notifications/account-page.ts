import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { AppNotification } from '../../../lib/notifications/notification.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { PRIVATE_ORDER_HEADERS } from '../../../platform/pages/private-page.ts';
import { loginRedirect } from '../../../lib/page-access.ts';
import { notificationsFor } from './notifications.ts';

// A customer's notifications in this store (push subscriptions are per customer):
// the copies they received as a push subscriber, and where they turn push on for this
// browser. Private: never cached, never indexed; signed out, it asks to log in first.

export const ACCOUNT_NOTIFICATIONS_PATH = '/account/notifications/';

export interface AccountNotificationsView {
  notifications: AppNotification[];
}

export async function accountNotificationsPage(
  scope: StoreScope,
  shell: ShellData,
  url: URL,
  userId: number | null,
): Promise<StorefrontPage<AccountNotificationsView>> {
  if (userId === null) return { kind: 'redirect', location: loginRedirect(ACCOUNT_NOTIFICATIONS_PATH), status: 303, headers: PRIVATE_ORDER_HEADERS };
  const head = {
    title: 'Notifications',
    description: `Your notifications from ${shell.companyName}.`,
    path: ACCOUNT_NOTIFICATIONS_PATH,
    loginState: 'everyone' as const,
  };
  return unlistedPage(shell, url.origin, head, { notifications: await notificationsFor(scope, userId) }, { headers: PRIVATE_ORDER_HEADERS });
}
