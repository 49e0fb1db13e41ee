import type { Generated } from 'kysely';

// Storage shapes of the notifications (migration 0035-notifications).

type Flag = number;
type IsoTime = string;
type JsonText = string;

export interface NotificationTable {
  id: Generated<number>;
  division_id: number;
  uuid: string;
  title: string;
  body: string;
  image: string | null;
  href: string | null;
  position: string;
  template: string;
  tag: string | null;
  replace_previous: Generated<Flag>;
  mergable: Generated<Flag>;
  /** { data, actions, dismissAction, footerAction, form } */
  extras_json: Generated<JsonText>;
  audience: string;
  related: string | null;
  created_by: number | null;
  created_at: IsoTime;
  scheduled_at: IsoTime | null;
  sent_at: IsoTime | null;
  recipient_count: Generated<number>;
  push_sent: Generated<number>;
  push_failed: Generated<number>;
  push_expired: Generated<number>;
}

export interface NotificationRecipientTable {
  id: Generated<number>;
  notification_id: number;
  division_id: number;
  user_id: number;
  kind: string;
  created_at: IsoTime;
  opened_at: IsoTime | null;
  deleted_at: IsoTime | null;
}

export interface PushSubscriptionTable {
  id: Generated<number>;
  division_id: number;
  user_id: number | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  extras_json: Generated<JsonText>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** The VAPID key pair demo mode generated (one row, id 1), base64url as web-push writes them. */
export interface VapidKeyTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: IsoTime;
}

export interface NotificationTables {
  notifications: NotificationTable;
  notification_recipients: NotificationRecipientTable;
  push_subscriptions: PushSubscriptionTable;
  vapid_keys: VapidKeyTable;
}
