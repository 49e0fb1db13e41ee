import type { AstroIntegration } from 'astro';

// Pages with islands import this before any island hydrates (Astro's before-hydration
// script), so a chunk that fails to load is caught (src/lib/client/chunk-reload.ts). Pages
// without islands load nothing for it: content pages stay free of script files.
export function chunkReload(): AstroIntegration {
  return {
    name: 'printfront:chunk-reload',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('before-hydration', `import '/src/lib/client/chunk-reload-start.ts';`),
    },
  };
}
