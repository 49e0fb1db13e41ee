import type { Db } from '../db/database.ts';
import { now } from '../db/json.ts';
import { cachedPage, type CachedPage } from './entry.ts';

// The shared tier: rendered pages in the database, so a restart or another
// instance serves them without rendering again.

export async function readStoredPage(db: Db, buildId: string, divisionId: number, key: string, contentVersion: number): Promise<CachedPage | undefined> {
  const row = await db
    .selectFrom('rendered_pages')
    .select(['etag', 'html'])
    .where('division_id', '=', divisionId)
    .where('cache_key', '=', key)
    .where('content_version', '=', contentVersion)
    .where('build_id', '=', buildId)
    .executeTakeFirst();
  return row ? cachedPage(divisionId, contentVersion, row.html, row.etag) : undefined;
}

export async function writeStoredPage(db: Db, buildId: string, key: string, page: CachedPage): Promise<void> {
  const values = { build_id: buildId, content_version: page.contentVersion, etag: page.etag, html: page.identity.toString('utf8'), rendered_at: now() };
  await db
    .insertInto('rendered_pages')
    .values({ division_id: page.divisionId, cache_key: key, ...values })
    .onConflict((conflict) => conflict.columns(['division_id', 'cache_key']).doUpdateSet(values))
    .execute();
}

/** Forgets renderings of versions before the current one. */
export async function deleteStalePages(db: Db, divisionId: number, contentVersion: number): Promise<void> {
  await db.deleteFrom('rendered_pages').where('division_id', '=', divisionId).where('content_version', '<', contentVersion).execute();
}
