// A content change queues the store's rebuild as a job (the test server runs
// it), debounced by its job key, and the rebuild warms the render cache at the new version.
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb, testServer } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { listJobs } from '../../src/platform/jobs/index.ts';
import { readMainMenu, saveMainMenu } from '../../src/server/stores/main-menu.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { subdomainHost } from '../../src/platform/http/store-hosts.ts';
import { publicPaths } from '../../src/server/storefront/public-paths.ts';
import { newAccount } from './accounts/accounts-support.ts';
import { scaled } from '../support/slowdown.ts';

/** A store of its own: other files render and bump the demo stores meanwhile. */
async function ownStore() {
  const connection = await testDb();
  const { subdomain } = await newAccount();
  const division = (await findDivisionBySubdomain(connection.db, subdomain!))!;
  return { connection, subdomain: subdomain!, scope: { db: connection.db, division }, key: `rebuild:${division.id}` };
}

describe('store rebuilds as jobs', () => {
  it('a store nobody has visited gets no rebuild: nothing of it is cached', async () => {
    const { connection, scope, key } = await ownStore();
    await saveMainMenu(scope, await readMainMenu(scope));
    expect((await listJobs(connection)).filter((job) => job.key === key)).toEqual([]);
  });

  it(
    'three menu saves queue one rebuild, which renders every public page at the new version',
    async () => {
      const { connection, subdomain, scope, key } = await ownStore();
      const { db, division } = scope;
      // One visit puts the store in the cache.
      expect((await storeRequest(subdomain, '/')).status).toBe(200);
      await eventually(
        () => db.selectFrom('rendered_pages').select('cache_key').where('division_id', '=', division.id).execute(),
        (rows) => rows.length > 0,
      );
      const menu = await readMainMenu(scope);
      for (let save = 0; save < 3; save++) await saveMainMenu(scope, menu);
      // One job for the three (unless the server has already taken it).
      expect((await listJobs(connection)).filter((job) => job.key === key).length).toBeLessThanOrEqual(1);

      const version = (await findDivisionBySubdomain(db, subdomain))!.contentVersion;
      expect(version).toBe(division.contentVersion + 3);
      const host = subdomainHost(subdomain, testServer().port);
      const paths = await publicPaths(scope);
      const rendered = () =>
        db
          .selectFrom('rendered_pages')
          .select('cache_key')
          .where('division_id', '=', division.id)
          .where('content_version', '=', version)
          .where('cache_key', 'like', `${host}/%`)
          .execute();
      // Nobody asked for these pages at this version: only the rebuild can have rendered them.
      const rows = await eventually(rendered, (found) => found.length >= paths.length, 90_000);
      expect(paths.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.cache_key.slice(host.length)))).toEqual(new Set(paths));
      await eventually(
        () => listJobs(connection),
        (jobs) => !jobs.some((job) => job.task === 'store.rebuild' && job.queueName === key),
        10_000,
      );

      const page = await storeRequest(subdomain, paths.at(-1)!);
      expect(page.headers['x-render-cache']).toBe('hit');
      expect(page.headers.etag).toMatch(new RegExp(`^"v${version}-`));
    },
    scaled(120_000),
  );
});
