import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import type { MediaList } from '../../../schemas/media-library.ts';
import { listMedia } from './media-items.ts';

export interface ImagesPageView {
  division: number;
  /** The first page of the library, drawn before the island takes over. */
  library: MediaList;
}

/** /dashboard/store/images/: the store's library of images and files (the guards admit only its people). */
export async function imagesPage(scope: StoreScope, shell: ShellData, url: URL): Promise<StorefrontPage<ImagesPageView>> {
  const library = await listMedia(scope, { page: 1, perPage: 48 });
  return dashboardScreen(shell, url, { title: 'Images', description: 'Your store’s images and files.' }, { division: scope.division.id, library });
}
