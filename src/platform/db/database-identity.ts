import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * What tells this database from another at the same place: when its schema was first made
 * (the first migration's timestamp, which Kysely records). A copy of a database keeps it, as
 * it keeps the content; a database made afresh, or another one restored in its place, has
 * its own. Call after migrating.
 */
export async function databaseIdentity(db: Db): Promise<string> {
  const first = await sql<{ name: string; timestamp: string }>`select "name", "timestamp" from kysely_migration order by "name" limit 1`.execute(db);
  const row = first.rows[0];
  if (!row) throw new Error('databaseIdentity: the database has not been migrated');
  return `${row.name}@${row.timestamp}`;
}
