import type { Generated } from 'kysely';

// Storage shapes of migration 0006: what was sent by e-mail and SMS, and who asked for
// a store's mailing list. Same conventions as tables.ts (ISO-8601 text times).

type IsoTime = string;

/** Where a message is on its way out: every transport but the outbox delivers in a job. */
export type DeliveryStatus = 'queued' | 'sent' | 'failed';

/** Every e-mail the platform sends, whichever transport delivered it (the /teemail/ outbox). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The store the message was sent for; null for platform mail. */
  division_id: number | null;
  /** Lower-cased, so a recipient finds their mail whatever case they typed. */
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  /** The template that wrote it: 'verification', 'password-reset', 'subscription', … */
  template: string;
  /** 'outbox' (kept here only) or 'smtp' (also delivered). */
  transport: string;
  /** The provider's id for the message (SMTP Message-ID), when it has one. */
  provider_id: string | null;
  /** queued (a mail.deliver job will hand it to the provider) | sent | failed (migration 0008). */
  status: Generated<DeliveryStatus>;
  /** Why the last delivery attempt failed. */
  last_error: string | null;
  created_at: IsoTime;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  /** E.164, e.g. +447700900123. */
  to_number: string;
  body: string;
  /** 'outbox' or 'twilio'. */
  transport: string;
  provider_id: string | null;
  /** As for mail, through an sms.deliver job (migration 0008). */
  status: Generated<DeliveryStatus>;
  last_error: string | null;
  created_at: IsoTime;
}

export interface MailingListSubscriberTable {
  id: Generated<number>;
  division_id: number;
  mailing_list: string;
  /** Lower-cased; unique per store and list. */
  email: string;
  first_name: string;
  /** pending | verified | unsubscribed */
  status: Generated<string>;
  /** SHA-256 of the verification link's token; the token itself is never stored. */
  token_hash: string | null;
  token_expires_at: IsoTime | null;
  token_used_at: IsoTime | null;
  /** When the last verification e-mail went out (resends are spaced). */
  token_sent_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  verified_at: IsoTime | null;
  unsubscribed_at: IsoTime | null;
}

export interface MessageTables {
  mail_outbox: MailOutboxTable;
  sms_outbox: SmsOutboxTable;
  mailing_list_subscribers: MailingListSubscriberTable;
}
