import { isPostgresUrl } from '../config/config.ts';

/**
 * Installs or upgrades graphile-worker's schema (graphile_worker.*) in the PostgreSQL
 * database at `databaseUrl`; migrateToLatest calls it, so add_job exists before anything
 * is enqueued. Safe to call on every start and from several instances at once.
 */
export async function installJobQueue(databaseUrl: string): Promise<void> {
  if (!isPostgresUrl(databaseUrl)) throw new Error('The job queue on PostgreSQL is installed through its URL: pass the postgres:// URL of this database');
  const { Logger, runMigrations } = await import('graphile-worker');
  // Migration chatter stays quiet; a failure throws.
  await runMigrations({ connectionString: databaseUrl, maxPoolSize: 1, logger: new Logger(() => () => {}) });
}
