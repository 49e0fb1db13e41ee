import type { Connection } from '../platform/db/database.ts';
import type { Division } from '../schemas/division.ts';
import { config } from '../platform/config/config.ts';
import { createRuntime, type Runtime } from './runtime.ts';
import { loadAstroApp, type AstroApp } from '../platform/front/astro-app.ts';
import { anonymousRequest, PageRenderer } from './page-renderer.ts';
import type { RenderPath } from '../server/storefront/index.ts';
import { buildIdOf } from '../platform/front/build-id.ts';
import { loadSecretBox, type SecretBox } from '../platform/security/secret-box.ts';
import { storePathReader } from './store-path-reader.ts';

export interface RenderedPath {
  status: number;
  html: string;
  /** The page is the same for every visitor: the render cache kept it (a static export may copy it). */
  kept: boolean;
}

/** A process that renders store pages: the server, or a command such as store:rebuild. */
export interface RenderingProcess {
  runtime: Runtime;
  astro: AstroApp;
  renderer: PageRenderer;
  /** Renders one path of a store at a host in this process, as an anonymous visitor; shareable pages are kept. */
  renderPath(division: Division, host: string, path: string): Promise<RenderedPath>;
}

/** `secrets` when the caller already loaded the server key (the server, which refuses to start without one). */
export async function startRendering(connection: Connection, secrets?: SecretBox): Promise<RenderingProcess> {
  const runtime = createRuntime(connection, {
    platformDomain: config.platformDomain,
    renderCacheBytes: config.renderCacheBytes,
    buildId: buildIdOf(config.distDir),
    pageFilesDir: config.pageFilesDir,
    secrets: secrets ?? (await loadSecretBox(connection)),
  });
  const astro = await loadAstroApp(config.distDir);
  const renderer = new PageRenderer(runtime, astro);
  runtime.readStorePath = storePathReader(renderer);
  return {
    runtime,
    astro,
    renderer,
    async renderPath(division, host, path) {
      const rendered = await renderer.render(anonymousRequest(host, path), { kind: 'store', division, via: 'subdomain' }, host);
      const html = rendered.page ? rendered.page.identity.toString('utf8') : await rendered.response.text();
      return { status: rendered.response.status, html, kept: rendered.page !== undefined };
    },
  };
}

/** renderPath as a rebuild wants it. */
export function pathRenderer(process: RenderingProcess, division: Division): RenderPath {
  return (host, path) => process.renderPath(division, host, path).then((rendered) => rendered.status);
}
