import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { config } from '../config.ts';
import type { NodeHandler } from './server.ts';

/** The built Astro app's request handler (node adapter, middleware mode). */
export async function loadAstroHandler(): Promise<NodeHandler> {
  const entry = pathToFileURL(path.join(config.distDir, 'server/entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: NodeHandler };
  return handler;
}
