import type { StoreScope } from '../stores/scope.ts';
import type { ShellData } from '../storefront/shell.ts';
import type { StorefrontPage } from '../storefront/page-result.ts';
import { dashboardScreen } from '../dashboard/dashboard-screen.ts';
import { listOwnerCollections, type OwnerCollection } from './owner-collections.ts';

export interface CollectionsScreenView {
  collections: OwnerCollection[];
}

/** /dashboard/store/collections/: the store's collections, edited and ordered by one island. */
export async function collectionsScreen(scope: StoreScope, shell: ShellData, url: URL): Promise<StorefrontPage<CollectionsScreenView>> {
  return dashboardScreen(shell, url, { title: 'Collections', description: 'Your store’s collections.' }, { collections: await listOwnerCollections(scope) });
}
