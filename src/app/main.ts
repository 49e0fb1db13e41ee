import cluster from 'node:cluster';
import { config, ConfigurationError } from '../platform/config/config.ts';
import { openDatabase, type Connection, type DialectName } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { seedDemoIfEmpty } from '../seed/index.ts';
import { createFrontServer } from './server.ts';
import { startRendering, type RenderingProcess } from './rendering-process.ts';
import { noteContentVersion } from './runtime.ts';
import { listenForContentVersions } from '../platform/render-cache/notify.ts';
import { PageFiles } from '../platform/render-cache/page-files.ts';
import { buildIdOf } from '../platform/front/build-id.ts';
import { databaseIdentity } from '../platform/db/database-identity.ts';
import { checkPageFileVersions } from '../platform/render-cache/page-files-check.ts';
import { subdomainHost } from '../platform/http/store-hosts.ts';
import { loadSecretBox, type SecretBox } from '../platform/security/secret-box.ts';
import { startJobRunner } from '../platform/jobs/runner.ts';
import { APP_TASKS } from './app-tasks.ts';
import { schedulePruning } from '../server/storefront/index.ts';
import { logger } from '../platform/ops/logger.ts';
import { createFrontOps } from '../platform/ops/front-ops.ts';
import { InFlight } from '../platform/front/drain.ts';
import { warmUp, WARM_UP_STORES } from './warm-up.ts';
import { findOpenDivisions } from '../server/stores/index.ts';
import { relayToSiblings } from './siblings.ts';
import { RUNS_JOBS_ENV, startWorkers, WORKER_SLOT_ENV } from '../platform/front/workers.ts';
import { paymentSettingsMessage, paymentSettingsProblems } from '../platform/config/payment-settings-check.ts';

/**
 * Starts Printfront: migrate, seed an empty database, then serve and run background jobs.
 * With more than one process (WEB_CONCURRENCY, default one per core) this one prepares the
 * database and forks the server processes (workers.ts); each of them then serves.
 */
export async function main(): Promise<void> {
  // Before anything opens or listens: production takes real payments, or says it is a demo.
  const paymentProblems = paymentSettingsProblems(config);
  if (paymentProblems.length > 0) refuseToStart(new ConfigurationError(paymentSettingsMessage(paymentProblems)));
  if (cluster.isPrimary && config.workers > 1) return startPrimary();
  await serve();
}

/** Once, before any process serves: the schema, the server key (demo mode may write it), the demo stores. */
async function prepareDatabase(connection: Connection): Promise<SecretBox> {
  await migrateToLatest(connection.db);
  const secrets = await loadSecretBox(connection).catch(refuseToStart);
  if (config.seedOnStart) await seedDemoIfEmpty(connection.db, { demoUsers: config.demoMode, log: (line) => logger.info(line) });
  // Files another build wrote name other assets, and another database's are other pages (page-files.ts).
  if (config.pageFilesDir) PageFiles.prepare(config.pageFilesDir, `${buildIdOf(config.distDir)} ${await databaseIdentity(connection.db)}`);
  return secrets;
}

async function startPrimary(): Promise<void> {
  const started = performance.now();
  const connection = await openDatabase();
  await prepareDatabase(connection);
  await connection.db.destroy();
  await startWorkers({
    count: config.workers,
    jobsInEveryWorker: connection.dialect === 'postgres',
    // Each worker's own bound (its drain, then its job runner's grace), and some.
    stopWithinMs: config.shutdownGraceMs + 15_000,
    log: { info: (line) => logger.info(line), error: (line) => logger.error(line) },
  }).catch((error: unknown) => {
    logger.fatal({ err: error }, 'Printfront cannot start');
    process.exit(1);
  });
  logReady(started, connection.dialect, config.workers);
}

function logReady(started: number, dialect: DialectName, processes: number): void {
  const ms = Math.round(performance.now() - started);
  const where = processes > 1 ? ` with ${processes} server processes` : '';
  logger.info(
    { ms, dialect, port: config.port, processes },
    `Printfront ready in ${ms} ms on ${dialect}${where}: http://${subdomainHost('demo')}/ and http://${subdomainHost('north')}/`,
  );
}

/** Hears of other instances' and sibling processes' content changes (this process's caches only); answers how to stop each. */
async function followOtherProcesses(connection: Connection, runtime: RenderingProcess['runtime'], runsJobs: boolean) {
  // Other instances' changes: this process's caches only (the rebuild is a job run once, somewhere).
  const stopListening =
    connection.dialect === 'postgres'
      ? await listenForContentVersions(config.databaseUrl, {
          onVersion: (divisionId, version) => noteContentVersion(runtime, divisionId, version),
          log: (line) => logger.warn(line),
        })
      : async () => {};

  // Sibling workers on SQLite: what NOTIFY carries between instances goes through the primary.
  const stopRelaying = relayToSiblings(runtime, { runsJobs });
  const stopChecking = runtime.files
    ? checkPageFileVersions(connection.db, runtime.files, (divisionId, version) => noteContentVersion(runtime, divisionId, version))
    : () => {};
  return { stopListening, stopRelaying, stopChecking };
}

