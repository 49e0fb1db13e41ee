import type { StoreScope } from '../../../../stores/index.ts';
import type { ShellData } from '../../../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../../../platform/pages/page-result.ts';
import type { PageListItem } from '../../../../../schemas/page-editing.ts';
import { isPro } from '../../../../../lib/roles.ts';
import { listEditorPages } from '../page-list.ts';
import { PAGE_TEMPLATES } from '../page-templates.ts';
import { APP_DRAWN_PAGES } from '../app-pages.ts';
import { pageScreen } from './screen-page.ts';

export interface PagesListView {
  pages: PageListItem[];
  /** The pages the app draws itself, listed without an Edit link. */
  appPages: typeof APP_DRAWN_PAGES;
  templates: typeof PAGE_TEMPLATES;
  isPro: boolean;
  /** After a delete: "Page deleted." */
  notice: string | null;
}

/** /dashboard/store/pages/: the store's pages with thumbnails, status and actions, and "new page". */
export async function pagesListScreen(scope: StoreScope, shell: ShellData, url: URL): Promise<StorefrontPage<PagesListView>> {
  const pages = await listEditorPages(scope, 'StorePage');
  const notice = url.searchParams.has('deleted') ? 'Page deleted.' : null;
  return pageScreen(shell, url, 'Pages', { pages, appPages: APP_DRAWN_PAGES, templates: PAGE_TEMPLATES, isPro: isPro(scope.division), notice });
}
