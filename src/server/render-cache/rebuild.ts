import type { StoreScope } from '../stores/scope.ts';
import { publicPaths } from '../storefront/public-paths.ts';
import { deleteStalePages } from './persist.ts';
import { RENDER_CACHE_HEADER } from './headers.ts';
import { mapLimited } from '../../lib/concurrency.ts';
import { requestAsHost } from '../front/local-request.ts';

export interface RebuildOptions {
  /** Where this process's front server listens, e.g. http://127.0.0.1:4321. */
  origin: string;
  /** The hosts the store is reached at (sub-domain, custom domain). */
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
 * Re-renders every shareable page of a store through the running server, so the
 * next visitor of each gets a cached page; then forgets older renderings.
 */
export async function rebuildStore(scope: StoreScope, options: RebuildOptions): Promise<RebuildReport> {
  const started = performance.now();
  const paths = options.paths ?? (await publicPaths(scope));
  const jobs = options.hosts.flatMap((host) => paths.map((path) => ({ host, path })));
  const failed: RebuildReport['failed'] = [];
  let done = 0;
  await mapLimited(jobs, options.concurrency ?? 2, async ({ host, path }) => {
    const status = await requestAsHost(options.origin, host, path, { [RENDER_CACHE_HEADER]: 'refresh' }).then((response) => response.status, () => 0);
    if (status !== 200) failed.push({ path, status });
    options.onProgress?.(++done, jobs.length, path, status);
  });
  await deleteStalePages(scope.db, scope.division.id, scope.division.contentVersion);
  return { rendered: jobs.length - failed.length, failed, ms: Math.round(performance.now() - started) };
}
