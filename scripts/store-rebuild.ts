// `npm run store:rebuild -- <subdomain>`: bumps a store's content version and renders
// every shareable page again, in this process, into the shared render cache. A running
// server notices the new version within a second and serves these renderings without
// rendering.
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { findDivisionBySubdomain } from '../src/server/stores/index.ts';
import { bumpContentVersion } from '../src/server/stores/index.ts';
import { storeHosts } from '../src/platform/http/store-hosts.ts';
import { rebuildStore } from '../src/server/storefront/index.ts';
import { pathRenderer, startRendering } from '../src/app/rendering-process.ts';
import { progressBar } from './progress.ts';

const subdomain = process.argv[2];
if (!subdomain) {
  console.error('Usage: npm run store:rebuild -- <subdomain>');
  process.exit(2);
}

const connection = await openDatabase();
const { db } = connection;
await migrateToLatest(db);
const found = await findDivisionBySubdomain(db, subdomain);
if (!found) {
  console.error(`No store with sub-domain "${subdomain}"`);
  await db.destroy();
  process.exit(1);
}
// No rebuild job: this script renders the pages itself, with a progress bar.
const version = await bumpContentVersion({ db, division: found }, { rebuild: false });
const division = { ...found, contentVersion: version };
const rendering = await startRendering(connection);
const bar = progressBar(`Rebuilding ${subdomain} v${version}`);
const report = await rebuildStore(
  { db, division, runtime: rendering.runtime },
  {
    render: pathRenderer(rendering, division),
    hosts: storeHosts(division),
    onProgress: (done, total, path) => bar.tick(done, total, path),
  },
);
bar.finish(
  `Rendered ${report.rendered} pages in ${report.ms} ms${report.failed.length ? `; failed: ${report.failed.map((failure) => `${failure.path} (${failure.status})`).join(', ')}` : ''}`,
);
await db.destroy();
process.exit(report.failed.length > 0 ? 1 : 0);