/** The job runner when this process runs jobs (rebuilds render here, through the visitors' renderer); the pruning queued. */
async function startJobs(connection: Connection, rendering: RenderingProcess, runsJobs: boolean): Promise<{ stop: () => Promise<void> }> {
  if (!runsJobs) return { stop: async () => {} };
  const jobs = await startJobRunner({
    connection,
    databaseUrl: config.databaseUrl,
    tasks: APP_TASKS,
    rendering,
    pollIntervalMs: config.jobPollIntervalMs,
    logger: { info: (line) => logger.info(line), error: (line) => logger.error(line) },
  });
  // Recurring work queues its own next run; a start (re)queues it now (one job key across instances).
  await schedulePruning(connection.db);
  return jobs;
}

/** What a stopping process lets go of. */
interface RunningProcess {
  server: ReturnType<typeof createFrontServer>;
  ops: ReturnType<typeof createFrontOps>;
  inFlight: InFlight;
  runtime: RenderingProcess['runtime'];
  connection: Connection;
  jobs: { stop: () => Promise<void> };
  following: Awaited<ReturnType<typeof followOtherProcesses>>;
}

/**
 * SIGTERM (a rolling restart, `npm run cluster` stopping): stop accepting, end the live-chat
 * streams (their browsers reconnect elsewhere), let requests under way finish (bounded),
 * then stop the job runner (running jobs get their grace) and let go of the database.
 */
function stopOnSignals({ server, ops, inFlight, runtime, connection, jobs, following }: RunningProcess): void {
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
      .then(() => {
        following.stopChecking();
        return jobs.stop();
      })
      .then(following.stopListening)
      .then(following.stopRelaying)
      .then(() => runtime.chat.stop())
      .then(() => connection.db.destroy())
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

/** One server process: alone, or one of the primary's workers (which has prepared the database). */
async function serve(): Promise<void> {
  const started = performance.now();
  const connection = await openDatabase();
  const secrets = cluster.isPrimary ? await prepareDatabase(connection) : await loadSecretBox(connection).catch(refuseToStart);
  const slot = process.env[WORKER_SLOT_ENV];
  const runsJobs = cluster.isPrimary || process.env[RUNS_JOBS_ENV] === '1';

  const rendering = await startRendering(connection, secrets);
  const { runtime } = rendering;
  const ops = createFrontOps(connection, logger);
  const inFlight = new InFlight();
  const server = createFrontServer({ runtime, astro: rendering.astro, ops, inFlight });
  const following = await followOtherProcesses(connection, runtime, runsJobs);

  await warmUpBeforeListening(connection, rendering);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const jobs = await startJobs(connection, rendering, runsJobs);
  if (slot === undefined) logReady(started, connection.dialect, 1);
  else
    logger.info(
      `[front] server process ${slot} (pid ${process.pid}) listening in ${Math.round(performance.now() - started)} ms${runsJobs ? ', running jobs' : ''}`,
    );
  stopOnSignals({ server, ops, inFlight, runtime, connection, jobs, following });
}

/** The warm-up (warm-up.ts) on the first open stores' home pages; a failed one only costs the first visitors speed. */
async function warmUpBeforeListening(connection: Connection, rendering: RenderingProcess): Promise<void> {
  if (config.warmUpRenders === 0) return;
  // A private copy of the server with its own quiet log and metrics: warm-up requests are neither logged nor counted.
  const server = () =>
    createFrontServer({ runtime: rendering.runtime, astro: rendering.astro, ops: createFrontOps(connection, logger.child({}, { level: 'warn' })) });
  try {
    const hosts = (await findOpenDivisions(connection.db, WARM_UP_STORES)).map((division) => subdomainHost(division.subdomain));
    const warm = await warmUp(hosts, server, config.warmUpRenders);
    if (warm.renders > 0) logger.info(warm, `[front] warmed up with ${warm.renders} renders in ${warm.ms} ms`);
  } catch (error) {
    logger.warn({ err: error }, '[front] the warm-up failed: serving without it');
  }
}

/** A missing setting (such as APP_KEY in production on PostgreSQL): its message says what to do. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigurationError)) throw error;
  logger.fatal(`Printfront cannot start: ${error.message}`);
  process.exit(1);
}
