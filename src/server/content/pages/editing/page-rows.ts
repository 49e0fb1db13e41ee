import type { Selectable } from 'kysely';
import type { PageTable } from '../../../../platform/db/tables.ts';
import type { Db } from '../../../../platform/db/database.ts';
import type { StoreScope } from '../../../stores/index.ts';
import { Page } from '../../../../schemas/page.ts';
import { fromJson } from '../../../../platform/db/json.ts';
import { isPro } from '../../../../lib/roles.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { pageFromRow } from '../pages.ts';
import { parsePageDocument } from '../../../../schemas/parse-page-document.ts';
import { pageErrors } from './page-errors.ts';

export type PageRow = Selectable<PageTable>;

/**
 * The store's page `id`, deleted pages excepted: a page of another store is that store's
 * business (403 with the spec's text), a missing one is 'Page not found'.
 */
export async function requirePageRow(scope: StoreScope, id: number, db: Db = scope.db): Promise<PageRow> {
  const row = await db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw pageErrors.notFound();
  if (row.division_id !== scope.division.id) throw new ApiError('otherStore');
  if (fromJson<{ deleted?: boolean }>(row.flags_json, 'pages.flags_json')?.deleted) throw pageErrors.notFound();
  return row;
}

/** Saving a page requires Pro: every change of a page's content asks this first. */
export function requirePro(scope: StoreScope): void {
  if (!isPro(scope.division)) throw pageErrors.proRequired();
}

/** A draft as stored: the page object as saved; a part gone bad falls back like a live page does. */
export function pageFromJson(json: string, row: PageRow): Page {
  const stored = fromJson<Record<string, unknown>>(json, 'page_drafts.page_json') ?? {};
  const blocks = parsePageDocument(stored.blocks ?? [], (message) => console.warn(`[blocks] draft of page ${row.id}: ${message}`));
  const fields = Page.omit({ blocks: true }).safeParse({ ...stored, id: row.id, uuid: row.uuid, divisionId: row.division_id });
  const base = pageFromRow(row);
  return { ...(fields.success ? fields.data : base), id: row.id, uuid: row.uuid, divisionId: row.division_id, blocks };
}

/** The owner's working copy of a page: the draft when there is one, else the live page. */
export async function workingCopy(scope: StoreScope, row: PageRow, db: Db = scope.db): Promise<{ page: Page; hasDraft: boolean; savedAt: string | null }> {
  const draft = await db.selectFrom('page_drafts').select(['page_json', 'saved_at']).where('page_id', '=', row.id).executeTakeFirst();
  if (!draft) return { page: pageFromRow(row), hasDraft: false, savedAt: null };
  return { page: pageFromJson(draft.page_json, row), hasDraft: true, savedAt: draft.saved_at };
}

/** A page id from the path; anything but a positive integer names no page. */
export function pageIdParam(value: string | undefined): number {
  const id = /^\d{1,9}$/.test(value ?? '') ? Number(value) : 0;
  if (id <= 0) throw pageErrors.notFound();
  return id;
}
