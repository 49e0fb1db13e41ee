// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { blockStyles } from './src/build/block-styles-plugin.ts';
import { astroPatches } from './src/build/astro-patches.ts';
import { serviceWorker } from './integrations/service-worker.ts';
import { chunkReload } from './integrations/chunk-reload.ts';
import { registryWatcher, writeRegistries } from './scripts/block-registry.ts';

// The block and theme registries are written from their folders before anything is compiled
// (scripts/block-registry.ts): a block type or theme added since the last run joins here.
const root = fileURLToPath(new URL('.', import.meta.url));
writeRegistries(root);

/**
 * The node adapter's build, with our own server entry (src/entry.ts): it hands the front
 * server the app's render function instead of a Node handler, so the front server can
 * pass the resolved store in and keep the rendered Response (cache it, or stream it on).
 */
/** @returns {import('astro').AstroIntegration} */
function nodeWithAppEntry() {
  const integration = node({ mode: 'middleware' });
  const configDone = integration.hooks['astro:config:done'];
  const serverEntrypoint = fileURLToPath(new URL('./src/entry.ts', import.meta.url));
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      /** @param {Parameters<NonNullable<import('astro').AstroIntegration['hooks']['astro:config:done']>>[0]} options */
      'astro:config:done': (options) => configDone?.({ ...options, setAdapter: (adapter) => options.setAdapter({ ...adapter, serverEntrypoint }) }),
    },
  };
}

// The Astro app renders pages and API routes; src/platform/front/ puts a raw Node
// server (static files, media, render cache) ahead of it, so the node adapter builds
// in middleware mode: its standalone server would stat the disk on every request.
export default defineConfig({
  output: 'server',
  // DIST_DIR lets parallel builds (tests, benchmarks) keep their own output.
  outDir: process.env.DIST_DIR ?? './dist',
  // Streaming stays on: measured faster for uncached renders than building one big
  // string (npm run bench), since shell and block fragments arrive as large chunks.
  adapter: nodeWithAppEntry(),
  // The stores' service worker, generated after the build (integrations/service-worker.ts);
  // the reload on a lazy chunk's failure, armed before islands hydrate (integrations/chunk-reload.ts).
  integrations: [react(), serviceWorker(), chunkReload()],
  trailingSlash: 'ignore',
  // Scoped styles by class rather than a data attribute on every element: smaller pages.
  scopedStyleStrategy: 'class',
  // Tenants are chosen by Host, so the dev toolbar and prefetching stay off.
  devToolbar: { enabled: false },
  prefetch: false,
  // Our own XSRF-TOKEN check guards unsafe API calls; Astro's origin
  // check would reject legitimate custom-domain form posts behind proxies.
  security: { checkOrigin: false },
  // Each page's stylesheet is inlined in its <head>: the pages are cached HTML, a storefront
  // page's CSS is a few KiB gzipped once split per page type (block CSS comes per block type,
  // src/build/block-styles-plugin.ts), and a render-blocking request costs a phone more.
  build: { inlineStylesheets: 'always' },
  server: { port: Number(process.env.PORT ?? 4321), host: true },
  vite: {
    // Each block type's CSS reaches only the pages that draw it (src/build/block-styles-plugin.ts).
    // Astro's own files, patched as listed in src/build/astro-patches.ts: its per-request contexts
    // rewritten so a finished render dies young, and a rendered page's chunks left on its Response.
    // Block folders and theme files added while `astro dev` runs join the registries (scripts/block-registry.ts).
    plugins: [blockStyles(root), astroPatches(), registryWatcher(root)],
    ssr: { external: ['better-sqlite3', 'pg', 'sharp'] },
    // The content security policy (src/platform/security/) allows inline scripts only by
    // hash, and the hash of a bundled script changes with every build: so scripts stay
    // files under /_astro/ (allowed as 'self'); other assets keep Vite's 4 KB rule.
    build: { assetsInlineLimit: (file) => (/\.m?js$/.test(file) ? false : undefined) },
  },
});
