import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull, withId } from './columns.ts';

// Events: what shoppers do on a store (page views from the shell script,
// named events from islands), kept bounded — the calls cap sizes and rates
// (src/server/engagement/events/limits.ts) and rows older than the retention window are pruned.
// Visitors are counted by a hash of address and browser with a salt that changes each
// day (event_salts): nothing is set on the visitor, and yesterday's hashes cannot be
// linked to today's once the old salt is gone.
export const events: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('events'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      /** The page's path (no query), for page views and top pages. */
      .addColumn('path', 'text')
      /** The day's salted hash of address and browser; counts visitors. */
      .addColumn('visitor', 'text', notNull)
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      /** 'collector' (POST /event-collector/) or 'api' (POST /omnis/v3/events/logEvent/). */
      .addColumn('source', 'text', notNull)
      .addColumn('payload_json', 'text', notNull)
      .addColumn('metadata_json', 'text', notNull)
      /** UTC day (YYYY-MM-DD), so both databases group by day the same way. */
      .addColumn('day', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('events_division_day').on('events').columns(['division_id', 'day', 'name']).execute();
    await db.schema.createIndex('events_created').on('events').column('created_at').execute();

    await db.schema
      .createTable('event_salts')
      .addColumn('day', 'text', (col) => col.primaryKey())
      .addColumn('salt', 'text', notNull)
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['event_salts', 'events']) await db.schema.dropTable(table).ifExists().execute();
  },
};
