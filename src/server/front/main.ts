import { config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../db/seed/index.ts';
import { createFrontServer } from './server.ts';
import { startRendering } from './rendering-process.ts';
import { noteContentVersion } from './runtime.ts';
import { startRebuildScheduler } from '../render-cache/scheduler.ts';
import { listenForContentVersions } from '../render-cache/notify.ts';
import { subdomainHost } from '../stores/store-hosts.ts';

/** Starts Printfront: migrate, seed an empty database, then serve. */
export async function main(): Promise<void> {
  const started = performance.now();
  const connection = await openDatabase();
  const { db, dialect } = connection;
  await migrateToLatest(db);
  if (config.seedOnStart) await seedDemoIfEmpty(db, { demoUsers: config.demoMode, log: (line) => console.log(line) });

  const rendering = await startRendering(connection);
  const { runtime } = rendering;
  const server = createFrontServer({ runtime, astro: rendering.astro });
  const stopScheduler = startRebuildScheduler({ rendering, subdomainHost: (subdomain) => subdomainHost(subdomain) });
  const stopListening = dialect === 'postgres' ? await listenForContentVersions(config.databaseUrl, (divisionId, version) => noteContentVersion(runtime, divisionId, version)) : async () => {};

  server.listen(config.port, config.host, () => {
    const ms = Math.round(performance.now() - started);
    console.log(`Printfront ready in ${ms} ms on ${dialect}: http://${subdomainHost('demo')}/ and http://${subdomainHost('north')}/`);
  });

  const stop = () => {
    stopScheduler();
    server.close(() => void stopListening().then(() => db.destroy()).then(() => process.exit(0)));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
