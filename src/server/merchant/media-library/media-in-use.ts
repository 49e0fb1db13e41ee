import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';

// Deleting a library item must not pull a picture out from under the storefront: its files
// stay while the store still shows them. These are the store's columns that hold /media/
// addresses (page blocks and properties, drafts and versions, the menu, banners, product pictures, plugin and
// store settings). Names are content hashes (16 hex digits), so a plain LIKE is exact.

const PLACES = [
  { table: 'pages', columns: ['blocks_json', 'properties_json'] },
  // Owners' drafts and published versions (a version can be restored into the draft).
  { table: 'page_drafts', columns: ['page_json'] },
  { table: 'page_versions', columns: ['page_json'] },
  { table: 'main_menus', columns: ['items_json'] },
  { table: 'collections', columns: ['banner_json'] },
  { table: 'blog_posts', columns: ['banner_json'] },
  { table: 'products', columns: ['images_json'] },
  { table: 'plugin_settings', columns: ['settings_json'] },
] as const;

/** True when any of the store's content or settings names the picture with this content hash. */
export async function shownByStore(db: Db, divisionId: number, hash: string): Promise<boolean> {
  if (!/^[0-9a-f]{16}$/.test(hash)) return true;
  const pattern = `%${hash}%`;
  for (const { table, columns } of PLACES) {
    const mentions = sql.join(
      columns.map((column) => sql`${sql.ref(column)} like ${pattern}`),
      sql` or `,
    );
    const found = await db
      .selectFrom(table)
      .select(sql`1`.as('found'))
      .where('division_id', '=', divisionId)
      .where(sql<boolean>`(${mentions})`)
      .limit(1)
      .executeTakeFirst();
    if (found) return true;
  }
  const store = await db
    .selectFrom('divisions')
    .select('id')
    .where('id', '=', divisionId)
    .where((eb) => eb.or([eb('logo', 'like', pattern), eb('settings_json', 'like', pattern), eb('theme_overrides_json', 'like', pattern)]))
    .executeTakeFirst();
  return store !== undefined;
}
