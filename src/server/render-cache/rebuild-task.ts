import { z } from 'zod';
import { config } from '../config.ts';
import { defineTask } from '../jobs/task.ts';
import { findDivisionById } from '../stores/divisions.ts';
import { subdomainHost } from '../stores/store-hosts.ts';
import { noteContentVersion } from '../stores/content-listeners.ts';
import { memoryTier } from './memory.ts';
import { rebuildStore } from './rebuild.ts';

/**
 * Re-renders a store's pages into the render cache after its content changed (enqueued by
 * bumpContentVersion with a job key and a queue per store: changes close together make one
 * rebuild, run by one instance, never two of one store at once). It renders the version
 * current when it runs.
 */
export const rebuildStoreTask = defineTask({
  name: 'store.rebuild',
  payload: z.object({ divisionId: z.int().positive() }),
  maxAttempts: 5,
  async run({ divisionId }, { db, log }) {
    const division = await findDivisionById(db, divisionId);
    if (!division) return;
    // The change may come from another process, not yet noticed here: render this version.
    noteContentVersion(divisionId, division.contentVersion);
    const hosts = new Set([subdomainHost(division.subdomain)]);
    for (const [host, record] of memoryTier().hosts) if (record.divisionId === divisionId) hosts.add(host);
    // Through this instance's own front server, on the loopback.
    const report = await rebuildStore({ db, division }, { origin: `http://127.0.0.1:${config.port}`, hosts: [...hosts] });
    const first = report.failed[0];
    const failed = first ? `, ${report.failed.length} failed (first: ${first.path} answered ${first.status || 'nothing'})` : '';
    log(`[render-cache] rebuilt ${division.subdomain} v${division.contentVersion}: ${report.rendered} pages in ${report.ms} ms${failed}`);
    // Nothing rendered at all: the server was not answering; try again after the backoff.
    if (report.rendered === 0 && first) throw new Error(`no page of ${division.subdomain} could be rendered${failed}`);
  },
});
