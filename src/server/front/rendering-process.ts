import type { Connection } from '../db/database.ts';
import type { Division } from '../../schemas/division.ts';
import { config } from '../config.ts';
import { createRuntime, type Runtime } from './runtime.ts';
import { loadAstroApp, type AstroApp } from './astro-app.ts';
import { anonymousRequest, PageRenderer } from './page-renderer.ts';
import type { RenderPath } from '../render-cache/rebuild.ts';

/** A process that renders store pages: the server, or a command such as store:rebuild. */
export interface RenderingProcess {
  runtime: Runtime;
  astro: AstroApp;
  renderer: PageRenderer;
}

export async function startRendering(connection: Connection): Promise<RenderingProcess> {
  const runtime = createRuntime(connection, { platformDomain: config.platformDomain, renderCacheBytes: config.renderCacheBytes });
  const astro = await loadAstroApp(config.distDir);
  return { runtime, astro, renderer: new PageRenderer(runtime, astro) };
}

export interface RenderedPath {
  status: number;
  html: string;
}

/** Renders one path of a store at a host in this process, as an anonymous visitor; shareable pages are kept. */
export async function renderPath(process: RenderingProcess, division: Division, host: string, path: string): Promise<RenderedPath> {
  const rendered = await process.renderer.render(anonymousRequest(host, path), { kind: 'store', division, via: 'subdomain' }, host);
  const html = rendered.page ? rendered.page.identity.toString('utf8') : await rendered.response.text();
  return { status: rendered.response.status, html };
}

/** renderPath as a rebuild wants it. */
export function pathRenderer(process: RenderingProcess, division: Division): RenderPath {
  return (host, path) => renderPath(process, division, host, path).then((rendered) => rendered.status);
}
