// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// The Astro app renders pages and API routes; scripts/server.ts puts a raw Node
// front server (render cache, media) ahead of it, so standalone mode never autostarts.
export default defineConfig({
  output: 'server',
  // DIST_DIR lets parallel builds (tests, benchmarks) keep their own output.
  outDir: process.env.DIST_DIR ?? './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  trailingSlash: 'ignore',
  // Tenants are chosen by Host, so the dev toolbar and prefetching stay off.
  devToolbar: { enabled: false },
  prefetch: false,
  // Our own XSRF-TOKEN check guards unsafe API calls (issue 4); Astro's origin
  // check would reject legitimate custom-domain form posts behind proxies.
  security: { checkOrigin: false },
  server: { port: Number(process.env.PORT ?? 4321), host: true },
  vite: {
    ssr: { external: ['better-sqlite3', 'pg', 'sharp'] },
  },
});
