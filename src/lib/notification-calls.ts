// Addresses of the notification calls, shared by the islands and the tests.

export const notificationCalls = {
  /** GET → { applicationServerKey }; POST { subscription, extras } → 201 { id, customer }. */
  subscriptions: '/omnis/v3/notifications/subscriptions/',
  /** GET → { data: Notification[] } (the caller's copies); POST (builder body) → 201 { id, uuid, scheduledAt }. */
  dashboard: '/omnis/v3/notifications/dashboard/',
  /** POST: the caller's copy is gone for good. */
  markAsDeleted: (recipientId: number) => `/omnis/v3/notifications/dashboard/mark-as-deleted/${recipientId}/`,
  /** POST: every copy shown counts as read. */
  markAsOpened: '/omnis/v3/notifications/dashboard/mark-as-opened/',
} as const;
