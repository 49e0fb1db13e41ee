import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PageTable } from '../../../platform/db/tables.ts';
import type { StoreScope } from '../../stores/index.ts';
import { flag, fromJson, now, toJson } from '../../../platform/db/json.ts';
import { Page, PAGE_DOCUMENT_VERSION } from '../../../schemas/page.ts';
import { parsePageDocument } from '../../../schemas/parse-page-document.ts';
import { normalisePageUrl, generatedPageUrl } from '../../../lib/page-routes.ts';
import { upgradePageDocument, type RawPageDocument } from './document-migrations.ts';

type PageRow = Selectable<PageTable>;

/** Everything of a page but its document, which parsePageDocument reads (and repairs) apart. */
const PageFields = Page.omit({ blocks: true });

export function pageFromRow(row: PageRow): Page {
  const document = upgradePageDocument({ version: row.version, blocks: fromJson<RawPageDocument['blocks']>(row.blocks_json, 'pages.blocks_json') ?? [] });
  const blocks = parsePageDocument(document.blocks, (message) => console.warn(`[blocks] page ${row.url} of division ${row.division_id}: ${message}`));
  const fields = PageFields.parse({
    id: row.id,
    uuid: row.uuid,
    url: row.url,
    layout: row.layout,
    flags: fromJson(row.flags_json, 'pages.flags_json') ?? {},
    properties: fromJson(row.properties_json, 'pages.properties_json') ?? {},
    preloadables: fromJson(row.preloadables_json, 'pages.preloadables_json') ?? [],
    version: document.version,
    divisionId: row.division_id,
    published: row.published === 1,
    sitemap: row.sitemap === 1,
    edited: row.edited,
    keyPhraseCampaignId: row.key_phrase_campaign_id,
    mode: row.mode,
    theme: row.theme,
  });
  return { ...fields, blocks };
}

/** A page without its blocks: enough for route tables, menus and the sitemap. */
export type PageSummary = Omit<Page, 'blocks'>;

/** Every page of the store, without block documents. Deleted pages are left out. */
export async function listPageSummaries(scope: StoreScope): Promise<PageSummary[]> {
  const rows = await scope.db.selectFrom('pages').selectAll().where('division_id', '=', scope.division.id).orderBy('url').limit(1000).execute();
  return rows
    .map((row) => pageFromRow({ ...row, blocks_json: '[]' }))
    .filter((page) => !page.flags.deleted)
    .map(({ blocks: _blocks, ...summary }) => summary);
}

export async function findPageByUrl(scope: StoreScope, url: string): Promise<Page | undefined> {
  const row = await scope.db
    .selectFrom('pages')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('url', '=', normalisePageUrl(url))
    .executeTakeFirst();
  const page = row && pageFromRow(row);
  return page && !page.flags.deleted ? page : undefined;
}

export type NewPage = Omit<Page, 'id' | 'uuid' | 'divisionId' | 'version' | 'edited'> & { uuid?: string };

/** Creates a page in the store; the url is normalised (or generated when blank). */
export async function insertPage(scope: StoreScope, input: NewPage): Promise<Page> {
  const uuid = input.uuid ?? randomUUID();
  const url = input.url.trim() === '' ? generatedPageUrl(uuid) : normalisePageUrl(input.url);
  const time = now();
  const row = await scope.db
    .insertInto('pages')
    .values({
      uuid,
      division_id: scope.division.id,
      url,
      layout: input.layout,
      flags_json: toJson({ ...input.flags, homepage: url === '/' }),
      properties_json: toJson(input.properties),
      blocks_json: toJson(input.blocks),
      preloadables_json: toJson(input.preloadables),
      version: PAGE_DOCUMENT_VERSION,
      published: flag(input.published),
      sitemap: flag(input.sitemap),
      mode: input.mode,
      theme: input.theme,
      key_phrase_campaign_id: input.keyPhraseCampaignId,
      edited: null,
      created_at: time,
      updated_at: time,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return pageFromRow(row);
}
