import { config } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { createRuntime, type Runtime } from '../app/runtime.ts';
import { localsFor } from '../app/page-renderer.ts';
import { loadSecretBox } from '../platform/security/secret-box.ts';

// `astro dev` serves pages without the front server, so nothing hands the app a runtime
// or a resolved store: the middleware makes them here, once per dev server.
let runtime: Promise<Runtime> | undefined;

export async function devLocals(host: string): Promise<Partial<App.Locals>> {
  runtime ??= openDatabase().then(async (connection) => {
    await migrateToLatest(connection.db);
    return createRuntime(connection, {
      platformDomain: config.platformDomain,
      renderCacheBytes: config.renderCacheBytes,
      secrets: await loadSecretBox(connection),
    });
  });
  const ready = await runtime;
  return localsFor(ready, await ready.hosts.resolve(host));
}
