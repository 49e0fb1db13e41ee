// A three-instance cluster (scripts/cluster.ts) on a fresh database of the suite's PostgreSQL
// (PRINTFRONT_TEST_POSTGRES_URL), or of a throwaway one started here, for tests/reliability/.
import path from 'node:path';
import { startCluster, type Cluster } from '../../scripts/cluster.ts';
import { POSTGRES_URL_ENV, startPostgres } from '../../scripts/postgres.mjs';
import { createServerDatabase, PROJECT_ROOT, TEST_MEDIA_DIR } from './server.ts';

export interface TestCluster {
  cluster: Cluster;
  databaseUrl: string;
  /** Stops the cluster, then the PostgreSQL started for it, if any. */
  stop(): Promise<void>;
}

/** `name` names the database and the log folder (test-results/{name}); `env` is added to every instance's. */
export async function startTestCluster(name: string, env: Record<string, string> = {}): Promise<TestCluster> {
  let urlBase = process.env[POSTGRES_URL_ENV];
  let stopPostgres: (() => Promise<void>) | undefined;
  if (!urlBase) {
    const postgres = await startPostgres({ log: () => {} });
    urlBase = postgres.urlBase;
    stopPostgres = postgres.stop;
  }
  const databaseUrl = await createServerDatabase(`${name}_${Date.now().toString(36)}`, urlBase);
  const cluster = await startCluster({
    instances: 3,
    port: 0,
    listenHost: '127.0.0.1',
    databaseUrl,
    logDir: path.join(PROJECT_ROOT, `test-results/${name}`),
    env: { MEDIA_DIR: TEST_MEDIA_DIR, PLATFORM_DOMAIN: 'localhost', DEMO_MODE: '1', SEED_ON_START: '1', ...env },
    log: () => {},
  }).catch(async (error: unknown) => {
    await stopPostgres?.();
    throw error;
  });
  return {
    cluster,
    databaseUrl,
    stop: async () => {
      await cluster.stop();
      await stopPostgres?.();
    },
  };
}
