import type { StoreScope } from '../../../stores/index.ts';
import type { Db } from '../../../../platform/db/database.ts';
import type { EditorPage, PageStatus } from '../../../../schemas/page-editing.ts';
import { requirePageRow, workingCopy, type PageRow } from './page-rows.ts';

/** Where a page stands: a pending scheduled publish wins, then whether it is live. */
export function pageStatus(live: boolean, scheduledAt: string | null): PageStatus {
  if (scheduledAt) return 'scheduled';
  return live ? 'published' : 'draft';
}

/** When the page's pending scheduled publish happens, or null. */
export async function pendingScheduleAt(db: Db, pageId: number): Promise<string | null> {
  const row = await db
    .selectFrom('page_schedules')
    .select('publish_at')
    .where('page_id', '=', pageId)
    .where('state', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.publish_at ?? null;
}

export async function liveVersionOf(db: Db, pageId: number): Promise<number | null> {
  const row = await db
    .selectFrom('page_versions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return row?.number === null || row?.number === undefined ? null : Number(row.number);
}

/** The page as the editor sees it: the working copy, with its standing (EditorPage). */
export async function editorPageOf(scope: StoreScope, row: PageRow, db: Db = scope.db): Promise<EditorPage> {
  const [{ page, hasDraft, savedAt }, scheduledAt, liveVersion] = await Promise.all([
    workingCopy(scope, row, db),
    pendingScheduleAt(db, row.id),
    liveVersionOf(db, row.id),
  ]);
  const live = row.published === 1;
  return { ...page, published: live, edited: savedAt ?? page.edited, status: pageStatus(live, scheduledAt), hasDraft, scheduledAt, liveVersion };
}

/** GET …/pages/{id}/: load a page of the host's store for its editor. */
export async function loadEditorPage(scope: StoreScope, id: number): Promise<EditorPage> {
  return editorPageOf(scope, await requirePageRow(scope, id));
}
