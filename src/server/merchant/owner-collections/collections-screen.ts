import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { listOwnerCollections } from './owner-collections.ts';
import type { OwnerCollection } from '../../../schemas/collection.ts';

export interface CollectionsScreenView {
  collections: OwnerCollection[];
}

/** /dashboard/store/collections/: the store's collections, edited and ordered by one island. */
export async function collectionsScreen(scope: StoreScope, shell: ShellData, url: URL): Promise<StorefrontPage<CollectionsScreenView>> {
  return dashboardScreen(shell, url, { title: 'Collections', description: 'Your store’s collections.' }, { collections: await listOwnerCollections(scope) });
}
