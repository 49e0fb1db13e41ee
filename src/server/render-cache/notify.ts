import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migrations/columns.ts';

// Several instances behind a load balancer share PostgreSQL; a content change in one
// reaches the others through LISTEN/NOTIFY (on SQLite there is one instance, and a
// separate CLI process is noticed within a second by the version check).

export const CONTENT_CHANNEL = 'printfront_content';

export async function announceContentVersion(db: Db, divisionId: number, version: number): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_notify(${CONTENT_CHANNEL}, ${`${divisionId}:${version}`})`.execute(db);
}

/** Listens for other instances' changes; returns a function that stops listening. */
export async function listenForContentVersions(databaseUrl: string, onVersion: (divisionId: number, version: number) => void): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on('notification', (message) => {
    const [divisionId, version] = (message.payload ?? '').split(':').map(Number);
    if (Number.isInteger(divisionId) && Number.isInteger(version)) onVersion(divisionId!, version!);
  });
  client.on('error', (error) => console.error('[render-cache] listener error', error));
  await client.query(`LISTEN ${CONTENT_CHANNEL}`);
  return async () => {
    await client.end();
  };
}
