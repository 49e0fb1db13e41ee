import type { StoreScope } from '../../../stores/index.ts';
import type { PageListItem } from '../../../../schemas/page-editing.ts';
import { pageFromRow } from '../pages.ts';
import { apiPath } from '../../../../schemas/api.ts';
import { pageFromJson } from './page-rows.ts';
import { pageStatus } from './editor-page.ts';

/** A store has at most this many pages listed (the bench's 200 fit with room). */
export const PAGE_LIST_LIMIT = 500;

/** Counts every block of the tree, items included. */
const countBlocks = (blocks: readonly { items: readonly unknown[] }[]): number =>
  blocks.reduce((sum, node) => sum + 1 + countBlocks(node.items as { items: unknown[] }[]), 0);

/** The thumbnail's address; `v` changes with every save, so a browser asks again only then. */
export const thumbnailUrl = (division: number, id: number, stamp: string) => apiPath('pages.thumbnail', { division, id, stamp });

/**
 * GET …/pages?page-type=StorePage: the store's pages as the dashboard lists them, each
 * described by its working copy (what the owner last saved), homepage first.
 */
export async function listEditorPages(scope: StoreScope, pageType: string | null): Promise<PageListItem[]> {
  const division = scope.division.id;
  const [rows, drafts, schedules] = await Promise.all([
    scope.db.selectFrom('pages').selectAll().where('division_id', '=', division).orderBy('url').limit(PAGE_LIST_LIMIT).execute(),
    scope.db.selectFrom('page_drafts').select(['page_id', 'page_json', 'saved_at']).where('division_id', '=', division).execute(),
    scope.db.selectFrom('page_schedules').select(['page_id', 'publish_at']).where('division_id', '=', division).where('state', '=', 'pending').execute(),
  ]);
  const draftOf = new Map(drafts.map((draft) => [draft.page_id, draft]));
  const scheduledAt = new Map(schedules.map((schedule) => [schedule.page_id, schedule.publish_at]));
  const items: PageListItem[] = [];
  for (const row of rows) {
    const live = pageFromRow(row);
    if (live.flags.deleted) continue;
    const draft = draftOf.get(row.id);
    const page = draft ? pageFromJson(draft.page_json, row) : live;
    if (pageType === 'StorePage' && !page.properties.isStorePage) continue;
    const edited = draft?.saved_at ?? row.edited ?? row.updated_at;
    const scheduled = scheduledAt.get(row.id) ?? null;
    items.push({
      id: row.id,
      uuid: row.uuid,
      url: page.url,
      title: page.properties.title || (page.url === '/' ? 'Home' : page.url),
      status: pageStatus(row.published === 1, scheduled),
      published: row.published === 1,
      homepage: page.url === '/',
      edited,
      scheduledAt: scheduled,
      blockCount: countBlocks(page.blocks),
      editable: page.mode !== 'native',
      thumbnailUrl: thumbnailUrl(division, row.id, edited),
    });
  }
  return items.sort((a, b) => Number(b.homepage) - Number(a.homepage) || a.url.localeCompare(b.url));
}
