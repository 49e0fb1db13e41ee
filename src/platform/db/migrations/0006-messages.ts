import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull, withId } from './columns.ts';

// E-mail and SMS outboxes (every message sent, shown at /teemail/) and the mailing-list
// subscribers of each store (the mailing-list subscription).
export const messages: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('mail_outbox'))
      .addColumn('division_id', 'integer', (col) => col.references('divisions.id').onDelete('cascade'))
      .addColumn('to_address', 'text', notNull)
      .addColumn('reply_to', 'text')
      .addColumn('subject', 'text', notNull)
      .addColumn('html', 'text', notNull)
      .addColumn('text', 'text', notNull)
      .addColumn('template', 'text', notNull)
      .addColumn('transport', 'text', notNull)
      .addColumn('provider_id', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();
    // The outbox pages list newest first, by store or by recipient.
    await db.schema.createIndex('mail_outbox_division').on('mail_outbox').columns(['division_id', 'id']).execute();
    await db.schema.createIndex('mail_outbox_to').on('mail_outbox').columns(['to_address', 'id']).execute();

    await withId(db, db.schema.createTable('sms_outbox'))
      .addColumn('to_number', 'text', notNull)
      .addColumn('body', 'text', notNull)
      .addColumn('transport', 'text', notNull)
      .addColumn('provider_id', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();

    await withId(db, db.schema.createTable('mailing_list_subscribers'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('mailing_list', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('first_name', 'text', notNull)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('token_hash', 'text', (col) => col.unique())
      .addColumn('token_expires_at', 'text')
      .addColumn('token_used_at', 'text')
      .addColumn('token_sent_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addColumn('verified_at', 'text')
      .addColumn('unsubscribed_at', 'text')
      .addUniqueConstraint('mailing_list_subscribers_address', ['division_id', 'mailing_list', 'email'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['mailing_list_subscribers', 'sms_outbox', 'mail_outbox']) await db.schema.dropTable(table).ifExists().execute();
  },
};
