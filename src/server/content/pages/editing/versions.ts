import type { StoreScope } from '../../../stores/index.ts';
import type { Page } from '../../../../schemas/page.ts';
import type { EditorPage, PageVersionSummary } from '../../../../schemas/page-editing.ts';
import { now, toJson } from '../../../../platform/db/json.ts';
import { requirePageRow, requirePro, pageFromJson } from './page-rows.ts';
import { editorPageOf } from './editor-page.ts';
import { diffBlocks, diffCounts, type BlockDiff } from './block-diff.ts';
import { pageErrors } from './page-errors.ts';

/** How many versions the history shows, newest first. */
export const HISTORY_LIMIT = 50;

export interface PageHistoryEntry {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  page: Page;
  /** Against the version before (everything added for the first). */
  diff: BlockDiff;
}

/** The page's published versions, newest first, each with what it changed. */
export async function pageHistory(scope: StoreScope, id: number): Promise<PageHistoryEntry[]> {
  const row = await requirePageRow(scope, id);
  const versions = await scope.db
    .selectFrom('page_versions')
    .leftJoin('users', 'users.id', 'page_versions.published_by')
    .select(['page_versions.number', 'page_versions.page_json', 'page_versions.published_at', 'users.first_name', 'users.last_name', 'users.email'])
    .where('page_versions.page_id', '=', id)
    .where('page_versions.division_id', '=', scope.division.id)
    .orderBy('page_versions.number', 'desc')
    // One more than shown, so the oldest shown has a version to compare with.
    .limit(HISTORY_LIMIT + 1)
    .execute();
  const pages = versions.map((version) => pageFromJson(version.page_json, row));
  return versions.slice(0, HISTORY_LIMIT).map((version, index) => {
    const name = [version.first_name, version.last_name].filter(Boolean).join(' ').trim();
    return {
      number: version.number,
      publishedAt: version.published_at,
      publishedBy: name || version.email || null,
      page: pages[index]!,
      diff: diffBlocks(pages[index + 1]?.blocks ?? [], pages[index]!.blocks),
    };
  });
}

/** GET …/pages/{id}/versions/. */
export async function listVersions(scope: StoreScope, id: number): Promise<PageVersionSummary[]> {
  return (await pageHistory(scope, id)).map(({ number, publishedAt, publishedBy, diff }) => ({ number, publishedAt, publishedBy, changes: diffCounts(diff) }));
}

/** POST …/pages/{id}/versions/{number}/restore/: the version becomes the page's draft (publish to make it live). */
export async function restoreVersion(scope: StoreScope, id: number, number: number, restoredBy: number | null): Promise<EditorPage> {
  const row = await requirePageRow(scope, id);
  requirePro(scope);
  const version = await scope.db
    .selectFrom('page_versions')
    .select('page_json')
    .where('page_id', '=', id)
    .where('division_id', '=', scope.division.id)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!version) throw pageErrors.versionNotFound();
  const page = pageFromJson(version.page_json, row);
  const time = now();
  const values = { division_id: scope.division.id, page_json: toJson({ ...page, edited: time }), saved_by: restoredBy, saved_at: time };
  await scope.db
    .insertInto('page_drafts')
    .values({ page_id: id, ...values })
    .onConflict((conflict) => conflict.column('page_id').doUpdateSet(values))
    .execute();
  return editorPageOf(scope, row);
}
