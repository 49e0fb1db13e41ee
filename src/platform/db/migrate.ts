import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';
import { isPostgres } from './migrations/columns.ts';
import { config } from '../config/config.ts';
import { installJobQueue } from '../jobs/install.ts';

/**
 * Brings the schema to the newest migration; safe to call on every start. On PostgreSQL it
 * also installs the job queue's schema (graphile-worker), reached at `databaseUrl`: pass the
 * URL `db` was opened with when it is not DATABASE_URL.
 */
export async function migrateToLatest(db: Db, databaseUrl = config.databaseUrl): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  if (isPostgres(db)) await installJobQueue(databaseUrl);
  return result;
}
