import type { StoreScope } from '../scope.ts';
import type { SearchRedirect } from '../../../schemas/search-redirect.ts';
import type { SearchRedirectItem } from '../../../schemas/store-settings.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { bumpContentVersion } from '../content-version.ts';

// The settings screen's search redirects editor (a search term sends the shopper
// to its destination). The storefront reads them through src/server/stores/search-redirects.ts.

export const MAX_SEARCH_REDIRECTS = 500;
export const TERM_TAKEN = 'This search term already has a redirect.';

export async function listSearchRedirectItems(scope: StoreScope): Promise<SearchRedirectItem[]> {
  const rows = await scope.db
    .selectFrom('search_redirects')
    .select(['id', 'search_term', 'destination_url'])
    .where('division_id', '=', scope.division.id)
    .orderBy('id')
    .limit(MAX_SEARCH_REDIRECTS)
    .execute();
  return rows.map((row) => ({ id: row.id, searchTerm: row.search_term, destinationUrl: row.destination_url }));
}

/** Adds a redirect (already parsed: destination passed by the URL sanitiser); a term is matched case-insensitively, so it may appear once. */
export async function addSearchRedirectItem(scope: StoreScope, redirect: SearchRedirect): Promise<SearchRedirectItem> {
  const existing = await listSearchRedirectItems(scope);
  if (existing.some((item) => item.searchTerm.trim().toLowerCase() === redirect.searchTerm.trim().toLowerCase()))
    throw ApiError.validation({ searchTerm: [TERM_TAKEN] });
  if (existing.length >= MAX_SEARCH_REDIRECTS) throw ApiError.validation({ searchTerm: [`A store can have up to ${MAX_SEARCH_REDIRECTS} search redirects.`] });
  let id = 0;
  await bumpContentVersion(scope, {
    write: async (db) => {
      const row = await db
        .insertInto('search_redirects')
        .values({ division_id: scope.division.id, search_term: redirect.searchTerm, destination_url: redirect.destinationUrl })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    },
  });
  return { id, ...redirect };
}

/** Removes one of the store's redirects; an id the store does not have is a 404. */
export async function removeSearchRedirectItem(scope: StoreScope, id: number): Promise<void> {
  await bumpContentVersion(scope, {
    write: async (db) => {
      const result = await db.deleteFrom('search_redirects').where('id', '=', id).where('division_id', '=', scope.division.id).executeTakeFirst();
      // Nothing removed (not this store's, or gone already): the transaction rolls back, the version stays.
      if (result.numDeletedRows === 0n) throw new ApiError('notFound', 'Search redirect not found');
    },
  });
}
