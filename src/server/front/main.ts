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
import { InFlight } from './drain.ts';

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
  const inFlight = new InFlight();
  const server = createFrontServer({ runtime, astro: rendering.astro, ops, inFlight });
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

  // SIGTERM (a rolling restart, `npm run cluster` stopping): stop accepting, end the live-chat
  // streams (their browsers reconnect elsewhere), let requests under way finish (bounded),
  // then stop the job runner (running jobs get their grace) and let go of the database.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // /readyz answers 503 from now on: a load balancer stops sending new requests here.
    ops.draining = true;
    const began = performance.now();
    logger.info(`[front] ${signal}: draining ${inFlight.size} request${inFlight.size === 1 ? '' : 's'} under way`);
    const streams = runtime.chat.closeStreams();
    void inFlight
      .drain(server, config.shutdownGraceMs)
      .then(({ drained, left }) => {
        if (!drained) {
          logger.error(`[front] ${left} request${left === 1 ? '' : 's'} still running after ${config.shutdownGraceMs} ms: closing their connections`);
          server.closeAllConnections();
        }
      })
      .then(() => jobs.stop())
      .then(stopListening)
      .then(() => runtime.chat.stop())
      .then(() => db.destroy())
      .then(
        () => {
          logger.info(`[front] stopped in ${Math.round(performance.now() - began)} ms (${streams} event stream${streams === 1 ? '' : 's'} closed)`);
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, '[front] could not stop cleanly');
          process.exit(1);
        },
      );
    // Whatever hangs, the process ends: the drain's bound plus the job runner's grace and some.
    setTimeout(() => {
      logger.error('[front] shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000).unref();
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
