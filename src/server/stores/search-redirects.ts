import type { StoreScope } from './scope.ts';
import { SearchRedirect as SearchRedirectSchema, type SearchRedirect } from '../../schemas/search-redirect.ts';

export async function listSearchRedirects(scope: StoreScope): Promise<SearchRedirect[]> {
  const rows = await scope.db
    .selectFrom('search_redirects')
    .select(['search_term', 'destination_url'])
    .where('division_id', '=', scope.division.id)
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((row) => ({ searchTerm: row.search_term, destinationUrl: row.destination_url }));
}

export async function addSearchRedirect(scope: StoreScope, redirect: SearchRedirect): Promise<void> {
  const parsed = SearchRedirectSchema.parse(redirect);
  await scope.db
    .insertInto('search_redirects')
    .values({ division_id: scope.division.id, search_term: parsed.searchTerm, destination_url: parsed.destinationUrl })
    .execute();
}
