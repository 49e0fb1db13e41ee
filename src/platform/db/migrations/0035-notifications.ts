import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// In-app notifications with one copy per person who
// receives it, web push subscriptions (POST /omnis/v3/notifications/subscriptions/)
// and the VAPID key pair demo mode generates and keeps, like APP_KEY.
export const notifications: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('notifications'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** The notification's id: sent again with the same one, a copy is replaced. */
      .addColumn('uuid', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('body', 'text', notNull)
      .addColumn('image', 'text')
      .addColumn('href', 'text')
      /** 'header' | 'top-right' */
      .addColumn('position', 'text', notNull)
      /** 'Shove' | 'Bag' | 'Simple' */
      .addColumn('template', 'text', notNull)
      .addColumn('tag', 'text')
      .addColumn('replace_previous', 'integer', flag(0))
      .addColumn('mergable', 'integer', flag(0))
      /** data, actions, dismissAction, footerAction, form: JSON under the notification's own field names. */
      .addColumn('extras_json', 'text', jsonText('{}'))
      /** 'team' (the store's members, in the dashboard and by push) | 'subscribers' (every push subscription). */
      .addColumn('audience', 'text', notNull)
      /** 'product|{id}' when the builder was opened from a product. */
      .addColumn('related', 'text')
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('scheduled_at', 'text')
      /** Set when the send job ran; null while scheduled. */
      .addColumn('sent_at', 'text')
      /** Delivery figures, written by the send job. */
      .addColumn('recipient_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('push_sent', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('push_failed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('push_expired', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('notifications_division_created').on('notifications').columns(['division_id', 'created_at']).execute();

    await withId(db, db.schema.createTable('notification_recipients'))
      .addColumn('notification_id', 'integer', (col) => col.notNull().references('notifications.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      /** 'member' (of the store's team) | 'customer' (a shopper subscribed to push). */
      .addColumn('kind', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('opened_at', 'text')
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema.createIndex('notification_recipients_user').on('notification_recipients').columns(['user_id', 'division_id', 'deleted_at']).execute();
    await db.schema.createIndex('notification_recipients_unique').on('notification_recipients').columns(['notification_id', 'user_id']).unique().execute();

    await withId(db, db.schema.createTable('push_subscriptions'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** The customer (or member) it belongs to; null for a visitor who is not signed in. */
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('endpoint', 'text', notNull)
      .addColumn('p256dh', 'text', notNull)
      .addColumn('auth', 'text', notNull)
      .addColumn('extras_json', 'text', jsonText('{}'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('push_subscriptions_endpoint').on('push_subscriptions').columns(['division_id', 'endpoint']).unique().execute();

    await db.schema
      .createTable('vapid_keys')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('public_key', 'text', notNull)
      .addColumn('private_key', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['vapid_keys', 'push_subscriptions', 'notification_recipients', 'notifications']) await db.schema.dropTable(table).ifExists().execute();
  },
};
