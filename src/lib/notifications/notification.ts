// A notification: the shape the dashboard's notification list, the builder's preview
// and the push payload share. Browser-safe: no server imports.

export const NOTIFICATION_POSITIONS = ['header', 'top-right'] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];

export const NOTIFICATION_TEMPLATES = ['Shove', 'Bag', 'Simple'] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export interface NotificationAction {
  text: string;
  /** None: acting moves the item to the header. http(s): the notification's data is POSTed there. A path: followed. */
  href?: string | null | undefined;
  primary?: boolean | undefined;
}

/** Dismissing removes the item, or moves it to `position` when one is named (once). */
export interface DismissAction {
  text?: string | undefined;
  position?: NotificationPosition | undefined;
}

export interface NotificationFormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'textarea' | undefined;
}

export interface AppNotification {
  /** The notification's id: one sent again with the same id replaces the one shown. */
  id: string;
  /** This person's copy on the server (mark-as-deleted); none for a preview. */
  recipientId?: number | null | undefined;
  title: string;
  body: string;
  image?: string | null | undefined;
  href?: string | null | undefined;
  position: NotificationPosition;
  data?: Record<string, unknown> | null | undefined;
  tag?: string | null | undefined;
  form?: { fields: NotificationFormField[]; actions: NotificationAction[] } | null | undefined;
  actions: NotificationAction[];
  dismissAction?: DismissAction | null | undefined;
  footerAction?: NotificationAction | null | undefined;
  createdAt: string;
  scheduledAt?: string | null | undefined;
  deletedAt?: string | null | undefined;
  openedAt?: string | null | undefined;
  replacePrevious?: boolean | undefined;
  mergable?: boolean | undefined;
  template: NotificationTemplate;
}
