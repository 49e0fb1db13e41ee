import type { RenderingProcess } from '../front/rendering-process.ts';
import { pathRenderer } from '../front/rendering-process.ts';
import { findDivisionById } from '../stores/divisions.ts';
import { rebuildStore } from './rebuild.ts';

export interface SchedulerOptions {
  rendering: RenderingProcess;
  /** The host a store's sub-domain is reached at: demo → demo.localhost:4321. */
  subdomainHost: (subdomain: string) => string;
  log?: (line: string) => void;
}

/**
 * Rebuilds a store's pages in the background whenever its content version changes in
 * this process (a publish, a menu or theme change). Bumps close together are merged,
 * and one store never rebuilds twice at once.
 */
export function startRebuildScheduler(options: SchedulerOptions): () => void {
  const { runtime } = options.rendering;
  const log = options.log ?? ((line: string) => console.log(line));
  const timers = new Map<number, NodeJS.Timeout>();
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();

  const run = async (divisionId: number): Promise<void> => {
    const division = await findDivisionById(runtime.db, divisionId);
    if (!division) return;
    const hosts = new Set([options.subdomainHost(division.subdomain), ...runtime.hosts.hostsOf(divisionId)]);
    const report = await rebuildStore({ db: runtime.db, division, runtime }, { render: pathRenderer(options.rendering, division), hosts: [...hosts] });
    log(`[render-cache] rebuilt ${division.subdomain} v${division.contentVersion}: ${report.rendered} pages in ${report.ms} ms${report.failed.length ? `, ${report.failed.length} failed` : ''}`);
  };

  const start = (divisionId: number) => {
    if (running.has(divisionId)) {
      again.add(divisionId);
      return;
    }
    const job = run(divisionId)
      .catch((error: unknown) => console.error('[render-cache] rebuild failed', error))
      .finally(() => {
        running.delete(divisionId);
        if (again.delete(divisionId)) start(divisionId);
      });
    running.set(divisionId, job);
  };

  const stop = runtime.content.listen((divisionId) => {
    clearTimeout(timers.get(divisionId));
    timers.set(divisionId, setTimeout(() => {
      timers.delete(divisionId);
      start(divisionId);
    }, 250));
  });
  return () => {
    stop();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
