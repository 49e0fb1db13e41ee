import { REBUILD_STORE_JOB } from '../stores/index.ts';
import { defineTask } from '../../platform/jobs/task.ts';
import { findDivisionById } from '../stores/index.ts';
import { subdomainHost } from '../../platform/http/store-hosts.ts';
import { rebuildStore } from './rebuild.ts';

/**
 * Re-renders a store's pages into the render cache after its content changed (enqueued by
 * bumpContentVersion with a job key and a queue per store: changes close together make one
 * rebuild, run by one instance, never two of one store at once). It renders, in this
 * process, the version current when it runs.
 */
export const rebuildStoreTask = defineTask({
  ...REBUILD_STORE_JOB,
  async run({ divisionId }, { db, log, rendering }) {
    if (!rendering) throw new Error('store.rebuild runs only in a process that renders pages (the server)');
    const division = await findDivisionById(db, divisionId);
    if (!division) return;
    const { runtime } = rendering;
    // The change may come from another process, not yet noticed here: render this version.
    runtime.content.changed(divisionId, division.contentVersion);
    const hosts = new Set([subdomainHost(division.subdomain), ...runtime.hosts.hostsOf(divisionId)]);
    const render = (host: string, path: string) => rendering.renderPath(division, host, path).then((rendered) => rendered.status);
    const report = await rebuildStore({ db, division, runtime }, { render, hosts: [...hosts] });
    const first = report.failed[0];
    const failed = first ? `, ${report.failed.length} failed (first: ${first.path} answered ${first.status || 'nothing'})` : '';
    log(`[render-cache] rebuilt ${division.subdomain} v${division.contentVersion}: ${report.rendered} pages in ${report.ms} ms${failed}`);
    if (report.rendered === 0 && first) throw new Error(`no page of ${division.subdomain} could be rendered${failed}`);
  },
});
