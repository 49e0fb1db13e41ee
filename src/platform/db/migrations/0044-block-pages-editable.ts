import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The seed and a new store's starter home page used to save their pages of blocks in the
// 'native' mode, which marks a page the app draws itself: the editor then offered nothing for
// a store's own home page. Such a page has blocks (live or in a draft), which no page the app
// draws has; it becomes a page of blocks ('unknown'), in its row and in the page objects its
// draft and published versions keep, so a restored version does not bring the mode back.
const NATIVE = 'native';
const BLOCKS = 'unknown';

/** The page object stored as JSON with its mode changed, or null when it has another mode. */
function withBlocksMode(json: string): string | null {
  let page: unknown;
  try {
    page = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof page !== 'object' || page === null || (page as { mode?: unknown }).mode !== NATIVE) return null;
  return JSON.stringify({ ...page, mode: BLOCKS });
}

export const blockPagesEditable: Migration = {
  async up(db: Kysely<any>) {
    const drafted = db.selectFrom('page_drafts').select('page_id');
    const pages = await db
      .selectFrom('pages')
      .select('id')
      .where('mode', '=', NATIVE)
      .where((eb) => eb.or([eb('blocks_json', '<>', '[]'), eb('id', 'in', drafted)]))
      .execute();
    const ids = pages.map((page) => page.id as number);
    if (ids.length === 0) return;
    await db.updateTable('pages').set({ mode: BLOCKS }).where('id', 'in', ids).execute();
    for (const table of ['page_drafts', 'page_versions'] as const) {
      const key = table === 'page_drafts' ? 'page_id' : 'id';
      const rows = await db.selectFrom(table).select([key, 'page_json']).where('page_id', 'in', ids).execute();
      for (const row of rows) {
        const json = withBlocksMode(row.page_json as string);
        if (json !== null) await db.updateTable(table).set({ page_json: json }).where(key, '=', row[key]).execute();
      }
    }
  },
  // Nothing to take back: a page of blocks in the 'native' mode is the fault this repairs.
  async down() {},
};
