import http from 'node:http';
import type { StoreScope } from '../stores/scope.ts';
import { listPageSummaries } from '../pages/pages.ts';
import { deleteStalePages } from './persist.ts';
import { RENDER_CACHE_HEADER } from './headers.ts';
import { mapLimited } from '../images/job-limit.ts';

/** The paths of a store whose pages are shared by every visitor and so worth rendering ahead. */
export async function cacheablePaths(scope: StoreScope): Promise<string[]> {
  const pages = await listPageSummaries(scope);
  const paths = pages.filter((page) => page.published && page.properties.loginState === 'everyone').map((page) => page.url);
  return [...new Set(paths)].sort();
}

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

function renderThrough(origin: string, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, origin), { method: 'GET', headers: { host, [RENDER_CACHE_HEADER]: 'refresh', 'accept-encoding': 'identity' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Re-renders every shareable page of a store through the running server, so the
 * next visitor of each gets a cached page; then forgets older renderings.
 */
export async function rebuildStore(scope: StoreScope, options: RebuildOptions): Promise<RebuildReport> {
  const started = performance.now();
  const paths = options.paths ?? (await cacheablePaths(scope));
  const jobs = options.hosts.flatMap((host) => paths.map((path) => ({ host, path })));
  const failed: RebuildReport['failed'] = [];
  let done = 0;
  await mapLimited(jobs, options.concurrency ?? 2, async ({ host, path }) => {
    const status = await renderThrough(options.origin, host, path).catch(() => 0);
    if (status !== 200) failed.push({ path, status });
    options.onProgress?.(++done, jobs.length, path, status);
  });
  await deleteStalePages(scope.db, scope.division.id, scope.division.contentVersion);
  return { rendered: jobs.length - failed.length, failed, ms: Math.round(performance.now() - started) };
}
