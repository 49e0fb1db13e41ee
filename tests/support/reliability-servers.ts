// One built Printfront server per database for a reliability file: SQLite gets a fresh file,
// PostgreSQL a fresh database in the cluster PRINTFRONT_TEST_POSTGRES_URL names, else in one
// this process starts (and stops with the last server).
import { POSTGRES_URL_ENV, startPostgres } from '../../scripts/postgres.mjs';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { createServerDatabase, startTestServer, type TestDbKind, type TestServer } from './server.ts';

export const RELIABILITY_DATABASES: TestDbKind[] = ['sqlite', 'postgres'];

let cluster: { stop: () => Promise<void> } | null = null;
let clusterUsers = 0;

export interface ReliabilityServer {
  server: TestServer;
  /** A connection to the server's database (row counts, fixtures). */
  connection: Connection;
  stop(): Promise<void>;
}

export async function startReliabilityServer(name: string, db: TestDbKind, env: Record<string, string> = {}): Promise<ReliabilityServer> {
  let databaseUrl: string | undefined;
  if (db === 'postgres') {
    if (!process.env[POSTGRES_URL_ENV] && !cluster) cluster = await startPostgres({ log: () => {} });
    clusterUsers += 1;
    databaseUrl = await createServerDatabase(`printfront_${name.replace(/[^a-z0-9]/g, '_')}_${Date.now()}`);
  }
  const server = await startTestServer({ name: `${name}-${db}`, db, databaseUrl, env, readyTimeoutMs: 600_000 });
  const connection = await openDatabase(server.databaseUrl);
  return {
    server,
    connection,
    async stop() {
      await connection.db.destroy().catch(() => {});
      await server.stop();
      if (db === 'postgres') {
        clusterUsers -= 1;
        if (clusterUsers === 0 && cluster) {
          const stopping = cluster;
          cluster = null;
          await stopping.stop();
        }
      }
    },
  };
}
