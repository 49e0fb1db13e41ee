import type { Selectable } from 'kysely';
import type { NotificationTable } from '../../../platform/db/notification-tables.ts';
import type {
  AppNotification,
  DismissAction,
  NotificationAction,
  NotificationPosition,
  NotificationTemplate,
} from '../../../lib/notifications/notification.ts';
import { fromJson, toJson } from '../../../platform/db/json.ts';
import type { NotificationInput } from '../../../schemas/notification.ts';

// Between a notifications row and the spec's Notification (src/lib/notifications/notification.ts).

export interface NotificationExtras {
  data: Record<string, unknown> | null;
  actions: NotificationAction[];
  dismissAction: DismissAction | null;
}

export function extrasJson(input: Pick<NotificationInput, 'data' | 'actions' | 'dismissAction'>): string {
  return toJson({ data: input.data, actions: input.actions, dismissAction: input.dismissAction } satisfies NotificationExtras);
}

export function notificationFromRow(
  row: Selectable<NotificationTable>,
  copy: { recipientId?: number; openedAt?: string | null; deletedAt?: string | null } = {},
): AppNotification {
  const extras = fromJson<Partial<NotificationExtras>>(row.extras_json, 'notifications.extras_json') ?? {};
  return {
    id: row.uuid,
    recipientId: copy.recipientId ?? null,
    title: row.title,
    body: row.body,
    image: row.image,
    href: row.href,
    position: row.position as NotificationPosition,
    template: row.template as NotificationTemplate,
    tag: row.tag,
    replacePrevious: row.replace_previous === 1,
    mergable: row.mergable === 1,
    data: extras.data ?? null,
    actions: extras.actions ?? [],
    dismissAction: extras.dismissAction ?? null,
    createdAt: row.created_at,
    scheduledAt: row.scheduled_at,
    openedAt: copy.openedAt ?? null,
    deletedAt: copy.deletedAt ?? null,
  };
}
