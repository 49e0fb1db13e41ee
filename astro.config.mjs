// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// The Astro app renders pages and API routes; src/server/front/ puts a raw Node
// server (static files, media, render cache) ahead of it, so the node adapter builds
// in middleware mode: its standalone server would stat the disk on every request.
export default defineConfig({
  output: 'server',
  // DIST_DIR lets parallel builds (tests, benchmarks) keep their own output.
  outDir: process.env.DIST_DIR ?? './dist',
  // Streaming stays on: measured faster for uncached renders than building one big
  // string (npm run bench), since shell and block fragments arrive as large chunks.
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  trailingSlash: 'ignore',
  // Scoped styles by class rather than a data attribute on every element: smaller pages.
  scopedStyleStrategy: 'class',
  // Tenants are chosen by Host, so the dev toolbar and prefetching stay off.
  devToolbar: { enabled: false },
  prefetch: false,
  // Our own XSRF-TOKEN check guards unsafe API calls (issue 4); Astro's origin
  // check would reject legitimate custom-domain form posts behind proxies.
  security: { checkOrigin: false },
  server: { port: Number(process.env.PORT ?? 4321), host: true },
  vite: {
    ssr: { external: ['better-sqlite3', 'pg', 'sharp'] },
    // The content security policy (src/server/security/) allows inline scripts only by
    // hash, and the hash of a bundled script changes with every build: so scripts stay
    // files under /_astro/ (allowed as 'self'); other assets keep Vite's 4 KB rule.
    build: { assetsInlineLimit: (file) => (/\.m?js$/.test(file) ? false : undefined) },
  },
});
