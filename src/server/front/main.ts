import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { config, PROJECT_ROOT } from '../config.ts';
import { connection, closeDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../db/seed/index.ts';
import { createFrontServer, type NodeHandler } from './server.ts';

/** Starts Printfront: migrate, seed an empty database, then serve. */
export async function main(): Promise<void> {
  const started = performance.now();
  const { db, dialect } = await connection();
  await migrateToLatest(db);
  if (config.seedOnStart) await seedDemoIfEmpty(db, { demoUsers: config.demoMode, log: (line) => console.log(line) });

  // The Astro build exports its handler; autostart is off because this server fronts it.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = pathToFileURL(path.join(PROJECT_ROOT, 'dist/server/entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: NodeHandler };

  const server = createFrontServer({ app: handler });
  server.listen(config.port, config.host, () => {
    const ms = Math.round(performance.now() - started);
    console.log(`Printfront ready in ${ms} ms on ${dialect}: http://demo.${config.platformDomain}:${config.port}/ and http://north.${config.platformDomain}:${config.port}/`);
  });

  const stop = () => {
    server.close(() => void closeDatabase().then(() => process.exit(0)));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
