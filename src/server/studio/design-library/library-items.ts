import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { DesignLibraryItemTable } from '../../../platform/db/studio-upload-tables.ts';
import type { ArtemisQuery } from '../../../schemas/catalogue-calls.ts';
import { LibraryItem } from '../../../schemas/studio-calls.ts';
import { fromJson, now } from '../../../platform/db/json.ts';
import { rankBySearch } from '../../../lib/search-scoring.ts';
import { searchTermFrom } from '../../catalogue/index.ts';
import { libraryFiles, type LibraryArtwork } from './library-files.ts';
import { LIBRARY_ARTWORK } from './platform-artwork.ts';

/** The most artworks one store's library holds (and one search scores). */
export const MAX_LIBRARY_ITEMS = 500;

type LibraryRow = Selectable<DesignLibraryItemTable>;

export function libraryItemFromRow(row: LibraryRow): LibraryItem {
  return LibraryItem.parse({
    id: row.slug,
    name: row.name,
    tags: fromJson(row.tags_json, 'design_library_items.tags_json'),
    thumbnails: { original: row.url, small: row.small_url },
    pixelWidth: row.pixel_width,
    pixelHeight: row.pixel_height,
  });
}

/**
 * GET /omnis/v3/artemis/query/?macros=designs: one page of this store's design library, in
 * library order without a term, else best match first by the search weighting
 * (partial word 1, full word 2) over the artwork's name and tags.
 */
export async function libraryQuery(scope: StoreScope, query: Pick<ArtemisQuery, 'page' | 'perPage' | 'searchTerm'>) {
  const term = searchTermFrom(query.searchTerm);
  const read = () =>
    scope.db
      .selectFrom('design_library_items')
      .selectAll()
      .where('division_id', '=', scope.division.id)
      .orderBy('position')
      .orderBy('id')
      .limit(MAX_LIBRARY_ITEMS)
      .execute();
  let rows = await read();
  // A store created after the seed starts with the platform's artwork too, added on its first
  // search (the files are content-addressed and shared: usually already on disk).
  if (rows.length === 0) {
    await addLibraryArtwork(scope, LIBRARY_ARTWORK);
    rows = await read();
  }
  let items = rows.map(libraryItemFromRow);
  if (term)
    items = rankBySearch(items, term, (item) => ({ name: item.name, tags: item.tags, collectionNames: [], description: '' })).map((ranked) => ranked.item);
  const total = items.length;
  const start = (query.page - 1) * query.perPage;
  return {
    data: items.slice(start, start + query.perPage),
    meta: { page: query.page, perPage: query.perPage, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)), searchTerm: term },
  };
}

/**
 * Adds artworks to the store's library (their files rendered once, content-addressed).
 * Artworks already in it (by slug) are left alone, so seeding twice writes nothing.
 */
export async function addLibraryArtwork(scope: StoreScope, artworks: readonly LibraryArtwork[]): Promise<number> {
  const present = new Set(
    (await scope.db.selectFrom('design_library_items').select('slug').where('division_id', '=', scope.division.id).execute()).map((row) => row.slug),
  );
  const missing = artworks.map((artwork, position) => ({ artwork, position })).filter(({ artwork }) => !present.has(artwork.slug));
  if (missing.length === 0) return 0;
  const rows = [];
  for (const { artwork, position } of missing) {
    const files = await libraryFiles(artwork);
    rows.push({
      division_id: scope.division.id,
      slug: artwork.slug,
      name: artwork.name,
      tags_json: JSON.stringify(artwork.tags),
      url: files.url,
      small_url: files.smallUrl,
      pixel_width: files.pixelWidth,
      pixel_height: files.pixelHeight,
      position,
      created_at: now(),
    });
  }
  await scope.db
    .insertInto('design_library_items')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['division_id', 'slug']).doNothing())
    .execute();
  return rows.length;
}
