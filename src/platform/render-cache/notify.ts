import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/migrations/columns.ts';

// Several instances behind a load balancer share PostgreSQL; a content change in one
// reaches the others through LISTEN/NOTIFY (on SQLite, `npm start`'s server processes hear
// each other through their primary, src/app/siblings.ts, and a separate CLI
// process is noticed within a second by the version check).

export const CONTENT_CHANNEL = 'printfront_content';

/** Sends on `db`, so inside a transaction the others hear it at commit (or never). */
export async function announceContentVersion(db: Db, divisionId: number, version: number): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_notify(${CONTENT_CHANNEL}, ${`${divisionId}:${version}`})`.execute(db);
}

export interface ListenOptions {
  /** Where a version goes: this process's caches (noteContentVersion in src/app/runtime.ts). */
  onVersion: (divisionId: number, version: number) => void;
  /** Waits before reconnecting: doubling from this (default 250 ms) up to 10 s. */
  retryMs?: number;
  log?: (line: string) => void;
}

/**
 * Listens for other instances' changes on a connection of its own. When the connection
 * drops (a database restart, a killed backend) it connects again with backoff and listens
 * again; versions announced meanwhile are caught by the render cache's version check.
 * Returns a function that stops listening.
 */
export async function listenForContentVersions(databaseUrl: string, options: ListenOptions): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  const { onVersion } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const firstDelay = options.retryMs ?? 250;
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const [divisionId, version] = (message.payload ?? '').split(':').map(Number);
      if (Number.isInteger(divisionId) && Number.isInteger(version)) onVersion(divisionId!, version!);
    });
    // 'error' then 'end' on a dropped connection; only the end starts a reconnect.
    next.on('error', (error) => log(`[render-cache] listener connection lost: ${error.message}`));
    next.on('end', () => {
      if (client === next && !stopped) schedule(firstDelay);
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
  };

  const schedule = (delay: number) => {
    retry = setTimeout(() => {
      connect().then(
        () => log(`[render-cache] listening for content changes again`),
        (error: Error) => {
          const later = Math.min(delay * 2, 10_000);
          log(`[render-cache] could not listen again (${error.message}); retrying in ${later} ms`);
          // Forgotten first, so that its 'end' does not schedule a second retry.
          const failed = client;
          client = undefined;
          void failed?.end().catch(() => {});
          if (!stopped) schedule(later);
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
