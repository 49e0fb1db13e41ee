// Engagement rows in a chosen state: analytics events of named visitors on chosen days,
// notifications already created (or sent) with their recipients, split-test sessions in
// bulk. The app writes these as visitors act, now and with hashed visitors; the tests of
// what is counted and shown need them as they would be after days of traffic.
import type { Insertable } from 'kysely';
import type { Db } from '../../../src/platform/db/database.ts';
import type { NotificationTable } from '../../../src/platform/db/notification-tables.ts';
import type { StoreScope } from '../../../src/server/stores/index.ts';
import { randomBytes } from 'node:crypto';

export interface TestEvent {
  name: string;
  /** The page's path on the store, or null. */
  path?: string | null;
  /** Who sent it: events of one visitor on one day share this. */
  visitor: string;
  /** `YYYY-MM-DD`; the event was sent at `time` (default 10:00 UTC) that day. */
  day: string;
  time?: string;
  source?: 'collector' | 'api' | 'server';
}

/** Events of the store, as the collector stores them. */
export async function makeEvents(store: StoreScope, events: readonly TestEvent[]): Promise<void> {
  if (events.length === 0) return;
  await store.db
    .insertInto('events')
    .values(
      events.map((event) => ({
        division_id: store.division.id,
        name: event.name,
        path: event.path ?? null,
        visitor: event.visitor,
        user_id: null,
        source: event.source ?? 'collector',
        payload_json: '{}',
        metadata_json: '{}',
        day: event.day,
        created_at: `${event.day}T${event.time ?? '10:00:00.000'}Z`,
      })),
    )
    .execute();
}

export type NotificationOverrides = Partial<Omit<Insertable<NotificationTable>, 'division_id'>>;

/**
 * A notification of the store ("Hello", to the team), not yet sent unless `sent_at` says so.
 * createNotification queues its sending; these tests send it, or say it was sent, themselves.
 */
export async function makeNotification(store: StoreScope, overrides: NotificationOverrides = {}): Promise<number> {
  const row = await store.db
    .insertInto('notifications')
    .values({
      division_id: store.division.id,
      uuid: `n-${randomBytes(6).toString('hex')}`,
      title: 'Hello',
      body: 'Body',
      image: null,
      href: '/dashboard/',
      position: 'top-right',
      template: 'Simple',
      tag: null,
      audience: 'team',
      related: null,
      created_by: null,
      created_at: new Date().toISOString(),
      scheduled_at: null,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer's copy of a sent notification, as its delivery leaves it. */
export async function addNotificationRecipient(db: Db, notification: { id: number; divisionId: number }, userId: number): Promise<void> {
  await db
    .insertInto('notification_recipients')
    .values({ notification_id: notification.id, division_id: notification.divisionId, user_id: userId, kind: 'customer', created_at: new Date().toISOString() })
    .execute();
}

/** `visitors` sessions of a split test's variation, the first `conversions` of them converted. */
export async function makeSplitTestSessions(
  db: Db,
  session: { testId: number; variationId: number; visitors: number; conversions: number; visitorPrefix: string },
): Promise<void> {
  const time = new Date().toISOString();
  await db
    .insertInto('split_test_sessions')
    .values(
      Array.from({ length: session.visitors }, (_, index) => ({
        split_test_id: session.testId,
        variation_id: session.variationId,
        visitor: `${session.visitorPrefix}${index}visitor`,
        started_at: time,
        converted_at: index < session.conversions ? time : null,
        order_id: null,
      })),
    )
    .execute();
}
