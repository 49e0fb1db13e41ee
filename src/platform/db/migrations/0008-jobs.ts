import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres, notNull, withId } from './columns.ts';

// Background work. SQLite gets a jobs table for its in-process queue;
// PostgreSQL's queue is graphile-worker's own schema, installed by migrateToLatest, and
// PostgreSQL keeps the demo server key that every instance shares. Outbox rows say how
// their delivery went, since SMTP and Twilio now deliver in a job after the request.
export const jobs: Migration = {
  async up(db: Kysely<any>) {
    for (const table of ['mail_outbox', 'sms_outbox']) {
      // Rows written before this migration were delivered inside their request.
      await db.schema
        .alterTable(table)
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('sent'))
        .execute();
      await db.schema.alterTable(table).addColumn('last_error', 'text').execute();
    }

    if (isPostgres(db)) {
      await db.schema
        .createTable('app_key')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('key', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      return;
    }

    await withId(db, db.schema.createTable('jobs'))
      .addColumn('task', 'text', notNull)
      .addColumn('payload', 'text', notNull)
      .addColumn('queue_name', 'text')
      .addColumn('key', 'text', (col) => col.unique())
      .addColumn('run_at', 'text', notNull)
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', notNull)
      .addColumn('last_error', 'text')
      .addColumn('locked_at', 'text')
      .addColumn('locked_by', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    // The runner asks for the next due job that is not running.
    await db.schema.createIndex('jobs_due').on('jobs').columns(['locked_at', 'run_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .dropTable(isPostgres(db) ? 'app_key' : 'jobs')
      .ifExists()
      .execute();
    for (const table of ['mail_outbox', 'sms_outbox']) {
      await db.schema.alterTable(table).dropColumn('last_error').execute();
      await db.schema.alterTable(table).dropColumn('status').execute();
    }
  },
};
