import type { StoreScope } from '../../../stores/index.ts';
import { fromJson, now, toJson } from '../../../../platform/db/json.ts';
import { bumpContentVersion } from '../../../stores/index.ts';
import { requirePageRow } from './page-rows.ts';
import { pageErrors } from './page-errors.ts';

// The homepage (url /) cannot be deleted, and only saved pages can (a page
// that has no id yet is just dropped by the editor). Deleting is soft: flags.deleted, as
// every read of `pages` expects, and the url is freed for a new page.

/** DELETE …/pages/{id}/. */
export async function deletePage(scope: StoreScope, id: number): Promise<void> {
  const row = await requirePageRow(scope, id);
  if (row.url === '/') throw pageErrors.homepageUndeletable();
  const flags = { ...fromJson<Record<string, unknown>>(row.flags_json, 'pages.flags_json'), deleted: true };
  const time = now();
  const write = async (db: typeof scope.db) => {
    await db
      .updateTable('pages')
      .set({ flags_json: toJson(flags), url: `/deleted-${row.uuid}/`, updated_at: time })
      .where('id', '=', id)
      .where('division_id', '=', scope.division.id)
      .execute();
    await db.deleteFrom('page_drafts').where('page_id', '=', id).execute();
    await db.updateTable('page_schedules').set({ state: 'cancelled', updated_at: time }).where('page_id', '=', id).where('state', '=', 'pending').execute();
  };
  // Shoppers saw only a published page: only its removal changes the storefront.
  if (row.published === 1) await bumpContentVersion(scope, { write });
  else await write(scope.db);
}
