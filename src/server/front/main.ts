import { config, ConfigurationError } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../seed/index.ts';
import { createFrontServer } from './server.ts';
import { startRendering } from './rendering-process.ts';
import { noteContentVersion } from './runtime.ts';
import { listenForContentVersions } from '../render-cache/notify.ts';
import { subdomainHost } from '../stores/store-hosts.ts';
import { loadSecretBox } from '../accounts/secret-box.ts';
import { startJobRunner } from '../jobs/runner.ts';
import { APP_TASKS } from '../jobs/app-tasks.ts';
import { schedulePruning } from '../pwa/prune-keys-task.ts';
import { logger } from '../ops/logger.ts';
import { createFrontOps } from '../ops/front-ops.ts';

/** Starts Printfront: migrate, seed an empty database, then serve and run background jobs. */
export async function main(): Promise<void> {
  const started = performance.now();
  const connection = await openDatabase();
  const { db, dialect } = connection;
  await migrateToLatest(db);
  const secrets = await loadSecretBox(connection).catch(refuseToStart);
  if (config.seedOnStart) await seedDemoIfEmpty(db, { demoUsers: config.demoMode, log: (line) => logger.info(line) });

  const rendering = await startRendering(connection, secrets);
  const { runtime } = rendering;
  const ops = createFrontOps(connection, logger);
  const server = createFrontServer({ runtime, astro: rendering.astro, ops });
  // Other instances' changes: this process's caches only (the rebuild is a job run once, somewhere).
  const stopListening = dialect === 'postgres'
    ? await listenForContentVersions(config.databaseUrl, { onVersion: (divisionId, version) => noteContentVersion(runtime, divisionId, version), log: (line) => logger.warn(line) })
    : async () => {};

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  // Rebuilds render in this process, through the same renderer as visitors' requests.
  const jobs = await startJobRunner({ connection, databaseUrl: config.databaseUrl, tasks: APP_TASKS, rendering, logger: { info: (line) => logger.info(line), error: (line) => logger.error(line) } });
  // Recurring work queues its own next run; a start (re)queues it now (one job key across instances).
  await schedulePruning(db);
  const ms = Math.round(performance.now() - started);
  logger.info({ ms, dialect, port: config.port }, `Printfront ready in ${ms} ms on ${dialect}: http://${subdomainHost('demo')}/ and http://${subdomainHost('north')}/`);

  const stop = () => {
    // /readyz answers 503 from now on: a load balancer stops sending new requests here.
    ops.draining = true;
    server.close(() => void jobs.stop().then(stopListening).then(() => db.destroy()).then(() => process.exit(0)));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** A missing setting (such as APP_KEY in production on PostgreSQL): its message says what to do. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigurationError)) throw error;
  logger.fatal(`Printfront cannot start: ${error.message}`);
  process.exit(1);
}
