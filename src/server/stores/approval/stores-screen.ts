import type { StaffContext } from '../../../server/stores/scope.ts';
import { listStores, type StoreListPage, type StoreListQuery } from './store-list.ts';
import { storeListQuery } from './list-query.ts';

export interface StoresView {
  query: StoreListQuery;
  list: StoreListPage;
}

/** /atlas/stores/: one page of stores with their approval status, as ?status=&search=&page= ask. */
export async function loadStoresView(staff: StaffContext): Promise<StoresView> {
  const query = storeListQuery(staff.url.searchParams);
  return { query, list: await listStores(staff.scope.db, query) };
}
