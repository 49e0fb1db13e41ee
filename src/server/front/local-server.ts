import type { AddressInfo } from 'node:net';
import type { Db } from '../db/database.ts';
import { createFrontServer } from './server.ts';
import { loadAstroHandler } from './astro-handler.ts';
import { renderCacheHandler } from '../render-cache/front.ts';

/**
 * A private copy of the server on a loopback port, for command-line tools that render
 * pages (store:rebuild, store:export, bench) exactly as visitors would get them.
 */
export async function startLocalServer(db: Db): Promise<{ origin: string; port: number; close: () => Promise<void> }> {
  const handler = await loadAstroHandler();
  const server = createFrontServer({ app: handler, cache: renderCacheHandler(db, handler) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
