import type { HeadTags } from '../../../lib/head.ts';
import type { StoreScope } from '../../stores/index.ts';
import { titleWithUnread } from '../../../lib/notifications/title.ts';
import { unreadNotificationCount } from './notifications.ts';

/**
 * The page title: '(n) ' before the title of a signed-in person's own (tool-layout)
 * page when they have unread notifications in this store. Storefront pages are shared by
 * the render cache, so they never carry it.
 */
export async function withUnreadTitle(scope: StoreScope, userId: number | undefined, head: HeadTags): Promise<HeadTags> {
  if (userId === undefined) return head;
  const unread = await unreadNotificationCount(scope.db, scope.division.id, userId);
  return unread > 0 ? { ...head, title: titleWithUnread(head.title, unread) } : head;
}
