import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/tables.ts';
import type { Division } from '../../../schemas/division.ts';
import { migrations } from '../../../platform/db/migrations/index.ts';
import { createStore } from '../../stores/index.ts';

// Test support for the social module: an in-memory SQLite database with the whole schema
// (reading a store joins tables of later migrations), and stores to put posts in.

export async function socialTestDatabase(): Promise<Db> {
  const db: Db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return db;
}

export function testStore(db: Db, subdomain: string): Promise<Division> {
  return createStore(db, { project: { name: subdomain }, subdomain, name: subdomain, companyName: subdomain, themeName: 'naked' });
}
