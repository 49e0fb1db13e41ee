import { randomUUID } from 'node:crypto';
import type { StoreScope } from '../../../stores/index.ts';
import type { Db } from '../../../../platform/db/database.ts';
import type { Page } from '../../../../schemas/page.ts';
import type { EditorPage } from '../../../../schemas/page-editing.ts';
import { flag, now, toJson } from '../../../../platform/db/json.ts';
import { inTransaction } from '../../../../platform/db/transaction.ts';
import { isUniqueViolation } from '../../../../platform/db/unique-violation.ts';
import { PAGE_DOCUMENT_VERSION } from '../../../../schemas/page.ts';
import { completeChecklistStep } from '../../../stores/index.ts';
import { requirePageRow, requirePro, workingCopy } from './page-rows.ts';
import { pageToSave } from './validate-page.ts';
import { editorPageOf } from './editor-page.ts';
import { pageErrors } from './page-errors.ts';

// Page saving: save creates when there is no id, otherwise patches the owner's
// draft. The live copy in `pages` is not touched (a new page is created unpublished), so a
// save never changes what shoppers see and never bumps the store's content version.

/** Another live page of the store already answers at `url`. */
async function urlTaken(db: Db, scope: StoreScope, url: string, pageId: number | null): Promise<boolean> {
  let query = db.selectFrom('pages').select('id').where('division_id', '=', scope.division.id).where('url', '=', url);
  if (pageId !== null) query = query.where('id', '!=', pageId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function writeDraft(db: Db, page: Page, savedBy: number | null, savedAt: string): Promise<void> {
  const values = { division_id: page.divisionId, page_json: toJson({ ...page, edited: savedAt }), saved_by: savedBy, saved_at: savedAt };
  await db
    .insertInto('page_drafts')
    .values({ page_id: page.id, ...values })
    .onConflict((conflict) => conflict.column('page_id').doUpdateSet(values))
    .execute();
}

/** A successful homepage save ticks the checklist's homepage step and moves it on to collection. */
async function afterSave(scope: StoreScope, page: Page): Promise<void> {
  if (page.url === '/') await completeChecklistStep(scope, 'homepage', 'collection');
}

/** POST …/pages/: a new page, unpublished until its first publish, with the body as its draft. */
export async function createPage(scope: StoreScope, body: unknown, savedBy: number | null): Promise<EditorPage> {
  requirePro(scope);
  const uuid = randomUUID();
  // Checked with a stand-in id: the row's id is known only once it is inserted.
  const page = pageToSave(scope, body, null, { id: 0, uuid });
  if (await urlTaken(scope.db, scope, page.url, null)) throw pageErrors.urlTaken();
  const time = now();
  const row = await inTransaction(scope.db, async (trx) => {
    const inserted = await trx
      .insertInto('pages')
      .values({
        uuid,
        division_id: scope.division.id,
        url: page.url,
        layout: page.layout,
        flags_json: toJson(page.flags),
        properties_json: toJson(page.properties),
        // What shoppers would see is the published copy: nothing until the first publish.
        blocks_json: '[]',
        preloadables_json: toJson(page.preloadables),
        version: PAGE_DOCUMENT_VERSION,
        published: flag(false),
        sitemap: flag(page.sitemap),
        mode: page.mode,
        theme: page.theme,
        key_phrase_campaign_id: page.keyPhraseCampaignId,
        edited: time,
        created_at: time,
        updated_at: time,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? pageErrors.urlTaken() : error;
      });
    await writeDraft(trx, { ...page, id: inserted.id }, savedBy, time);
    return inserted;
  });
  await afterSave(scope, page);
  return editorPageOf(scope, row);
}

/** PATCH …/pages/{id}/: the body laid over the working copy becomes the page's draft. */
export async function savePage(scope: StoreScope, id: number, body: unknown, savedBy: number | null): Promise<EditorPage> {
  const row = await requirePageRow(scope, id);
  requirePro(scope);
  const { page: current } = await workingCopy(scope, row);
  const page = pageToSave(scope, body, current, { id: row.id, uuid: row.uuid });
  if (await urlTaken(scope.db, scope, page.url, row.id)) throw pageErrors.urlTaken();
  await writeDraft(scope.db, page, savedBy, now());
  await afterSave(scope, page);
  return editorPageOf(scope, row);
}
