// An empty, migrated database of the kind this API run tests (TEST_DB), apart from the
// test server's: SQLite in a temp directory, or a new database in the run's PostgreSQL
// cluster. For tests that need a database of their own (the job queue, the server key).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../scripts/postgres.mjs';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { migrateToLatest } from '../../src/platform/db/migrate.ts';
import { testServer } from './api.ts';

export interface FreshDatabase {
  connection: Connection;
  /** What openDatabase and DATABASE_URL take. */
  url: string;
  /** Another connection to the same database, closed with it (a second instance). */
  open(): Promise<Connection>;
  close(): Promise<void>;
}

/** An unused database name or file, not yet created or migrated. */
export async function emptyDatabaseUrl(name: string): Promise<{ url: string; remove: () => void }> {
  const server = testServer();
  if (server.db === 'postgres') {
    const clusterUrl = server.databaseUrl.slice(0, server.databaseUrl.lastIndexOf('/'));
    return { url: await createDatabase(`printfront_${name}_${Date.now()}_${process.pid}`, clusterUrl), remove: () => {} };
  }
  const directory = mkdtempSync(path.join(tmpdir(), `printfront-${name}-`));
  return { url: path.join(directory, 'test.sqlite'), remove: () => rmSync(directory, { recursive: true, force: true }) };
}

export async function freshDatabase(name: string): Promise<FreshDatabase> {
  const { url, remove } = await emptyDatabaseUrl(name);
  const connection = await openDatabase(url);
  await migrateToLatest(connection.db, url);
  const others: Connection[] = [];
  return {
    connection,
    url,
    async open() {
      const other = await openDatabase(url);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of [...others, connection]) await other.db.destroy();
      remove();
    },
  };
}
