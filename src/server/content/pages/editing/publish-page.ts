import type { StoreScope } from '../../../stores/index.ts';
import type { Db } from '../../../../platform/db/database.ts';
import type { Page } from '../../../../schemas/page.ts';
import type { EditorPage } from '../../../../schemas/page-editing.ts';
import { flag, now, toJson } from '../../../../platform/db/json.ts';
import { isUniqueViolation } from '../../../../platform/db/unique-violation.ts';
import { PAGE_DOCUMENT_VERSION } from '../../../../schemas/page.ts';
import { bumpContentVersion } from '../../../stores/index.ts';
import { requirePageRow, requirePro, workingCopy, type PageRow } from './page-rows.ts';
import { editorPageOf } from './editor-page.ts';
import { pageErrors } from './page-errors.ts';

// Publishing: the draft becomes the live copy in `pages`, a version records
// it (who, when), and the store's content version is bumped in the same transaction, which
// invalidates the render cache and queues the store's rebuild.

/** Writes `page` as the live copy and records it as the page's next version. */
async function goLive(db: Db, page: Page, publishedBy: number | null, time: string): Promise<number> {
  await db
    .updateTable('pages')
    .set({
      url: page.url,
      layout: page.layout,
      flags_json: toJson(page.flags),
      properties_json: toJson(page.properties),
      blocks_json: toJson(page.blocks),
      preloadables_json: toJson(page.preloadables),
      version: PAGE_DOCUMENT_VERSION,
      published: flag(true),
      sitemap: flag(page.sitemap),
      mode: page.mode,
      theme: page.theme,
      key_phrase_campaign_id: page.keyPhraseCampaignId,
      edited: time,
      updated_at: time,
    })
    .where('id', '=', page.id)
    .where('division_id', '=', page.divisionId)
    .execute()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? pageErrors.urlTaken() : error;
    });
  const last = await db
    .selectFrom('page_versions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('page_id', '=', page.id)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  await db
    .insertInto('page_versions')
    .values({
      page_id: page.id,
      division_id: page.divisionId,
      number,
      page_json: toJson({ ...page, published: true, edited: time }),
      published_by: publishedBy,
      published_at: time,
    })
    .execute();
  await db.deleteFrom('page_drafts').where('page_id', '=', page.id).execute();
  return number;
}

/**
 * Makes the page's working copy live. A page already live with no draft has nothing new
 * to publish: it is answered as it is, without a version or a rebuild.
 */
export async function publishRow(scope: StoreScope, row: PageRow, publishedBy: number | null): Promise<boolean> {
  const { page, hasDraft } = await workingCopy(scope, row);
  if (!hasDraft && row.published === 1) return false;
  const time = now();
  await bumpContentVersion(scope, { write: (trx) => goLive(trx, { ...page, id: row.id, divisionId: scope.division.id }, publishedBy, time) });
  return true;
}

/** POST …/pages/{id}/publish/. */
export async function publishPage(scope: StoreScope, id: number, publishedBy: number | null): Promise<EditorPage> {
  const row = await requirePageRow(scope, id);
  requirePro(scope);
  await publishRow(scope, row, publishedBy);
  return editorPageOf(scope, await requirePageRow(scope, id));
}
