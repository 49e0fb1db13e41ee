import { experimental_AstroContainer } from 'astro/container';
import { getViteConfig } from 'astro/config';
import { createServer, type ViteDevServer } from 'vite';
import { currencyFor } from '../../src/lib/currencies.ts';
import { resolveTheme } from '../../themes/resolve.ts';
import type { RenderContext } from '../../src/server/storefront/index.ts';

// Test support for Block.test.ts files: Vitest's own config does not compile .astro, so
// each test file loads its Block.astro through a Vite server built from the app's Astro
// config (one per worker, below) and renders it with Astro's Container API. (Shared by every block type; its
// natural home once integrated is tests/support/.)

export interface SampleBlock<P, D = undefined> {
  type: string;
  /** Parsed properties: tests pass raw input through the type's schema first. */
  properties: P;
  data?: D;
  items?: unknown[];
}

export interface BlockRenderer {
  render<P, D>(block: SampleBlock<P, D>, context?: Partial<RenderContext>): Promise<string>;
  close(): Promise<void>;
}

// Tests assert on the markup a block writes, not on how Astro scopes its styles (a class
// or a data attribute, depending on the config's scopedStyleStrategy).
export function withoutStyleScope(html: string): string {
  return html
    .replace(/ class="astro-[a-z0-9]{8}"/g, '')
    .replace(/(?<=class=")astro-[a-z0-9]{8} /g, '')
    .replace(/ astro-[a-z0-9]{8}(?=[\s"])/g, '')
    .replace(/ data-astro-cid-[a-z0-9]+(="[^"]*")?/g, '');
}

// One Vite server per test worker, shared by the Block.test.ts files it runs (the unit project
// shares modules across files): starting one took most of each file's time. It closes once no
// file has used it for a moment, so a worker that runs no more block tests does not keep it.
let shared: { server: Promise<ViteDevServer>; users: number; idle?: NodeJS.Timeout } | undefined;
const IDLE_CLOSE_MS = 2_000;

async function startServer(): Promise<ViteDevServer> {
  const viteConfig = await getViteConfig(
    { server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'silent' },
    { logLevel: 'silent' },
  )({ command: 'serve', mode: 'test' });
  return createServer({ ...viteConfig, configFile: false });
}

function acquireServer(): Promise<ViteDevServer> {
  shared ??= { server: startServer(), users: 0 };
  clearTimeout(shared.idle);
  shared.users += 1;
  return shared.server;
}

function releaseServer(): void {
  const current = shared;
  if (!current) return;
  current.users -= 1;
  if (current.users > 0) return;
  current.idle = setTimeout(() => {
    if (shared !== current || current.users > 0) return;
    shared = undefined;
    void current.server.then((server) => server.close());
  }, IDLE_CLOSE_MS);
  current.idle.unref();
}

/** A module as the app's Vite server compiles it (.astro files too), through the shared server. */
export async function loadModule(url: URL): Promise<Record<string, unknown>> {
  const server = await acquireServer();
  try {
    return await server.ssrLoadModule(url.pathname);
  } finally {
    releaseServer();
  }
}

export async function loadBlock(componentUrl: URL): Promise<BlockRenderer> {
  const server = await acquireServer();
  const module = await server.ssrLoadModule(componentUrl.pathname);
  const container = await experimental_AstroContainer.create();
  let released = false;
  return {
    render: async (block, context = {}) =>
      withoutStyleScope(
        await container.renderToString(module.default, {
          props: {
            block: { id: 'sample', size: { w: 12 }, items: [], faded: false, data: undefined, generatedBy: undefined, ...block },
            context: { currency: currencyFor('GBP'), preview: false, theme: resolveTheme('teemill'), ...context },
          },
        }),
      ),
    close: async () => {
      if (released) return;
      released = true;
      releaseServer();
    },
  };
}
