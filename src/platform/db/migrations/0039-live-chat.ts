import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull, withId } from './columns.ts';

// Live chat: our own chat service, no vendor. A visitor token per browser,
// chats with their transcripts, and which staff member is available for which group.
export const liveChat: Migration = {
  async up(db: Kysely<any>) {
    /** GET /omnis/v3/live-chat/token: one per browser and store; only its SHA-256 is kept. */
    await db.schema
      .createTable('live_chat_visitors')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .execute();

    await withId(db, db.schema.createTable('live_chats'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('visitor_token_hash', 'text', (col) => col.notNull().references('live_chat_visitors.token_hash').onDelete('cascade'))
      /** Live chat groups: general 0, pro 1, integrations 2, support 3, studio 4. */
      .addColumn('group_id', 'integer', notNull)
      /** 'queued' | 'chatting' | 'ended' (src/lib/live-chat/rules.ts). */
      .addColumn('status', 'text', notNull)
      .addColumn('visitor_name', 'text', notNull)
      /** The staff member who took the chat; null while queued. */
      .addColumn('staff_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('live_chats_status_group').on('live_chats').columns(['status', 'group_id']).execute();
    await db.schema.createIndex('live_chats_visitor').on('live_chats').column('visitor_token_hash').execute();

    /** The transcript: every line of every chat, kept after the chat ends. */
    await withId(db, db.schema.createTable('live_chat_messages'))
      .addColumn('chat_id', 'integer', (col) => col.notNull().references('live_chats.id').onDelete('cascade'))
      /** 'visitor' | 'staff' | 'system' */
      .addColumn('author', 'text', notNull)
      .addColumn('staff_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('body', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('live_chat_messages_chat').on('live_chat_messages').columns(['chat_id', 'id']).execute();

    /** Staff availability per group: a group is online while one of its rows is. */
    await db.schema
      .createTable('live_chat_availability')
      .addColumn('staff_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('group_id', 'integer', notNull)
      .addColumn('online', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('live_chat_availability_pk', ['staff_user_id', 'group_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('live_chat_availability').execute();
    await db.schema.dropTable('live_chat_messages').execute();
    await db.schema.dropTable('live_chats').execute();
    await db.schema.dropTable('live_chat_visitors').execute();
  },
};
