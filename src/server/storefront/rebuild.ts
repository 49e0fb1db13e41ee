import type { StoreScope } from '../stores/index.ts';
import { publicPaths } from './public-paths.ts';
import { deleteStalePages } from '../../platform/render-cache/persist.ts';
import { mapLimited } from '../../lib/concurrency.ts';

/** Renders one path of the store at a host, in this process, keeping it when shareable; resolves to its status. */
export type RenderPath = (host: string, path: string) => Promise<number>;

export interface RebuildOptions {
  render: RenderPath;
  /** The hosts the store is reached at (sub-domain, custom domain, any other seen). */
  hosts: string[];
  paths?: string[];
  concurrency?: number;
  onProgress?: (done: number, total: number, path: string, status: number) => void;
}

export interface RebuildReport {
  rendered: number;
  failed: { path: string; status: number }[];
  ms: number;
}

/**
 * Re-renders every shareable page of a store into the render cache, so the next visitor
 * of each gets a kept page; then forgets older renderings.
 */
export async function rebuildStore(scope: StoreScope, options: RebuildOptions): Promise<RebuildReport> {
  const started = performance.now();
  const paths = options.paths ?? (await publicPaths(scope));
  const jobs = options.hosts.flatMap((host) => paths.map((path) => ({ host, path })));
  const failed: RebuildReport['failed'] = [];
  let done = 0;
  await mapLimited(jobs, options.concurrency ?? 2, async ({ host, path }) => {
    const status = await options.render(host, path).catch((error: unknown) => {
      console.error(`[render-cache] could not render ${host}${path}`, error);
      return 0;
    });
    if (status !== 200) failed.push({ path, status });
    options.onProgress?.(++done, jobs.length, path, status);
  });
  await deleteStalePages(scope.db, scope.division.id, scope.division.contentVersion);
  return { rendered: jobs.length - failed.length, failed, ms: Math.round(performance.now() - started) };
}
