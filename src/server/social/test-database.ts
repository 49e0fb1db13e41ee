import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from '../db/database.ts';
import type { Division } from '../../schemas/division.ts';
import { foundation } from '../db/migrations/0001-foundation.ts';
import { socialPosts } from '../db/migrations/0002-social-posts.ts';
import { createStore } from '../stores/create-store.ts';

// Test support for the social module: an in-memory SQLite database with just the
// migrations the feed needs, and stores to put posts in.

export async function socialTestDatabase(): Promise<Db> {
  const db = new Kysely<never>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) }) as unknown as Db;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ '0001-foundation': foundation, '0002-social-posts': socialPosts }) } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return db;
}

export function testStore(db: Db, subdomain: string): Promise<Division> {
  return createStore(db, { project: { name: subdomain }, subdomain, name: subdomain, companyName: subdomain, themeName: 'naked' });
}
